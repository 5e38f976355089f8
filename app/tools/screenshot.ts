/** Screenshots of served pages, to look at what a visitor sees: tsx app/tools/screenshot.ts URL OUT.png [width] [dark] */
import { launchChromium } from './chromium.ts';

const [url, out, width = '1280', scheme] = process.argv.slice(2);
if (!url || !out) throw new Error('usage: screenshot URL OUT.png [width] [dark]');
const browser = await launchChromium();
const context = await browser.newContext({
  viewport: { width: Number(width), height: 900 },
  colorScheme: scheme === 'dark' ? 'dark' : 'light',
});
const page = await context.newPage();
page.on('console', (m) => m.type() === 'error' && console.error('console:', m.text()));
page.on('pageerror', (e) => console.error('pageerror:', e.message));
await page.goto(url, { waitUntil: 'networkidle' });
// Scroll through once so lazy images load.
await page.evaluate(async () => {
  for (let y = 0; y < document.body.scrollHeight; y += 600) {
    window.scrollTo(0, y);
    await new Promise((r) => setTimeout(r, 50));
  }
  window.scrollTo(0, 0);
});
await page.waitForLoadState('networkidle');
await page.screenshot({ path: out, fullPage: true });
await browser.close();
