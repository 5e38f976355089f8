/**
 * Every story at the width it was not written for ("every story works at any viewport it
 * is opened at"): phone and reflow stories at 1280 px, every other story at 375 px, from the built
 * Storybook (npm run build-storybook first), in Chromium as a person's browser (not marked as
 * automated, so play functions check the width they find rather than the one the test runner sets).
 * Prints every story whose play function or rendering logs an error; exits 1 if there is one.
 *
 *   npm run build-storybook && npm run stories:any-width
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import send from 'send';
import { launchChromium } from './chromium.ts';

interface IndexEntry {
  id: string;
  type: string;
  tags: string[];
}

const root = resolve(import.meta.dirname, '..', '..');
// Storybook's files as they are (the site's server would rewrite iframe.html to a clean URL).
const server = createServer((req, res) =>
  send(req, new URL(req.url ?? '/', 'http://x').pathname, { root: join(root, 'storybook-static') }).pipe(res),
);
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const index = (await (await fetch(`${origin}/index.json`)).json()) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((e) => e.type === 'story');
const narrow = (e: IndexEntry) => e.tags.includes('mobile') || e.tags.includes('reflow');

// As a person's browser: no automation flag, so navigator.webdriver is false.
const browser = await launchChromium(['--disable-blink-features=AutomationControlled']);
const failures: string[] = [];
for (const [width, height, group] of [
  [1280, 900, stories.filter(narrow)],
  [375, 812, stories.filter((e) => !narrow(e))],
] as const) {
  const context = await browser.newContext({ viewport: { width, height } });
  // Listens on Storybook's channel from the start for the story's end (STORY_FINISHED: 'storyFinished').
  await context.addInitScript(() => {
    const w = window as unknown as {
      __STORYBOOK_ADDONS_CHANNEL__?: { on(e: string, f: (x: { status: string }) => void): void };
      __storyFinished?: string;
    };
    const wait = setInterval(() => {
      if (!w.__STORYBOOK_ADDONS_CHANNEL__) return;
      clearInterval(wait);
      w.__STORYBOOK_ADDONS_CHANNEL__.on('storyFinished', (e) => (w.__storyFinished = e.status));
    }, 5);
  });
  let next = 0;
  const worker = async () => {
    const page = await context.newPage();
    while (next < group.length) {
      const story = group[next++]!;
      const errors: string[] = [];
      const onConsole = (m: { type(): string; text(): string }) => {
        if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text().split('\n')[0]!);
      };
      page.on('console', onConsole);
      page.on('pageerror', (e) => errors.push(e.message.split('\n')[0]!));
      await page.goto(`${origin}/iframe.html?id=${story.id}&viewMode=story`);
      // Storybook says when the story has rendered and its play function has ended, and how.
      const status = await page
        .waitForFunction(() => (window as unknown as { __storyFinished?: string }).__storyFinished, null, { timeout: 60_000 })
        .then((h) => h.jsonValue())
        .catch(() => 'no end within 60 s');
      if (status !== 'success' && !errors.length) errors.push(`the story ended: ${String(status)}`);
      page.off('console', onConsole);
      page.removeAllListeners('pageerror');
      if (errors.length) failures.push(`${story.id} at ${width} px: ${errors[0]}`);
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  console.log(`${group.length} stories at ${width} px`);
  await context.close();
}
await browser.close();
server.close();
console.log(failures.length ? `\n${failures.join('\n')}` : 'every story holds at the other width');
process.exit(failures.length ? 1 : 0);
