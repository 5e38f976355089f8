/**
 * A whole page: chrome, theme and the bundle's template, every view imported statically. The build,
 * the dev server, stories and tests render this; the browser renders `PageLayout` with the view's
 * chunk (pages/views/view-modules.ts), the same tree.
 */
import type { ComponentType } from 'react';
import { isSiteRoute, type SitePage } from './routes/search-route.ts';
import { PageLayout, type PageDocumentProps } from './PageLayout.tsx';
import { SearchView } from './views/SearchRoute.tsx';
import { PreviewView } from './views/PreviewRoute.tsx';
import { VisitView } from './views/VisitPage.tsx';
import { ExploreView } from './views/ExploreRoute.tsx';
import { viewTable } from './views/view-table.ts';
import type { PageView } from './views/view-modules.ts';
import { provideStaticRendering } from './static-rendering.ts';

// Whatever page this renders, in whatever language: everything the browser loads per page is here.
provideStaticRendering();

export { hasNoLayout, type PageDocumentProps } from './PageLayout.tsx';

/** The page's view from the static table. */
export const staticView = (page: SitePage): PageView =>
  !isSiteRoute(page)
    ? (viewTable[page.bundle] as ComponentType<never> as PageView)
    : page.bundle === 'search'
      ? SearchView
      : page.bundle === 'visit'
        ? VisitView
        : page.bundle === 'explore'
          ? ExploreView
          : PreviewView;

export function PageDocument(props: PageDocumentProps) {
  return <PageLayout {...props} View={staticView(props.page)} />;
}
