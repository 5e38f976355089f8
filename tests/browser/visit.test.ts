/**
 * A visit plan without an account, on the built site in Chromium: save three things (by
 * keyboard and by mouse), see them as a walk on 'Mi visita', open the list offline through the
 * service worker, share it as a link that reopens the same list elsewhere, and export its activities
 * to a calendar; in Spanish and English. Nothing leaves the browser: no cookie is set.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { describe, expect, it, onTestFinished } from 'vitest';
import { hydrated, openSite, siteSession } from '../support/site.ts';
import { workerBrowser } from '../support/chromium.ts';

const session = siteSession({ clock: 'fixed', now: new Date('2026-11-22T10:00:00+01:00'), keepTab: true });
/** The plan's own groups, not the day's other activities suggested beside it (shown once the programme has loaded). */
const PLAN_GROUPS = 'main section[aria-labelledby^="visit-"]:not([aria-labelledby="visit-tambien-hoy"])';
const groupTitles = (page: Page) => page.locator(`${PLAN_GROUPS} h2`).allTextContents();
const entries = (page: Page) => page.locator(`${PLAN_GROUPS} ol li a`).evaluateAll((as) => as.map((a) => a.getAttribute('href')));

async function saveByKeyboard(page: Page, name: string) {
  const button = page.getByRole('button', { name });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
}

