/**
 * What is on today and tomorrow, on the built site in Chromium, in Spanish and English: the home page and
 * the visit page list the activities of the visitor's day and the next with their times and the
 * exhibitions open, the prerendered HTML already saying it for the build's day (the test build renders
 * on Sunday 22 November 2026), and a programme file that does not arrive leaves the page whole.
 */
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseBrowser, workerBrowser } from '../support/chromium.ts';
import { openSite, siteSession } from '../support/site.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(() => releaseBrowser(browser));
// The programme at the visitor's moment: tabs kept for the file, cleared between tests, the clock set for each (siteSession).
const session = siteSession({ keepTab: true });

const texts = async (list: Locator) => (await list.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());

/** The programme's region, its columns' headings and its items' text, once the page shows `madrid`'s day. */
async function programmeAt(path: string, madrid: string, name: RegExp) {
  const page = await session.open(path, { now: new Date(madrid) });
  const region = page.getByRole('region', { name });
  return {
    page,
    errors: session.errors,
    region,
    headings: () => texts(region.getByRole('heading', { level: 3 })),
    items: () => texts(region.getByRole('listitem')),
  };
}

describe("today's programme", () => {
  it('lists on the home page the visitor’s day and the next, times first, and the exhibitions open (es)', async () => {
    const { region, headings, items, errors } = await programmeAt('/', '2026-11-28T09:00:00+01:00', /^Programa de hoy y mañana$/);
    await expect.poll(headings).toEqual(['Hoy sábado, 28 de noviembre', 'Mañana domingo, 29 de noviembre', 'Exposiciones abiertas']);
    expect(await items()).toEqual([
      '12:00 Visita comentada: Paisajes de la abstracción',
      '17:00 Visita a la Colección: diez obras del siglo XX',
      '12:00 Visita a la Colección: diez obras del siglo XX',
      'Paisajes de la abstracción Hasta el 02 mar 2027',
    ]);
    expect(await region.getByText('No hay actividades programadas.').count()).toBe(0);
    expect(await region.locator('time').first().getAttribute('datetime')).toBe('2026-11-28T12:00:00+01:00');
    expect(await region.getByRole('link', { name: 'Visita comentada: Paisajes de la abstracción' }).getAttribute('href')).toBe(
      '/actividades/visita-paisajes',
    );
    expect(await region.getByRole('link', { name: 'Toda la agenda' }).getAttribute('href')).toBe('/exposiciones-actividades');
    expect(errors).toEqual([]);
  });

  it('says tomorrow’s on the visit page, in English, below whether the buildings are open', async () => {
    const { page, headings, items } = await programmeAt('/en/visit', '2026-12-02T20:00:00+01:00', /^What's on today and tomorrow$/);
    await expect.poll(headings).toEqual(['Today Wednesday, December 2', 'Tomorrow Thursday, December 3', 'Exhibitions open now']);
    expect(await items()).toEqual([
      '17:00 Collection tour: ten works of the 20th century',
      '17:00 Collection tour: ten works of the 20th century',
      '19:00 Lecture: abstraction and the land',
      'Landscapes of abstraction Until 02 Mar 2027',
    ]);
    await expect.poll(() => page.getByRole('region', { name: 'Today at the museum' }).count()).toBe(1);
  });

  it('is in the prerendered HTML for the build’s day, without JavaScript', async () => {
    const page = await session.open('/visita', { hydrate: false, context: { javaScriptEnabled: false } });
    const region = page.getByRole('region', { name: 'Programa de hoy y mañana' });
    expect(await texts(region.getByRole('heading', { level: 3 }))).toEqual([
      'Hoy domingo, 22 de noviembre',
      'Mañana lunes, 23 de noviembre',
      'Exposiciones abiertas',
    ]);
    // Sunday 22 Nov: the collection tour at 12:00 (Sundays) and at 17:00 on Monday.
    expect(await texts(region.getByRole('listitem'))).toEqual([
      '12:00 Visita a la Colección: diez obras del siglo XX',
      '17:00 Visita a la Colección: diez obras del siglo XX',
      'Paisajes de la abstracción Hasta el 02 mar 2027',
    ]);
  });

  it('says when a day has no activity: the Tuesday the museum is closed', async () => {
    const { region, headings, items } = await programmeAt('/', '2026-11-30T18:00:00+01:00', /^Programa de hoy y mañana$/);
    await expect.poll(headings).toEqual(['Hoy lunes, 30 de noviembre', 'Mañana martes, 1 de diciembre', 'Exposiciones abiertas']);
    expect(await items()).toEqual([
      '17:00 Visita a la Colección: diez obras del siglo XX',
      'Paisajes de la abstracción Hasta el 02 mar 2027',
    ]);
    expect(await region.getByText('No hay actividades programadas.').count()).toBe(1);
  });

  it('comes with the home page the visitor moves to, and a programme that does not arrive leaves the page whole', async () => {
    const page = await session.open('/exposiciones/paisajes-abstraccion', { now: new Date('2026-11-28T09:00:00+01:00') });
    const errors = session.errors;
    await page
      .getByRole('link', { name: /^Museo Nacional/ })
      .first()
      .click();
    await page.waitForURL(/\/$/);
    const region = page.getByRole('region', { name: 'Programa de hoy y mañana' });
    await expect.poll(() => texts(region.getByRole('listitem'))).toContain('12:00 Visita comentada: Paisajes de la abstracción');
    expect(errors).toEqual([]);

    // The English programme answers with something else than a programme: the home page shows without it.
    // A context of its own, so that nothing of the programme comes from a tab's caches.
    const second = await openSite(browser, '/en/exhibitions/landscapes-abstraction', {
      clock: 'fixed',
      now: new Date('2026-11-28T09:00:00+01:00'),
    });
    await second.page.route('**/page-data/programme-en.json', (route) => route.fulfill({ status: 200, body: '{"from":"x"}' }));
    await second.page
      .getByRole('link', { name: /^Museo, National Museum/ })
      .first()
      .click();
    await second.page.waitForURL(/\/en$/);
    await expect.poll(() => second.page.getByRole('heading', { level: 1 }).innerText()).toMatch(/Museum/);
    await expect.poll(() => second.page.getByRole('region', { name: 'Today at the museum' }).count()).toBe(1);
    expect(await second.page.getByRole('region', { name: "What's on today and tomorrow" }).count()).toBe(0);
    await second.context.close();
  });
});
