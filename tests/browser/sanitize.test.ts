/**
 * The sanitiser's output in Chromium: every hostile payload and every unclosed tag, sanitised as the
 * build does (sanitize-html on htmlparser2), put in one document each in its own field followed by a marker,
 * as the page templates do. Nothing may run (no handler, no script, no navigation) and nothing may
 * leave its field.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeHtmlSanitizer } from '../../app/site-build/content/sanitize-node.ts';
import { releaseBrowser, workerBrowser } from '../support/chromium.ts';
import { HOSTILE_HTML, UNCLOSED_HTML } from '../support/xss-payloads.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(() => releaseBrowser(browser));

describe('sanitised CMS HTML in Chromium', () => {
  it(`runs none of ${HOSTILE_HTML.length} payloads and keeps every unclosed tag in its field`, async () => {
    const sanitize = nodeHtmlSanitizer();
    const fields = [...HOSTILE_HTML, ...UNCLOSED_HTML].map(
      (html, i) => `<div class="field" data-i="${i}">${sanitize(html)}</div><p class="after" data-i="${i}">after ${i}</p>`,
    );
    const context = await browser.newContext();
    const page = await context.newPage();
    const ran: string[] = [];
    await page.exposeFunction('x', () => ran.push('x() ran'));
    page.on('dialog', (d) => {
      ran.push(`dialog ${d.message()}`);
      void d.dismiss();
    });
    // No network: nothing sanitised may reach another site either.
    const requests: string[] = [];
    await context.route('**/*', (route) => {
      requests.push(route.request().url());
      void route.fulfill({ status: 404, body: '' });
    });
    await page.setContent(
      `<!doctype html><html lang="es"><head><title>t</title></head><body><main>${fields.join('')}</main></body></html>`,
    );
    // Let every image error, animation and focus handler have its chance, then interact with everything.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    for (const link of await page.locator('main a:not([target])').all()) await link.hover();
    const layout = await page.evaluate(() => {
      const main = document.querySelector('main')!;
      const after = [...document.querySelectorAll('p.after')];
      return {
        afterOutside: after.filter((p) => p.parentElement !== main).map((p) => p.getAttribute('data-i')),
        count: after.length,
        fields: document.querySelectorAll('main > div.field').length,
        scripts: document.querySelectorAll('script, iframe, object, embed, form, base, meta[http-equiv], svg, math, style, link').length,
        url: location.href,
      };
    });
    expect(ran).toEqual([]);
    expect(layout.afterOutside).toEqual([]);
    expect(layout.count).toBe(HOSTILE_HTML.length + UNCLOSED_HTML.length);
    expect(layout.fields).toBe(layout.count);
    expect(layout.scripts).toBe(0);
    expect(layout.url).toBe('about:blank');
    expect(requests.filter((u) => /evil\.example|xss\.example/.test(u))).toEqual([]);
    await context.close();
  });
});
