/**
 * A virtual screen reader (@guidepup/virtual-screen-reader) inside a page of the built site, in
 * Chromium: it walks the accessibility tree as a screen reader's virtual cursor does and keeps what it
 * would say, live regions included ("polite: …"). Its browser bundle is served to the page by a route
 * and imported as a module; the page's context must be opened with `bypassCSP` (the site's policy
 * allows only its own scripts).
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const BUNDLE = createRequire(import.meta.url).resolve('@guidepup/virtual-screen-reader/browser.js');
const ROUTE = '/__virtual-screen-reader.js';

type Command = 'moveToNextHeadingLevel1' | 'moveToNextHeading' | 'moveToNextLandmark';

export interface ScreenReader {
  next(): Promise<string>;
  previous(): Promise<string>;
  /** Activates the item under the cursor (a click). */
  act(): Promise<void>;
  type(text: string): Promise<void>;
  press(key: string): Promise<void>;
  perform(command: Command): Promise<string>;
  /** Moves on until it says something matching `phrase`; fails after `max` items. Returns what it said. */
  nextUntil(phrase: RegExp, max?: number): Promise<string>;
  /** Everything said since the start (or the last `clear`). */
  log(): Promise<string[]>;
  clear(): Promise<void>;
}

interface Virtual {
  start(o: { container: Element }): Promise<void>;
  next(): Promise<void>;
  previous(): Promise<void>;
  act(): Promise<void>;
  type(t: string): Promise<void>;
  press(k: string): Promise<void>;
  perform(c: unknown): Promise<void>;
  commands: Record<string, unknown>;
  lastSpokenPhrase(): Promise<string>;
  spokenPhraseLog(): Promise<string[]>;
  clearSpokenPhraseLog(): Promise<void>;
}
type WithReader = Window & { __screenReader?: Virtual };

/** Starts the virtual screen reader on the page's body, at its top. */
export async function startScreenReader(page: Page): Promise<ScreenReader> {
  await page.route(`**${ROUTE}`, (route) => route.fulfill({ path: BUNDLE, contentType: 'text/javascript' }));
  await page.addScriptTag({ type: 'module', content: `import { virtual } from '${ROUTE}'; window.__screenReader = virtual;` });
  await page.waitForFunction(() => (window as WithReader).__screenReader !== undefined);
  await page.evaluate(() => (window as WithReader).__screenReader!.start({ container: document.body }));
  const call = (method: 'next' | 'previous' | 'act' | 'clearSpokenPhraseLog') =>
    page.evaluate((m) => (window as WithReader).__screenReader![m](), method);
  const last = () => page.evaluate(() => (window as WithReader).__screenReader!.lastSpokenPhrase());
  const reader: ScreenReader = {
    next: () => call('next').then(last),
    previous: () => call('previous').then(last),
    act: () => call('act'),
    type: (text) => page.evaluate((t) => (window as WithReader).__screenReader!.type(t), text),
    press: (key) => page.evaluate((k) => (window as WithReader).__screenReader!.press(k), key),
    perform: (command) =>
      page
        .evaluate((c) => {
          const sr = (window as WithReader).__screenReader!;
          return sr.perform(sr.commands[c]);
        }, command)
        .then(last),
    async nextUntil(phrase, max = 400) {
      for (let i = 0; i < max; i++) {
        const said = await reader.next();
        if (phrase.test(said)) return said;
      }
      throw new Error(`the screen reader never said ${phrase} in ${max} moves; it said: ${(await reader.log()).slice(-15).join(' / ')}`);
    },
    log: () => page.evaluate(() => (window as WithReader).__screenReader!.spokenPhraseLog()),
    clear: () => call('clearSpokenPhraseLog'),
  };
  return reader;
}
