/** axe in Chromium (app/tools/chromium.ts launches it), at the level the museum is held to. */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM_PATH, launchChromium, TEST_CHROMIUM_PATH } from '../../app/tools/chromium.ts';

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules of axe: the level the museum is held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe over a whole page with the WCAG tags, and Label in Name. Legacy mode runs axe in the page itself instead of
 * opening a second page to combine frame results (half the time; the site has no cross-origin
 * frames to combine). Passes are counted, not listed node by node.
 */
export function runAxe(page: Page) {
  return (
    new AxeBuilder({ page })
      .setLegacyMode(true)
      .withTags(WCAG_TAGS)
      // Label in Name (WCAG 2.5.3) is an experimental rule in axe, off unless named: a speech-input
      // visitor says the words a control shows, so its name must hold them.
      .options({ resultTypes: ['violations', 'incomplete'], rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze()
  );
}

/** axe's language rules only (the page's and each part's `lang`): for a view already checked in full in another language. */
export function runLanguageAxe(page: Page) {
  return new AxeBuilder({ page })
    .setLegacyMode(true)
    .withRules(['html-has-lang', 'html-lang-valid', 'html-xml-lang-mismatch', 'valid-lang'])
    .analyze();
}

/**
 * This Vitest worker's Chromium (the headless shell where installed, app/tools/chromium.ts): launched by
 * the first test file that asks, shared by every file the worker runs after it (each test opens a context
 * of its own), and ended with the worker. A launch costs about a second of both cores.
 */
export function workerBrowser(): Promise<Browser> {
  return shared('__museoBrowser', TEST_CHROMIUM_PATH);
}

/** The same for the full browser visitors run (/usr/bin/chromium), for the files that try the site in it. */
export function workerFullBrowser(): Promise<Browser> {
  return shared('__museoFullBrowser', CHROMIUM_PATH);
}

function shared(name: '__museoBrowser' | '__museoFullBrowser', executablePath: string): Promise<Browser> {
  const worker = globalThis as { [key in typeof name]?: Promise<Browser> };
  const launched = (worker[name] ??= launchChromium([], executablePath));
  // A browser that crashed is launched again for the next file.
  return launched.then((b) => (b.isConnected() ? b : (worker[name] = launchChromium([], executablePath))));
}

/** What a test file leaves of the worker's browser: nothing (its contexts closed; the browser stays for the next file). */
export async function releaseBrowser(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((c) => c.close()) ?? []);
}
