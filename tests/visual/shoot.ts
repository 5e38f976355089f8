/**
 * Taking one picture: the page held still (in-page.ts), measured, and captured by Chromium's own
 * screenshot call. CDP's Page.captureScreenshot is called directly for `optimizeForSpeed` (its PNG
 * encoder's fast setting: the same pixels, in about half the time of Playwright's page.screenshot,
 * measured on a 1280 × 2400 story), and `captureBeyondViewport` for what is below the window.
 */
import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from 'playwright-core';
import { measure, settle, type Measure } from './in-page.ts';

/** The tallest picture taken, in CSS pixels: two screens and a half of a desktop, enough for a page's first sections and any component. */
export const MAX_HEIGHT = 2_400;

/** A safety net for a page that never settles (a player that never stops loading), not a measure. */
export const SETTLE_TIMEOUT_MS = 60_000;

export interface Shot {
  png: Buffer;
  measured: Measure;
}

/** A context as every picture is taken in: one pixel a CSS pixel, sRGB, reduced motion, the clock held at `now`. */
export async function stillContext(browser: Browser, now: Date, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    ...options,
  });
  // The functions sent to the page are compiled by tsx, which names functions through a helper
  // (esbuild's keepNames); the page has no such helper, so it gets one that does nothing.
  await context.addInitScript('window.__name = (f) => f;');
  await context.clock.setFixedTime(now);
  return context;
}

export interface Tab {
  page: Page;
  cdp: CDPSession;
  /** Requests of the page started so far, and those on their way now (a chunk, the search's index, a recording). */
  requests: { started: number; pending: number };
  /** Resolves once no request of the page is on its way. */
  networkIdle(): Promise<void>;
}

/**
 * Counts what changes in the document, from before anything is in it: what calm() reads. An init
 * script, as plain JavaScript.
 */
const COUNT_MUTATIONS = `(() => {
  window.__visualMutations = 0;
  new MutationObserver((records) => (window.__visualMutations += records.length)).observe(document, {
    subtree: true, childList: true, attributes: true, characterData: true,
  });
})();`;

/**
 * A tab of `context`, whose requests are counted, whose document's changes are counted, and whose
 * document timeline runs a thousand times faster: what the site's and the design system's styles
 * animate is stopped anyway (settle()), and this ends what they cannot reach, the browser's own (the
 * spinner its video controls show for a second or two after a recording has loaded).
 */
export async function pageOf(context: BrowserContext): Promise<Tab> {
  await context.addInitScript(COUNT_MUTATIONS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 1000 });
  // The system's monospace, which the site's fonts do not include (code in the token tables), named: the
  // generic `monospace` was Liberation Mono in one tab and DejaVu Sans Mono in another when both cores
  // were busy (both are installed; advances 0.600 and 0.602 em), which moved a table's columns a pixel.
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontFamilies', { fontFamilies: { fixed: 'Liberation Mono' } });
  const requests = { started: 0, pending: 0 };
  const idle: Array<() => void> = [];
  const ended = () => {
    requests.pending = Math.max(0, requests.pending - 1);
    if (requests.pending === 0) for (const done of idle.splice(0)) done();
  };
  page.on('request', () => (requests.started++, requests.pending++));
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const networkIdle = () => (requests.pending === 0 ? Promise.resolve() : new Promise<void>((done) => idle.push(done)));
  return { page, cdp, requests, networkIdle };
}

/** In the page: whether the document changed over a frame and a task. */
async function changedOverATick(): Promise<boolean> {
  const w = window as unknown as { __visualMutations: number };
  const before = w.__visualMutations;
  await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  return w.__visualMutations !== before;
}

/**
 * Resolves once the page is calm: no request on its way, and over a frame and a task, twice in a row,
 * nothing in the document changed and no request started (what arrived is drawn, what its drawing
 * asked for has arrived and is drawn too: the search's results, then its filters).
 */
export async function calm({ page, requests, networkIdle }: Tab): Promise<void> {
  for (let quiet = 0; quiet < 2;) {
    await networkIdle();
    const started = requests.started;
    const changed = await page.evaluate(changedOverATick);
    quiet = !changed && requests.started === started && requests.pending === 0 ? quiet + 1 : 0;
  }
}

/**
 * Holds the page still, measures what `rootSelector` shows, and takes it at the window's width.
 * `widths`: also tell whether a width condition of the styles applies to it (a walk of every rule).
 * `settled`: the page was held still and its pictures waited for since (only its theme changed).
 */
export async function shoot(tab: Tab, rootSelector: string, { widths = false, settled = false } = {}): Promise<Shot> {
  const { page, cdp } = tab;
  if (!settled) {
    // What is on its way (a lazy chunk, the search's index) arrives, and what it changes is drawn.
    await calm(tab);
    let timer: NodeJS.Timeout | undefined;
    const stuck = new Promise<never>((_, fail) => {
      timer = setTimeout(
        () => fail(new Error(`the page did not settle in ${SETTLE_TIMEOUT_MS / 1000} s (a picture, a player or a font still loading)`)),
        SETTLE_TIMEOUT_MS,
      );
    });
    await Promise.race([page.evaluate(settle, { cap: MAX_HEIGHT }), stuck]).finally(() => clearTimeout(timer));
    // What settle() asked for (a lazy picture) has arrived.
    await tab.networkIdle();
  }
  const measured = await page.evaluate(measure, { rootSelector, cap: MAX_HEIGHT, widths });
  const width = page.viewportSize()!.width;
  const { data } = await cdp.send('Page.captureScreenshot', {
    format: 'png',
    clip: { x: 0, y: 0, width, height: measured.height, scale: 1 },
    // Beyond the window only when the picture is taller than it: a third faster for the rest.
    captureBeyondViewport: measured.height > page.viewportSize()!.height,
    optimizeForSpeed: true,
  });
  return { png: Buffer.from(data, 'base64'), measured };
}
