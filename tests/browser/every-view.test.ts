/**
 * Every page of the built sample site, in every language it exists in: served prerendered with the
 * page's language, hydrated without errors, and clean under axe (WCAG 2.2 AA tags).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { samplePagesByFile } from '../../pages/fixtures/sample-content.ts';
import { previewRoute, searchRoutes, type SitePage } from '../../pages/routes/search-route.ts';
import { usesDarkTheme } from '../../pages/rules/theme.ts';
import { launchChromium } from '../support/browser.ts';
import { themeClass } from '../../design-system/index.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const pages: SitePage[] = [...Object.values(samplePagesByFile), ...searchRoutes(), previewRoute()].sort((a, b) => a.url.path.localeCompare(b.url.path));

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

describe('every built view', () => {
  it('covers every bundle, the search page and the preview, in all five languages', () => {
    expect(new Set(pages.map((p) => p.bundle)).size).toBe(25);
    expect(new Set(pages.map((p) => p.language.id))).toEqual(new Set(['es', 'en', 'ca', 'eu', 'gl']));
  });

  for (const p of pages) {
    it(`${p.url.path} (${p.bundle}, ${p.language.id})`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        const res = await page.goto(inject('siteUrl') + p.url.path);
        expect(res?.status()).toBe(200);
        const html = (await res?.text()) ?? '';
        expect(html).toContain(`<html lang="${p.language.id}"`);
        expect(html).not.toMatch(/<script>alert|onerror=/i);
        // Prerendered: the heading is in the HTML before any script runs.
        expect(html).toContain(`>${escapeHtml(p.title.value)}</h1>`);
        await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
        await expect(page.locator('h1').innerText()).resolves.toBe(p.title.value);
        const dark = usesDarkTheme(p.bundle, p.forceDarkTheme);
        // Production class names are the hash of the development ones (themes_darkTheme__x → x).
        const expected = themeClass(dark ? 'dark' : 'light').split('__').pop()!;
        expect((await page.evaluate(() => document.documentElement.className)).split(' ')).toContain(expected);
        const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
