/**
 * Where a work is, on the built site in Chromium: an artwork in a room shows its building,
 * floor and room, and the floor's plan with the room marked; the room on the plan is a link a
 * keyboard reaches, and it opens the room's page, whose plan marks the same room; search narrows
 * artworks by building and floor. In Spanish and English.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, siteSession } from '../support/site.ts';

const session = siteSession({ clock: 'fixed', now: new Date('2026-11-22T10:00:00+01:00'), keepTab: true });
/** Waits for a locator to be visible (a visitor would see it), however long a busy machine takes. */
const visible = (l: Locator) => l.first().waitFor({ state: 'visible' });

describe('where is it', () => {
  it('shows an artwork’s room on the floor plan and reaches the room’s page by keyboard (es)', async () => {
    const page = await session.open('/coleccion/obra/estudio-amarillo');
    const where = page.locator('section', { has: page.getByRole('heading', { name: 'Dónde verla', level: 2 }) });
    await visible(where.getByText('La obra está en la sala 205.10 (Planta 2, Edificio Sabatini).'));
    expect(await where.getByRole('link', { name: 'Edificio Sabatini' }).getAttribute('href')).toBe('/visita/edificio-sabatini');
    await visible(where.getByText('13 nov 2026'));
    const plan = where.getByRole('group', { name: 'Plano: Planta 2, Edificio Sabatini' });
    await visible(plan);
    const here = plan.getByRole('link', { name: 'Sala 205.10: Aquí' });
    expect(await here.getAttribute('aria-current')).toBe('location');
    // From the section's heading, Tab reaches the room on the plan first (the plan comes before the facts), and Enter opens its page.
    await where.getByRole('heading', { name: 'Dónde verla' }).evaluate((h) => {
      h.setAttribute('tabindex', '-1');
      (h as HTMLElement).focus();
    });
    await page.keyboard.press('Tab');
    expect(await here.evaluate((a) => a === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/coleccion/sala-205');
    await hydrated(page);
    const roomPlan = page.getByRole('group', { name: 'Plano: Planta 2, Edificio Sabatini' });
    expect(await roomPlan.getByRole('link', { name: 'Sala 205.10: Esta sala' }).getAttribute('aria-current')).toBe('location');
    await visible(page.getByText('La sala 205.10 está en la planta 2 del Edificio Sabatini.'));
  });

  it('clicks through from the plan in English, on a phone', async () => {
    const page = await session.open('/en/collection/artwork/yellow-study', { width: 390 });
    const plan = page.getByRole('group', { name: 'Plan: Floor 2, Sabatini Building' });
    await plan.scrollIntoViewIfNeeded();
    await plan.getByRole('link', { name: 'Room 205.11' }).click();
    await page.waitForURL('**/en/collection/room-205-11');
    await visible(page.getByText('Room 205.11 is on floor 2 of the Sabatini Building.'));
  });

  it('says plainly where a work is not: on loan, with the date it was confirmed, and no plan', async () => {
    const page = await session.open('/coleccion/obra/ciudad-nocturna');
    await visible(page.getByText('La obra está prestada a otra institución: ahora no se puede ver en el museo.'));
    expect(await page.getByRole('group', { name: /^Plano/ }).count()).toBe(0);
  });

  it('narrows artworks by building and floor in search', async () => {
    const page = await session.open('/busqueda?bundle=artwork');
    await expect.poll(() => page.locator('[data-search-state]').getAttribute('data-search-state')).toBe('results');
    const building = page.getByRole('group', { name: 'Edificio' });
    await building.getByRole('checkbox', { name: /Edificio Sabatini/ }).check();
    await expect.poll(() => new URL(page.url()).searchParams.get('building')).toBe('Edificio Sabatini');
    await expect
      .poll(() => page.locator('ol[aria-label] article h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')).sort()))
      .toEqual(['/coleccion/obra/estudio-amarillo', '/coleccion/obra/noche-meseta']);
    await visible(page.getByRole('group', { name: 'Planta' }).getByRole('checkbox', { name: /Planta 2 · Edificio Sabatini/ }));
  });
});
