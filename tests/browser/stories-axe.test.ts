/**
 * Every story of the Storybook build, opened in Chromium: its play function must pass and axe
 * (WCAG 2.0/2.1/2.2 A and AA) must find nothing, in the light and the dark theme. Stories tagged
 * 'mobile' or 'reflow' are tested at 375 or 320 px, the rest at 1280 px. A new story is covered
 * without touching this file.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const root = resolve(import.meta.dirname, '../..');
const index = JSON.parse(readFileSync(join(root, 'storybook-static/index.json'), 'utf8')) as {
  entries: Record<string, { id: string; type: string; title: string; name: string; tags?: string[] }>;
};
const stories = Object.values(index.entries).filter((e) => e.type === 'story');

const widthFor = (tags: string[] = []) => (tags.includes('reflow') ? 320 : tags.includes('mobile') ? 375 : 1280);

let browser: Browser;
const contexts = new Map<number, { context: BrowserContext; page: Page }>();

async function pageAt(width: number) {
  let entry = contexts.get(width);
  if (!entry) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    // Storybook reports a failing play function only on its channel: catch it as the channel appears.
    await context.addInitScript(() => {
      const w = window as any;
      w.__storyErrors = [];
      let channel: any;
      Object.defineProperty(w, '__STORYBOOK_ADDONS_CHANNEL__', {
        configurable: true,
        get: () => channel,
        set(value) {
          channel = value;
          for (const event of ['playFunctionThrewException', 'storyThrewException', 'storyErrored', 'storyMissing']) {
            value.on(event, (e: any) => w.__storyErrors.push(`${event}: ${e?.message ?? e?.title ?? JSON.stringify(e)}\n${e?.stack ?? e?.description ?? ''}`));
          }
        },
      });
    });
    entry = { context, page: await context.newPage() };
    contexts.set(width, entry);
  }
  return entry.page;
}

/** Waits until Storybook has rendered the story and run its play function; returns the error, if any. */
async function openStory(page: Page, id: string, theme: 'light' | 'dark') {
  const url = `${inject('storybookUrl')}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=theme:${theme}`;
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(
    () => {
      const phase = (window as any).__STORYBOOK_PREVIEW__?.currentRender?.phase;
      return ['completed', 'finished', 'played', 'errored', 'aborted'].includes(phase) || document.body.classList.contains('sb-show-errordisplay');
    },
    undefined,
    { timeout: 30_000 },
  );
  return page.evaluate(() => {
    const errors: string[] = (window as any).__storyErrors ?? [];
    if (document.body.classList.contains('sb-show-errordisplay')) errors.push(document.querySelector('#error-message')?.textContent ?? 'error display shown');
    return errors.length ? errors.join('\n') : null;
  });
}

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('every story', () => {
  it('has stories to test', () => {
    expect(stories.length).toBeGreaterThan(20);
  });

  for (const theme of ['light', 'dark'] as const) {
    describe(`${theme} theme`, () => {
      for (const story of stories) {
        it(`${story.title} › ${story.name}`, async () => {
          const page = await pageAt(widthFor(story.tags));
          const error = await openStory(page, story.id, theme);
          expect(error, `play function of ${story.id} failed`).toBeNull();
          const results = await new AxeBuilder({ page }).include('#storybook-root').withTags(WCAG_TAGS).analyze();
          const violations = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n    ')}`);
          expect(violations, `axe violations in story ${story.id} (${theme})`).toEqual([]);
        });
      }
    });
  }
});
