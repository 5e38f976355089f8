/**
 * Debian's Chromium, the one browser the tests use: through playwright-core for the site suites and
 * through Vitest's playwright provider for the stories. The flags are what this closed network needs.
 */
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules of axe: the level the museum is held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

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
