/** A whole page: chrome, theme and the bundle's template. The same tree renders at build time and in the browser. */
import type { ComponentType } from 'react';
import { Footer, Header, PageShell, themeClass } from '../design-system/index.ts';
import { isSiteRoute, type SitePage } from './routes/search-route.ts';
import { SearchRoute } from './views/SearchRoute.tsx';
import { PreviewRoute } from './views/PreviewRoute.tsx';
import type { RenderContext } from './assembler/types.ts';
import { footerProps, headerProps } from './chrome/chrome-props.ts';
import type { SiteChromeData } from './chrome/site-chrome.ts';
import { uiText } from './i18n/ui-text.ts';
import { usesDarkTheme } from './rules/theme.ts';
import { viewTable } from './views/view-table.ts';
import type { ViewProps } from './views/view-props.ts';

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

/** The bundle's template from the one view table. */
function PageView({ page, ctx }: ViewProps) {
  const View = viewTable[page.bundle] as ComponentType<ViewProps>;
  return <View page={page} ctx={ctx} />;
}

export function PageDocument({ page, chrome, mode = 'production', locationKey, now }: PageDocumentProps) {
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
      footer={bare ? undefined : <Footer {...footerProps(chrome)} />}
    >
      {!isSiteRoute(page) ? (
        <PageView page={page} ctx={ctx} />
      ) : page.bundle === 'search' ? (
        <SearchRoute page={page} ctx={ctx} config={chrome.searchFacets} />
      ) : (
        <PreviewRoute ctx={ctx} />
      )}
    </PageShell>
  );
}