describe('a visit plan', () => {
  it('saves three things by keyboard and by mouse and shows them as a walk, with no cookie', async () => {
    const page = await session.open('/coleccion/obra/estudio-amarillo');
    await saveByKeyboard(page, 'Guardar en mi visita');
    // Kept in this browser: still pressed after a reload.
    await page.reload();
    await hydrated(page);
    await expect.poll(() => page.getByRole('button', { name: 'Guardar en mi visita' }).getAttribute('aria-pressed')).toBe('true');
    await page.goto(page.url().replace('/coleccion/obra/estudio-amarillo', '/actividades/visita-paisajes'));
    await hydrated(page);
    // By mouse: the button shows it is saved (as a visitor sees it) before the visitor moves on.
    const save = page.getByRole('button', { name: 'Guardar en mi visita' });
    await save.click();
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
    await page.goto(page.url().replace('/actividades/visita-paisajes', '/coleccion/obra/ciudad-nocturna'));
    await hydrated(page);
    await save.click();
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('link', { name: 'Ver mi visita (3)' }).click();
    await page.waitForURL('**/visita/mi-visita');
    await hydrated(page);
    await expect.poll(() => groupTitles(page)).toEqual(['Edificio Sabatini · Planta 2', 'Actividades', 'Obras que ahora no se pueden ver']);
    expect(await entries(page)).toEqual([
      '/coleccion/obra/estudio-amarillo',
      '/actividades/visita-paisajes',
      '/coleccion/obra/ciudad-nocturna',
    ]);
    expect(await page.context().cookies()).toEqual([]);
    // Removing one names it, and the list follows.
    await page.getByRole('button', { name: 'Quitar «Ciudad nocturna» de mi visita' }).click();
    await expect.poll(() => entries(page)).toEqual(['/coleccion/obra/estudio-amarillo', '/actividades/visita-paisajes']);
  });

  it('opens the list offline through the service worker', async () => {
    const browser = await workerBrowser();
    let context: BrowserContext | undefined;
    try {
      const opened = await openSite(browser, '/en/collection/artwork/yellow-study', { serviceWorkers: 'allow', clock: 'real' });
      context = opened.context;
      const page = opened.page;
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await saveByKeyboard(page, 'Save to my visit');
      // The service worker cached the visit pages at install: offline, the list opens from this browser.
      await context.setOffline(true);
      await page.goto(page.url().replace('/en/collection/artwork/yellow-study', '/en/visit/my-visit'));
      await hydrated(page);
      await expect.poll(() => entries(page)).toEqual(['/en/collection/artwork/yellow-study']);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('My visit');
    } finally {
      await context?.close();
    }
  });

  it('shares the list as a link that reopens the same list in another browser, which can add it', async () => {
    let page = await session.open('/exposiciones/paisajes-abstraccion');
    await hydrated(page);
    const save = page.getByRole('button', { name: 'Guardar en mi visita' });
    await save.click();
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
    await page.goto(page.url().replace('/exposiciones/paisajes-abstraccion', '/coleccion/obra/noche-meseta'));
    await hydrated(page);
    await save.click();
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('link', { name: 'Ver mi visita (2)' }).click();
    await hydrated(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copiar el enlace para compartir' }).click();
    await page.getByRole('status').filter({ hasText: 'Enlace copiado' }).waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/visita\/mi-visita\?lista=[A-Za-z0-9_-]+$/);
    const own = await entries(page);
    expect(own).toHaveLength(2);
    // Another browser (a context of its own, nothing saved) opens the link: the same list, to add to its own.
    const other = await openSite(await workerBrowser(), new URL(link).pathname + new URL(link).search, {
      now: new Date('2026-11-22T10:00:00+01:00'),
    });
    onTestFinished(() => other.context.close());
    page = other.page;
    await expect.poll(() => entries(page)).toEqual(own);
    await page.getByText('Te han compartido una lista con 2 entradas.').waitFor();
    await page.getByRole('button', { name: 'Añadir a mi visita' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('lista')).toBe(false);
    await expect.poll(() => entries(page)).toEqual(own);
    await expect.poll(() => page.getByRole('button', { name: /^Quitar/ }).count()).toBe(2);
  });

  it('exports the activities of the list to a calendar file', async () => {
    const page = await session.open('/actividades/visita-paisajes');
    await hydrated(page);
    const save = page.getByRole('button', { name: 'Guardar en mi visita' });
    await save.click();
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('link', { name: 'Ver mi visita (1)' }).click();
    await hydrated(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Añadir las actividades al calendario (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('mi-visita.ics');
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('SUMMARY:Visita comentada: Paisajes de la abstracción');
    expect(ics).toContain('DTSTART:20261128T110000Z');
  });

  it('shows an empty list with ways to start, and survives a hostile shared link', async () => {
    let page = await session.open('/visita/mi-visita');
    await page.getByText('Aún no has guardado nada.', { exact: false }).waitFor();
    page = await session.open(
      '/visita/mi-visita?lista=' +
        Buffer.from(
          '[{"p":"javascript:alert(1)","l":"es","b":"artwork","t":"x"},{"p":"//evil.example","l":"es","b":"artwork","t":"y"}]',
        ).toString('base64url'),
    );
    await page.getByText('Aún no has guardado nada.', { exact: false }).waitFor();
    expect(await page.locator('main a[href^="javascript:"], main a[href^="//"]').count()).toBe(0);
  });

  it('suggests the day’s other activities, to add to the plan', async () => {
    const page = await session.open('/visita/mi-visita', { now: new Date('2026-11-28T10:00:00+01:00') });
    const suggested = (title: string) => page.getByRole('button', { name: `Guardar «${title}» en mi visita` });
    const alsoToday = () => page.getByRole('heading', { name: 'También hoy en el museo' }).count();
    // Saturday 28 Nov: the guided tour at 12:00 and the collection tour at 17:00.
    await suggested('Visita comentada: Paisajes de la abstracción').waitFor();
    expect(await suggested('Visita a la Colección: diez obras del siglo XX').count()).toBe(1);
    expect(await alsoToday()).toBe(1);
    await suggested('Visita comentada: Paisajes de la abstracción').click();
    await expect.poll(() => groupTitles(page)).toContain('Hoy');
    await expect.poll(() => suggested('Visita comentada: Paisajes de la abstracción').count()).toBe(0);
    // The other is still suggested, until it is in the plan too.
    expect(await alsoToday()).toBe(1);
    await suggested('Visita a la Colección: diez obras del siglo XX').click();
    await expect.poll(alsoToday).toBe(0);
    expect((await entries(page)).sort()).toEqual(['/actividades/visita-paisajes', '/actividades/visitas-coleccion']);
  });
});
