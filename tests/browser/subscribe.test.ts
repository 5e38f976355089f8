/**
 * Subscribing as a visitor does: on a channel's page and on the programme page, the subscribe control
 * opens from the keyboard, copies the feed's address, offers the common apps, and the address it gives
 * is a feed those apps can read (followed through the real server and read with the clients' parsers).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Parser from 'rss-parser';
import ICAL from 'ical.js';
import { releaseBrowser, workerBrowser } from '../support/chromium.ts';
import { openSite, siteUrl } from '../support/site.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(() => releaseBrowser(browser));

const SITE = 'https://www.museo.example';

describe('subscribing to a feed', () => {
  it("to a podcast channel: the address is copied, and it is the channel's podcast feed", async () => {
    const { context, page, errors } = await openSite(browser, '/radio/voces-del-paisaje', {
      context: { permissions: ['clipboard-read', 'clipboard-write'] },
    });
    try {
      const control = page.locator('details', { hasText: 'Suscribirse a Voces del paisaje' });
      const summary = control.locator('summary');
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => control.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
      const address = control.getByRole('textbox', { name: /Dirección del podcast/ });
      const url = await address.inputValue();
      expect(url).toBe(`${SITE}/feeds/radio/9001.xml`);
      await control.getByRole('button', { name: 'Copiar' }).click();
      await expect.poll(() => control.getByRole('status').textContent()).toBe('Dirección copiada');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      const apps = control.getByRole('list', { name: 'Abrir en' }).getByRole('link');
      expect(await apps.allTextContents()).toEqual(['Apple Podcasts', 'Pocket Casts', 'AntennaPod', 'Overcast']);
      expect(await apps.first().getAttribute('href')).toBe('podcast://www.museo.example/feeds/radio/9001.xml');

      // Followed: the address, on this server, is the channel's feed.
      const response = await page.request.get(siteUrl(new URL(url).pathname));
      expect(response.status()).toBe(200);
      const feed = await new Parser().parseString(await response.text());
      expect(feed.title).toBe('Voces del paisaje');
      expect(feed.items.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('to the programme, in English: a webcal subscription to a calendar of its events', async () => {
    const { context, page, errors } = await openSite(browser, '/en/exhibitions-activities', { width: 390, height: 844 });
    try {
      const control = page.locator('details', { hasText: 'Subscribe to the programme in your calendar' });
      await control.locator('summary').click();
      const apple = control.getByRole('link', { name: 'Apple Calendar' });
      const webcal = await apple.getAttribute('href');
      expect(webcal).toBe('webcal://www.museo.example/en/feeds/programme.ics');
      const response = await page.request.get(siteUrl(new URL(webcal!.replace(/^webcal:/, 'https:')).pathname));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
      const calendar = new ICAL.Component(ICAL.parse(await response.text()));
      expect(calendar.getAllSubcomponents('vevent').length).toBeGreaterThan(0);
      // The control fits a phone: nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
