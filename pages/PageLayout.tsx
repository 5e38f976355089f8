/** A whole page around a given view: chrome and theme. Imports no view, so the browser's entry stays small. */
import { memo, Suspense, type ReactNode } from 'react';
// Each from its own module, not the design system's index: what every page loads first is what this
// imports (the bundle's shell chunk is the entry's static imports), and the index names every component.
import { Footer } from '../design-system/components/Footer/index.ts';
import { Header } from '../design-system/components/Header/index.ts';
import { PageShell } from '../design-system/components/PageShell/index.ts';
import { themeClass } from '../design-system/tokens/themes.ts';
import type { SitePage } from './routes/search-route.ts';
import type { RenderContext } from './assembler/types.ts';
import { footerProps, headerProps } from './chrome/chrome-props.ts';
import type { SiteChromeData } from './chrome/site-chrome.ts';
import { uiText } from './i18n/ui-text.ts';
import { InterfaceLanguage } from './sections/interface-text.tsx';
import { usesDarkTheme } from './rules/theme.ts';
import { HydrationMark } from './hydration-mark.tsx';
import { StaticPart } from './static-part.tsx';
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

/**
 * The header's parts that show nothing of the page but its active menu link (the part's name says
 * which): everything else in them comes from the language's chrome (headerProps), so each is rendered
 * once per language and active link by the build's prerender.
 */
const headerPart = (name: string, part: () => ReactNode) => <StaticPart name={`header-${name}`}>{part}</StaticPart>;

/** SPEC §1: /itinerancias has no default layout. */
export const hasNoLayout = (path: string) => /(^|\/)itinerancias$/.test(path);

export function PageLayout({
  page,
  chrome,
  mode = 'production',
  locationKey,
  now,
  View,
  onViewHydrated,
}: PageDocumentProps & { View: PageView; onViewHydrated?: () => void }) {
  const bare = hasNoLayout(page.url.path);
  return (
    <InterfaceLanguage lang={page.language.id}>
      <PageShell
        themeClassName={themeClass(usesDarkTheme(page.bundle, page.forceDarkTheme) ? 'dark' : 'light')}
        skipLinkLabel={uiText(page.language.id).skipToContent}
        header={bare ? undefined : <Header {...headerProps(page, chrome, locationKey)} staticPart={headerPart} />}
        footer={
          bare ? undefined : (
            <Suspense>
              <StaticPart name="footer">
                <Footer {...footerProps(chrome)} />
              </StaticPart>
              <HydrationMark part="footer" />
            </Suspense>
          )
        }
      >
        <ViewPart page={page} chrome={chrome} mode={mode} now={now} View={View} onHydrated={onViewHydrated} />
      </PageShell>
    </InterfaceLanguage>
  );
}

interface ViewPartProps {
  page: SitePage;
  chrome: SiteChromeData;
  mode: RenderContext['mode'];
  now: number | undefined;
  View: PageView;
  onHydrated: (() => void) | undefined;
}

/**
 * The view in a Suspense boundary of its own, so that React hydrates the page in parts, yielding
 * between them (the header first, then the content, then the footer), and so that the view of the page
 * a visit starts on can hydrate after the page has loaded (app/runtime/deferred-view.ts): until its
 * chunks are here, React keeps its HTML as it is. It never shows a fallback. Memoised: a change around
 * it (a notice, an announcement) must not reach a part still waiting to hydrate, which React would
 * then throw away and render again.
 */
const ViewPart = memo(function ViewPart({ page, chrome, mode, now, View, onHydrated }: ViewPartProps) {
  const ctx: RenderContext = {
    lang: page.language.id,
    text: uiText(page.language.id),
    mode,
    now: now ?? Math.floor(Date.now() / 1000),
    siteUrl: chrome.siteUrl,
    media: chrome.media,
  };
  return (
    <Suspense>
      <View page={page} ctx={ctx} chrome={chrome} />
      <HydrationMark part="view" onMarked={onHydrated} />
    </Suspense>
  );
});
