import type { SitePage } from '../routes/search-route.ts';

/** A page's document title: the museum's name alone on a homepage, else "page | museum". */
export const documentTitle = (page: Pick<SitePage, 'bundle' | 'title'>, siteName: string) =>
  page.bundle === 'homepage' ? siteName : `${page.title.value} | ${siteName}`;
