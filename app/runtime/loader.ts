/**
 * Fetches page data and the shared static data, caching both for the visit (SPEC §4, §7, §8):
 * 404 is confirmed with a HEAD on the page itself, 500 shows the 500 page, invalid page data counts
 * as not found, other failures (a request unanswered after 5 s included) are retried up to 3 times;
 * a changed build hash means the page must be loaded in full. Prefetches never hold back a visit.
 */
import type { SiteChromeData } from '../../pages/chrome/site-chrome.ts';
import type { HeadData } from '../../pages/head/head-data.ts';
import type { SitePage } from '../../pages/routes/search-route.ts';
import { loadView, pageText, viewKeyOf } from '../../pages/views/view-modules.ts';
import { loadTextSections, loadUiText } from '../../pages/i18n/ui-text.ts';
import { deferredParagraphsOf, loadParagraphs } from '../../pages/assembler/deferred-paragraphs.ts';
import { showsToday } from '../../pages/rules/today-file.ts';
import { loadProgramme } from './programme.ts';
import { APP_DATA_URL, pageDataUrl, staticQueryUrl, type AppDataFile, type PageDataFile, type StaticQueryFile } from './page-data.ts';

/** A page as the loader gives it: its data, its language's shared data and its head. */
export interface LoadedPage {
  path: string;
  page: SitePage;
  chrome: SiteChromeData;
  /** The page's head as the build wrote it (absent in page data of older builds). */
  head?: HeadData;
}

const PAGE_DATA_RETRIES = 3;

/** What a page's view needs besides its data: the view's chunk, its interface text and the deferred paragraphs it holds. */
export function loadPageChunks(page: LoadedPage['page']): Promise<unknown> {
  const view = viewKeyOf(page);
  return Promise.all([
    loadView(view),
    loadUiText(page.language.id),
    loadTextSections(page.language.id, pageText(page)),
    loadParagraphs(deferredParagraphsOf(page)),
    showsToday(page) ? loadProgramme(page.language.id) : undefined,
  ]);
}
/** A page-data request with no answer by then is abandoned, and counts as a failure to retry. */
const PAGE_DATA_TIMEOUT_MS = 5000;

/** Why a page could not be shown in the client. */
export class PageLoadError extends Error {
  constructor(
    readonly kind: 'not-found' | 'server-error' | 'full-navigation',
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = 'PageLoadError';
  }
}

class HttpStatus extends Error {
  constructor(
    readonly status: number,
    url: string,
  ) {
    super(`${url}: HTTP ${status}`);
  }
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

class RequestTimeout extends Error {
  constructor(url: string, ms: number) {
    super(`${url}: no answer in ${ms} ms`);
    this.name = 'RequestTimeout';
  }
}

/**
 * A JSON request that gives up after `timeoutMs` (0: never), the body included. The timer is the
 * page's own setTimeout (not AbortSignal.timeout), so it follows the same clock as every other timer.
 */
export async function fetchJson<T>(url: string, init?: RequestInit, timeoutMs = PAGE_DATA_TIMEOUT_MS): Promise<T> {
  const controller = new AbortController();
  const timer = timeoutMs > 0 ? setTimeout(() => controller.abort(new RequestTimeout(url, timeoutMs)), timeoutMs) : undefined;
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' }, ...init, signal: controller.signal });
    if (!res.ok) throw new HttpStatus(res.status, url);
    return (await res.json()) as T;
  } catch (err) {
    throw controller.signal.aborted ? controller.signal.reason : err;
  } finally {
    clearTimeout(timer);
  }
}

/** Network errors, timeouts and unexpected statuses are retried; 404 and 500 are answers, not accidents. */
async function withRetries<T>(what: () => Promise<T>, retries = PAGE_DATA_RETRIES): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await what();
    } catch (err) {
      const final = err instanceof HttpStatus && (err.status === 404 || err.status === 500);
      if (final || err instanceof SyntaxError || attempt >= retries) throw err;
      await wait(150 * 2 ** attempt);
    }
  }
}

const isPageData = (d: unknown): d is PageDataFile => {
  const p = d as PageDataFile | null;
  return !!p && typeof p.path === 'string' && Array.isArray(p.staticQueryHashes) && !!p.result?.page?.bundle && !!p.result.page.url?.path;
};

export interface Loader {
  /** The page the visit starts on, without its view's chunks (no build check: its HTML came from the server just now). */
  initial(path: string): Promise<LoadedPage>;
  /** A page the visitor moves to. */
  load(path: string): Promise<LoadedPage>;
  /** Warms the cache; failures are ignored (the real visit will retry). */
  prefetch(path: string): void;
  /** The build the visitor's scripts belong to. */
  buildHash: string | undefined;
  /** From now on every navigation is a full page load (a new service worker took over). */
  forceFullNavigation(reason: string): void;
}

/** How often, at most, a navigation asks whether the site was deployed again. */
const BUILD_CHECK_INTERVAL_MS = 60_000;
const noCheck = () => null;

/**
 * A page's data and its language's shared data (`staticQuery`), with the chunks it needs; each failure
 * as the kind of error the visit must show (not found, server error, or a full page load).
 */
