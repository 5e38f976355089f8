/**
 * Three journeys a blind visitor makes, with a virtual screen reader in Chromium on the built site,
 * in Spanish and English, asserting what it says: from the home page through the menu to the
 * programme; an artwork's title, artist and place, and saving it to the visit; a search, whose count
 * is read before the filters and announced once.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteSession } from '../support/site.ts';
import { startScreenReader } from '../support/screen-reader.ts';

let page: Page;
// The journeys in tabs kept for the file, cleared between tests (siteSession).
const session = siteSession({ clock: 'fixed', now: new Date('2026-11-22T10:00:00+01:00'), context: { bypassCSP: true }, keepTab: true });

async function open(path: string) {
  page = await session.open(path);
  return startScreenReader(page);
}

const journeys = {
  es: {
    home: '/',
    menuButton: /^button, Menú, has popup dialog$/,
    dialog: 'dialog, Menú',
    programmeLink: /^link, Exposiciones y actividades$/,
    programme: {
      path: /\/exposiciones-actividades$/,
      loaded: /^polite: Página cargada: Exposiciones y actividades \|/,
      heading: 'heading, Exposiciones y actividades, level 1',
    },
    artwork: {
      path: '/coleccion/obra/noche-meseta',
      heading: 'heading, Noche en la meseta, level 1',
      artist: 'Elena Asins',
      place: /^Expuesta en la sala 205\.10/,
    },
    save: /^(toggle )?button, Guardar en mi visita/,
    search: {
      path: '/busqueda',
      query: 'paisaje',
      box: /^searchbox, Buscar en el museo/,
      count: /^(polite: )?\d+ resultados para «paisaje»$/,
    },
  },
  en: {
    home: '/en',
    menuButton: /^button, Menu, has popup dialog$/,
    dialog: 'dialog, Menu',
    programmeLink: /^link, Exhibitions and activities$/,
    programme: {
      path: /\/en\/exhibitions-activities$/,
      loaded: /^polite: Page loaded: Exhibitions and activities \|/,
      heading: 'heading, Exhibitions and activities, level 1',
    },
    artwork: {
      path: '/en/collection/artwork/night-plateau',
      heading: 'heading, Night on the plateau, level 1',
      artist: 'Elena Asins',
      place: /^On display in room 205\.10/,
    },
    save: /^(toggle )?button, Save to my visit/,
    search: {
      path: '/en/search',
      query: 'landscape',
      box: /^searchbox, Search the museum/,
      count: /^(polite: )?\d+ results? for “landscape”$/,
    },
  },
} as const;

describe.each(Object.entries(journeys))('a screen reader visitor (%s)', (_lang, j) => {
  it('goes from the home page through the menu to the programme, and hears the new page', async () => {
    const reader = await open(j.home);
    await reader.nextUntil(j.menuButton);
    await reader.act();
    // The menu opens as a dialog and the reader is inside it, at its name.
    await expect.poll(() => reader.log().then((l) => l.includes(j.dialog))).toBe(true);
    await reader.nextUntil(j.programmeLink, 60);
    await reader.act();
    await page.waitForURL(j.programme.path);
    // The page change is announced once, and the new page's title is the first heading level 1.
    await expect.poll(() => reader.log().then((l) => l.filter((p) => j.programme.loaded.test(p)).length)).toBe(1);
    expect(await reader.nextUntil(/^heading, .*, level 1$/)).toBe(j.programme.heading);
  });

  it("reads an artwork's title, then its artist and where it hangs, and saves it to the visit", async () => {
    const reader = await open(j.artwork.path);
    expect(await reader.nextUntil(/^heading, /)).toBe(j.artwork.heading);
    // Moving on from the title, the artist comes first (it is in the title's group), then the place.
    await reader.clear();
    await reader.nextUntil(new RegExp(`^${j.artwork.artist}$`), 4);
    await reader.nextUntil(j.artwork.place, 12);
    const save = await reader.nextUntil(j.save, 30);
    expect(save).toMatch(/not pressed/);
    await reader.act();
    await expect.poll(() => page.locator('button[aria-pressed]').first().getAttribute('aria-pressed')).toBe('true');
    // Read again, it says it is pressed.
    await reader.previous();
    const again = await reader.next();
    expect(again).toMatch(j.save);
    expect(again).toMatch(/pressed/);
    expect(again).not.toMatch(/not pressed/);
  });

  it('searches: the count is read before the filters and announced once', async () => {
    const reader = await open(j.search.path);
    await reader.nextUntil(j.search.box);
    await reader.act();
    await reader.type(j.search.query);
    await reader.press('Enter');
    // The results for the whole word (each keystroke searched; the last search is the one that counts).
    await page.locator(`[data-results-for="${j.search.query}"] ol li`).first().waitFor();
    const announced = () => reader.log().then((l) => l.filter((p) => p.startsWith('polite: ') && j.search.count.test(p)));
    await expect.poll(announced, { timeout: 10_000 }).toHaveLength(1);
    // The results are all shown; nothing announces the count again.
    await page.locator('[data-search-state="results"]').getByRole('article').first().waitFor();
    expect(await announced()).toHaveLength(1);

    // Read from the top of the page: the count before any filter group.
    const fromTop = await open(`${j.search.path}?q=${j.search.query}`);
    await page.locator('[data-search-state="results"] ol li').first().waitFor();
    // The filter groups come after the results (their counts are asked for once the results are shown):
    // read only once they are there, or a busy machine lets the reader pass their place before they are.
    await page.getByRole('group').first().waitFor({ state: 'attached' });
    await fromTop.nextUntil(j.search.count);
    const before = await fromTop.log();
    expect(before.filter((p) => /^group, /.test(p))).toEqual([]);
    await fromTop.nextUntil(/^group, /, 60);
  });
});
