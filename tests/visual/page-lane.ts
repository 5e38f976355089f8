/**
 * Built pages as a visitor opens them: the sample site built at its own moment, served by the real
 * static server, each page loaded and hydrated at 1280 and 390 px with the clock at the same moment.
 * A page's theme is its type's (multimedia, podcast and radio pages are dark) or the CMS's forced flag,
 * never the browser's colour scheme: a light page is also taken with the dark theme's class on the
 * document, as the forced flag gives it; a dark page is taken once, as dark.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { LIST_PARAM, encodeList } from '../../pages/visit/visit-list.ts';
import { onePagePerView } from '../../app/tools/view-pages.ts';
import { hydrated } from '../support/hydration.ts';
import type { PagePicture } from './pictures.ts';
import { SETTLE_TIMEOUT_MS, pageOf, shoot, stillContext, type Shot, type Tab } from './shoot.ts';

export const PAGE_WIDTHS = [1280, 390] as const;
const HEIGHTS: Record<number, number> = { 1280: 900, 390: 844 };

export interface PageEntry {
  view: string;
  path: string;
}

export interface PageShot extends Shot {
  picture: PagePicture;
}

/** One page of every view (the sample's first of each type), the search with results, the 404, the English home and a shared visit plan. */
export function sitePages(contentDir: string): PageEntry[] {
  const visit = encodeList([
    { path: '/coleccion/obra/estudio-amarillo', lang: 'es', bundle: 'artwork', title: 'Estudio amarillo', room: '205.10', onDisplay: true },
    { path: '/coleccion/obra/noche-meseta', lang: 'es', bundle: 'artwork', title: 'Noche en la meseta', room: '205.10', onDisplay: true },
    {
      path: '/exposiciones/paisajes-abstraccion',
      lang: 'es',
      bundle: 'exhibition',
      title: 'Paisajes de la abstracción',
      start: 1791331200,
      end: 1803942000,
    },
    {
      path: '/actividades/visita-paisajes',
      lang: 'es',
      bundle: 'activity',
      title: 'Visita comentada: Paisajes de la abstracción',
      start: 1795863600,
      place: 'Edificio Sabatini, planta 3',
    },
  ]);
  const views: Record<string, string> = {
    ...onePagePerView(contentDir),
    'search-results': '/busqueda?q=paisaje',
    'not-found': '/no-existe',
    'collection-data': '/colecciones/datos',
    english: '/en',
    // The visit plan shows what this browser saved: a shared list stands in for it.
    visit: `/visita/mi-visita?${LIST_PARAM}=${visit}`,
  };
  return Object.entries(views).map(([view, path]) => ({ view, path }));
}

/**
 * In the page: puts the dark theme's class where the light one is (the document and the layout's parts,
 * entry-client.tsx and PageLayout.tsx), found as the rules that set `color-scheme` (themes.css.ts).
 */
function forceDark(): boolean {
  const classes: Record<string, string> = {};
  for (const sheet of document.styleSheets)
    for (const rule of sheet.cssRules)
      if (rule instanceof CSSStyleRule && /^\.[\w-]+$/.test(rule.selectorText) && rule.style.colorScheme)
        classes[rule.style.colorScheme] ??= rule.selectorText.slice(1);
  if (!classes.light || !classes.dark) return false;
  for (const el of [document.documentElement, ...document.querySelectorAll(`.${classes.light}`)])
    el.classList.replace(classes.light, classes.dark);
  return document.documentElement.classList.contains(classes.dark);
}

export class PageLane {
  private tabs = new Map<number, Tab & { context: BrowserContext }>();

  constructor(
    private readonly browser: Browser,
    private readonly origin: string,
    private readonly now: Date,
  ) {}

  private async tab(width: number) {
    let tab = this.tabs.get(width);
    if (!tab) {
      // bypassCSP: the site's policy allows no style the page did not bring, and the stillness rules are one.
      const context = await stillContext(this.browser, this.now, {
        viewport: { width, height: HEIGHTS[width]! },
        bypassCSP: true,
        serviceWorkers: 'block',
      });
      // As the tests open pages: no prefetching (a visitor saving data), so nothing loads while the picture is taken.
      await context.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'connection', {
          configurable: true,
          get: () => ({ saveData: true, effectiveType: '4g' }),
        });
      });
      tab = { context, ...(await pageOf(context)) };
      this.tabs.set(width, tab);
    }
    return tab;
  }

  /** The page at `width`: in its own theme, and in the dark one too when its own is light. */
  async shots(entry: PageEntry, width: number, onShot: (shot: PageShot) => Promise<void>): Promise<void> {
    const tab = await this.tab(width);
    const { page } = tab;
    const errors: string[] = [];
    const onError = (e: Error) => errors.push(e.message);
    page.on('pageerror', onError);
    try {
      // What the page before saved in the tab (a visit list) is cleared first. (Each page is opened
      // once per tab, so the scroll it keeps for the way back is never read.)
      if (page.url().startsWith(this.origin)) await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
      await page.goto(this.origin + entry.path);
      // A page with the runtime is taken once React has hydrated it; the status pages (404) have none.
      if (await page.evaluate(() => document.querySelector('script[type="module"]') !== null)) await hydrated(page);
      // What the page marks busy (the search's results and the chunk that draws them) has arrived: a
      // pause between two steps of it can look like calm from outside. A search page given a query has
      // searched: right after hydration it is still idle, not busy, for a moment. Its filters' counts
      // come after its results (never competing with them) and are not marked busy: a search that found
      // something is taken once its filters are there.
      await page.waitForFunction(
        () =>
          document.querySelector('[aria-busy="true"]') === null &&
          !(
            new URLSearchParams(location.search).has('q') &&
            (document.querySelector('[data-search-state="idle"], [data-search-state="loading"]') ||
              (document.querySelector('[data-search-state="results"]') && !document.querySelector('main input[type="checkbox"]')))
          ),
        undefined,
        { timeout: SETTLE_TIMEOUT_MS },
      );
      const own = await shoot(tab, 'body');
      await onShot({ ...own, picture: { kind: 'page', view: entry.view, path: entry.path, theme: own.measured.theme, width } });
      if (own.measured.theme === 'light') {
        if (!(await page.evaluate(forceDark))) throw new Error(`${entry.path}: the dark theme's class was not found in the page's styles`);
        const dark = await shoot(tab, 'body');
        await onShot({ ...dark, picture: { kind: 'page', view: entry.view, path: entry.path, theme: 'dark', width } });
      }
      if (errors.length) throw new Error(`${entry.path} at ${width} px: ${errors.join('; ')}`);
    } finally {
      page.off('pageerror', onError);
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.tabs.values()].map((t) => t.context.close()));
  }
}
