/** A whole page around a given view: chrome and theme. Imports no view, so the browser's entry stays small. */
import { Suspense } from 'react';
import { Footer, Header, PageShell, themeClass } from '../design-system/index.ts';
import type { SitePage } from './routes/search-route.ts';
import type { RenderContext } from './assembler/types.ts';
import { footerProps, headerProps } from './chrome/chrome-props.ts';
import type { SiteChromeData } from './chrome/site-chrome.ts';
import { uiText } from './i18n/ui-text.ts';
import { usesDarkTheme } from './rules/theme.ts';
import { HydrationMark } from './hydration-mark.tsx';
import type { PageView } from './views/view-modules.ts';

export interface PageDocumentProps {
  page: SitePage;
  chrome: SiteChromeData;
  mode?: RenderContext['mode'];
  /** Changes on every client navigation (closes menus). */
  locationKey?: string;
  /** Unix seconds to measure past/current against (tests and stories fix it). */
  now?: number;
}

/** SPEC §1: /itinerancias has no default layout. */
export const hasNoLayout = (path: string) => /(^|\/)itinerancias$/.test(path);

export function PageLayout({ page, chrome, mode = 'production', locationKey, now, View }: PageDocumentProps & { View: PageView }) {
  const ctx: RenderContext = {
    lang: page.language.id,
    text: uiText(page.language.id),
    mode,
    now: now ?? Math.floor(Date.now() / 1000),
    siteUrl: chrome.siteUrl,
  };
  const bare = hasNoLayout(page.url.path);
  return (
    <PageShell
      themeClassName={themeClass(usesDarkTheme(page.bundle, page.forceDarkTheme) ? 'dark' : 'light')}
      skipLinkLabel={ctx.text.skipToContent}
      header={bare ? undefined : <Header {...headerProps(page, chrome, locationKey)} />}
      footer={
        bare ? undefined : (
          <Suspense>
            <Footer {...footerProps(chrome)} />
            <HydrationMark part="footer" />
          </Suspense>
        )
      }
    >
      {/* Suspense boundaries let React hydrate the page in parts, yielding between them (the header first,
          then the content, then the footer), rather than in one long task; they never show a fallback. */}
      <Suspense>
        <View page={page} ctx={ctx} chrome={chrome} />
        <HydrationMark part="view" />
      </Suspense>
    </PageShell>
  );
}
