import { startTransition, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { SlowNavigationNotice } from '../../design-system/components/StatusMessage/StatusMessage.tsx';
import { visuallyHidden } from '../../design-system/tokens/visually-hidden.css.ts';
import { PageLayout } from '../../pages/PageLayout.tsx';
import { loadView, loadedView, viewKeyOf, type PageView } from '../../pages/views/view-modules.ts';
import type { SiteChromeData } from '../../pages/chrome/site-chrome.ts';
import { uiText } from '../../pages/i18n/ui-text.ts';
import { isSiteRoute, type SitePage } from '../../pages/routes/search-route.ts';
import { chunkCache } from '../../pages/chunk-cache.ts';
import { PageLoadError, type LoadedPage, type Loader } from './loader.ts';
import { isPageHref, normalizePath } from './page-data.ts';
import { usePrefetch } from './prefetch.ts';
import { fetchPreviewSource } from './preview-source.ts';
import { PreviewSourceContext, PreviewViewContext, type PreviewViewLoader } from '../../pages/routes/preview-source.tsx';
import { SearchBackendContext, type SearchBackend } from '../../pages/search/search-backend.ts';
import { openAt, openingTarget, rememberScroll, restoreScroll } from './scroll.ts';
import { replayEarlyInput } from './early-input.ts';

/** /preview shows a pasted page with its bundle's view, from the same table as every page. */
const previewView: PreviewViewLoader = (page) => loadView(viewKeyOf(page));

/** What the visitor sees: a page, or the 404/500 page in the language they were reading. */
export type Shown = { kind: 'page'; loaded: LoadedPage } | { kind: 'error'; status: 404 | 500; path: string; chrome: SiteChromeData };

export interface AppProps {
  initial: LoadedPage;
  /** Loads other pages; absent at build time. */
  loader?: Loader;
  /** Called after a page change is rendered (title, lang, theme). */
  onPageShown?: (shown: Shown) => void;
  /** What the search page searches with; absent at build time. */
  search?: SearchBackend;
  /**
   * A page's view. The prerender has every view at hand (`staticView`); in the browser each page's view
   * chunk is loaded with its data (pages/views/view-modules.ts), before the page is shown.
   */
  resolveView?: (page: SitePage) => PageView | undefined;
  /**
   * The moment (Unix seconds) the HTML was rendered at: hydration renders the time-dependent markers
   * (on now, coming soon, past) as they were then, so it matches the HTML, and they move to the
   * browser's time right after.
   */
  renderedAt?: number;
}

/** SPEC §4: the notice appears when a page change takes longer than this. */
const SLOW_NAVIGATION_MS = 1000;

/** Sends clicks on internal links to the router, so links in CMS HTML navigate in the client too. */
function useLinkInterception(enabled: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!enabled) return;
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.('a');
      if (!a || (a.target && a.target !== '_self') || a.hasAttribute('download')) return;
      const href = a.getAttribute('href') ?? '';
      if (!isPageHref(href)) return;
      const url = new URL(href, window.location.origin);
      if (url.pathname === window.location.pathname && url.hash) return; // same-page anchor: let the browser scroll
      e.preventDefault();
      navigate(`${normalizePath(url.pathname)}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [enabled, navigate]);
}

const fullNavigation = (href: string) => window.location.assign(href);

/**
 * The 404/500 page of a client navigation: a chunk loaded when a page turns out not to exist (the
 * previous page stays until it is here), so the views and paragraphs it shares nothing with stay out
 * of every page's first load. Should it fail to load, the browser asks the server for the page.
 */
const errorPage = chunkCache('error page', { view: () => import('../../pages/views/ErrorPage.tsx').then((m) => m.ErrorPage) });

export function App({ initial, loader, onPageShown, search, resolveView = (p) => loadedView(viewKeyOf(p)), renderedAt }: AppProps) {
  const { now, onViewHydrated, viewHydratedRef } = useHydrationTime(renderedAt);
  const [shown, setShown] = useState<Shown>({ kind: 'page', loaded: initial });
  const [slow, setSlow] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const shownPath = shown.kind === 'page' ? shown.loaded.path : shown.path;
  const chrome = shown.kind === 'page' ? shown.loaded.chrome : shown.chrome;
  useLinkInterception(Boolean(loader));
  usePrefetch(loader, shownPath);

  useNavigation(loader, shownPath, chrome, viewHydratedRef, setShown, setSlow);

  usePageShown(shown, onPageShown, setAnnouncement);

  const t = uiText(chrome.lang);
  // Loaded before an error is shown (above).
  const ErrorView = errorPage.loaded('view')!;
  const page = (
    <PreviewSourceContext.Provider value={fetchPreviewSource}>
      <PreviewViewContext.Provider value={previewView}>
        {shown.kind === 'page' ? (
          <PageLayout
            page={shown.loaded.page}
            chrome={shown.loaded.chrome}
            locationKey={shown.loaded.path}
            // The site's own routes render nothing time-dependent before hydration; the search page reads
            // the visitor's time when it searches.
            now={isSiteRoute(shown.loaded.page) ? undefined : now}
            View={resolveView(shown.loaded.page)!}
            onViewHydrated={onViewHydrated}
          />
        ) : (
          <ErrorView status={shown.status} chrome={shown.chrome} />
        )}
        <SlowNavigationNotice visible={slow} label={t.slowNavigation} />
        <div role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden} data-testid="route-announcer">
          {announcement && t.pageLoaded(announcement)}
        </div>
      </PreviewViewContext.Provider>
    </PreviewSourceContext.Provider>
  );
  return search ? <SearchBackendContext.Provider value={search}>{page}</SearchBackendContext.Provider> : page;
}

/**
 * The time the page is shown at: the moment its HTML was rendered at until its view has hydrated (so
 * hydration matches the HTML), then the visitor's.
 */
function useHydrationTime(renderedAt: number | undefined) {
  const [now, setNow] = useState(renderedAt);
  // The view of the first page hydrates after the page has loaded (app/runtime/deferred-view.ts).
  const [viewHydrated, setViewHydrated] = useState(false);
  const viewHydratedRef = useRef(false);
  const onViewHydrated = useCallback(() => {
    viewHydratedRef.current = true;
    setViewHydrated(true);
  }, []);
  // Once the view has hydrated with the time its HTML was rendered at, the page moves to the visitor's
  // time: a transition, so React renders it in slices between the browser's other work.
  useEffect(() => {
    if (!viewHydrated) return;
    startTransition(() => setNow(undefined));
    // What the visitor entered in the view's forms before it hydrated, entered again now that it listens.
    const replay = setTimeout(() => replayEarlyInput(), 0);
    return () => clearTimeout(replay);
  }, [viewHydrated]);
  return { now, onViewHydrated, viewHydratedRef };
}

/**
 * Each navigation (a new location key) loads its page and shows it, or the 404/500 page, or loads it in
 * full; the slow-navigation notice shows when that takes long. Leaving a page remembers where the visitor was.
 */
function useNavigation(
  loader: Loader | undefined,
  shownPath: string,
  chrome: SiteChromeData,
  viewHydratedRef: RefObject<boolean>,
  setShown: (shown: Shown) => void,
  setSlow: (slow: boolean) => void,
) {
  const location = useLocation();
  const previousKey = useRef(location.key);
  useEffect(() => {
    const path = normalizePath(location.pathname);
    // Leaving a page: remember where the visitor was, for back and forward.
    if (previousKey.current !== location.key) rememberScroll(previousKey.current);
    previousKey.current = location.key;
    if (!loader || path === shownPath) return;
    let cancelled = false;
    const timer = setTimeout(() => !cancelled && setSlow(true), SLOW_NAVIGATION_MS);
    const here = path + location.search + location.hash;
    loader
      .load(path)
      .then(
        (loaded) => {
          if (cancelled) return;
          // A first view still waiting to hydrate hydrates first (its chunks come at the visitor's first act),
          // then gives way: React would otherwise throw its HTML away and report it.
          if (viewHydratedRef.current) setShown({ kind: 'page', loaded });
          else startTransition(() => setShown({ kind: 'page', loaded }));
        },
        (err: unknown) => {
          if (cancelled) return;
          if (err instanceof PageLoadError && err.kind !== 'full-navigation') {
            console.warn(`[runtime] ${err.message}`);
            const status = err.kind === 'not-found' ? 404 : 500;
            return errorPage.load('view').then(
              () => !cancelled && setShown({ kind: 'error', status, path, chrome }),
              () => !cancelled && fullNavigation(here),
            );
          } else {
            // A changed build, a failed load after retries: the browser loads the page in full (SPEC §4).
            console.warn(`[runtime] full navigation to ${here}: ${(err as Error).message}`);
            fullNavigation(here);
          }
          return undefined;
        },
      )
      .finally(() => {
        clearTimeout(timer);
        if (!cancelled) setSlow(false);
      });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // Once per navigation (a new location key); the other values are read as they are at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}

/** Once a page is shown: where the visitor is taken on it (an anchor, back/forward's place, its top), its focus, and its announcement. */
function usePageShown(shown: Shown, onPageShown: AppProps['onPageShown'], setAnnouncement: (text: string) => void) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    // The first page counts as back/forward (POP) to the router, but it is opened, not returned to.
    const target = navigationType === 'POP' && !first.current ? null : openingTarget(location);
    if (first.current) {
      first.current = false;
      // Loaded at an anchor, the browser has scrolled to it; at a filtered listing, not: focus goes there.
      if (target) openAt(target, { scroll: !location.hash });
      return;
    }
    onPageShown?.(shown);
    // Back/forward: where the visitor was; a new page: the part its address points at, or its top.
    if (navigationType === 'POP') restoreScroll(location.key);
    else if (target) openAt(target, { scroll: true });
    else window.scrollTo(0, 0);
    // Focus moves to the new page (or the part of it) and screen readers hear which page it is.
    if (!target) document.getElementById('main')?.focus({ preventScroll: true });
    setAnnouncement(document.title);
    // Once per page shown; the location it was shown for is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);
}