async function fetchPageData(
  path: string,
  staticQuery: (hash: string) => Promise<StaticQueryFile>,
  retries: number,
  withChunks: boolean,
): Promise<LoadedPage> {
  let data: unknown;
  try {
    data = await withRetries(() => fetchJson<unknown>(pageDataUrl(path)), retries);
  } catch (err) {
    if (err instanceof HttpStatus && err.status === 404) {
      // Confirm with the page itself: page data can be missing while the page exists (a deploy in progress).
      const head = await fetch(path, { method: 'HEAD' }).catch(() => null);
      if (head?.status === 404) throw new PageLoadError('not-found', path, `${path}: not found`);
      throw new PageLoadError('full-navigation', path, `${pageDataUrl(path)}: 404 but the page answers ${head?.status ?? 'nothing'}`);
    }
    if (err instanceof HttpStatus && err.status === 500) throw new PageLoadError('server-error', path, err.message);
    if (err instanceof SyntaxError) throw new PageLoadError('not-found', path, `${pageDataUrl(path)}: invalid JSON`);
    throw new PageLoadError('full-navigation', path, `${pageDataUrl(path)}: ${(err as Error).message} after ${PAGE_DATA_RETRIES} retries`);
  }
  if (!isPageData(data)) throw new PageLoadError('not-found', path, `${pageDataUrl(path)}: not page data`);
  const [sq] = await Promise.all(data.staticQueryHashes.map(staticQuery)).catch((err) => {
    throw new PageLoadError('full-navigation', path, `static data: ${(err as Error).message}`);
  });
  if (!sq) throw new PageLoadError('not-found', path, `${pageDataUrl(path)}: no static query data`);
  // The view's chunk (componentChunkName), the interface text of the page's language (with the view's
  // sections of it) and the deferred paragraphs it holds come with the data: a page the visitor moves to
  // is shown only when all are here. The page a visit starts on is on screen already: it needs only the
  // interface text to hydrate its header and footer, and its view's chunks come after (deferred-view.ts).
  const page = data.result.page;
  await (withChunks ? loadPageChunks(page) : loadUiText(page.language.id)).catch((err: unknown) => {
    throw new PageLoadError('full-navigation', path, `the chunks of ${data.componentChunkName}: ${(err as Error).message}`);
  });
  return { path: data.path, page: data.result.page, chrome: sq.data.chrome, head: data.result.head };
}

export function createLoader(buildHash: string | undefined): Loader {
  const pages = new Map<string, Promise<LoadedPage>>();
  const staticQueries = new Map<string, Promise<StaticQueryFile>>();

  const staticQuery = (hash: string) => {
    let p = staticQueries.get(hash);
    if (!p) {
      staticQueries.set(hash, (p = withRetries(() => fetchJson<StaticQueryFile>(staticQueryUrl(hash)))));
      p.catch(() => staticQueries.delete(hash));
    }
    return p;
  };

  /** Whether a deploy happened since these scripts loaded (then pages must come from the new build, in full). */
  async function buildChange(): Promise<string | null> {
    const app = await fetchJson<AppDataFile>(APP_DATA_URL, { cache: 'no-cache' }).catch(() => null);
    return app && app.buildHash !== buildHash ? `build changed (${buildHash} → ${app.buildHash})` : null;
  }
  /** The build check, at most once a minute (the first navigation checks): never a round trip per navigation. */
  let lastCheck = -Infinity;
  const dueCheck = (): Promise<string | null> | null => {
    if (!buildHash || Date.now() - lastCheck < BUILD_CHECK_INTERVAL_MS) return null;
    lastCheck = Date.now();
    return buildChange();
  };

  const fetchPage = (path: string, retries = PAGE_DATA_RETRIES, withChunks = true) => fetchPageData(path, staticQuery, retries, withChunks);

  const get = (path: string) => {
    let p = pages.get(path);
    if (!p) {
      pages.set(path, (p = fetchPage(path)));
      p.catch(() => pages.delete(path));
    }
    return p;
  };

  // Prefetches are kept apart: a visit never waits on one (it may hang, or be one try without retries);
  // when one succeeds first, its page is what the visit gets.
  const prefetching = new Set<string>();
  const prefetchPage = (path: string) => {
    if (pages.has(path) || prefetching.has(path)) return;
    prefetching.add(path);
    fetchPage(path, 0)
      .then((page) => {
        if (!pages.has(path)) pages.set(path, Promise.resolve(page));
      })
      .catch(() => undefined)
      .finally(() => prefetching.delete(path));
  };

  let fullNavigationReason: string | undefined;
  return {
    buildHash,
    // Not cached as a page to go to: coming back to it loads it with its chunks, as any other.
    initial: (path) => fetchPage(path, PAGE_DATA_RETRIES, false),
    forceFullNavigation(reason) {
      fullNavigationReason = reason;
    },
    async load(path) {
      if (fullNavigationReason) throw new PageLoadError('full-navigation', path, fullNavigationReason);
      const page = get(path);
      const check = dueCheck();
      if (check) {
        // The check runs beside the page's data and never holds it up: when it answers first with a new
        // build, this navigation is a full load; when it answers later, the next one is (SPEC §4).
        void check.then((change) => {
          if (!change || fullNavigationReason) return;
          fullNavigationReason = change;
          console.info(`[runtime] ${change}: the next navigation loads the page in full`);
        });
        const first = await Promise.race([check.then((change) => ({ change })), page.then(noCheck, noCheck)]);
        if (first?.change) throw new PageLoadError('full-navigation', path, first.change);
      }
      return page;
    },
    prefetch: prefetchPage,
  };
}
