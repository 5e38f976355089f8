/**
 * A whole page: chrome, theme and the bundle's template, every view imported statically. The build,
 * the dev server, stories and tests render this; the browser renders `PageLayout` with the view's
 * chunk (pages/views/view-modules.ts), the same tree.
 */
import type { SitePage } from './routes/search-route.ts';
import { PageLayout, type PageDocumentProps } from './PageLayout.tsx';
import { staticViews } from './views/view-table.ts';
import { viewKeyOf, type PageView } from './views/view-props.ts';
import { provideStaticRendering } from './static-rendering.ts';

// Whatever page this renders, in whatever language: everything the browser loads per page is here.
provideStaticRendering();

export { hasNoLayout, type PageDocumentProps } from './PageLayout.tsx';

/** The page's view from the static table. */
export const staticView = (page: SitePage): PageView => staticViews[viewKeyOf(page)];

export function PageDocument(props: PageDocumentProps) {
  return <PageLayout {...props} View={staticView(props.page)} />;
}
