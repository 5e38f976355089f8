/**
 * Accessibility services as content, on the built site in Chromium: the programme listing
 * filters by a service and keeps it in the address (shareable, back and forward), by keyboard and by
 * mouse, in Spanish and English; the visit page and the accessibility statement link to the filtered
 * agenda, which opens in view with focus on its heading (as any address that filters it does); an
 * activity shows its services as icons with their names.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteSession } from '../support/site.ts';

const session = siteSession({ clock: 'fixed', now: new Date('2026-11-22T10:00:00+01:00'), keepTab: true });
const titles = (page: Page) => page.locator('[data-listing] article h3').allTextContents();
const param = (page: Page) => new URL(page.url()).searchParams.get('services');
const visible = (l: Locator) => l.first().waitFor({ state: 'visible' });

describe('accessibility services', () => {
  it('filters the agenda to sign language by keyboard, keeps it in the address, and steps back', async () => {
    const page = await session.open('/exposiciones-actividades');
    const all = (await titles(page)).length;
    const select = page.getByRole('combobox', { name: 'Accesibilidad' });
    await select.focus();
    await select.selectOption('sign-language');
    await expect.poll(() => param(page)).toBe('sign-language');
    await expect
      .poll(() => titles(page))
      .toEqual(['Visita comentada: Paisajes de la abstracción', 'Conferencia: la abstracción y la tierra']);
    expect(all).toBeGreaterThan(2);
    await page.goBack();
    await expect.poll(() => param(page)).toBeNull();
    await expect.poll(async () => (await titles(page)).length).toBe(all);
  });

  it('reads a shared address, in English, and combines with the type', async () => {
    const page = await session.open('/en/exhibitions-activities?bundle=exhibition&services=audio-description&q=');
    await expect.poll(() => titles(page)).toEqual(['Landscapes of abstraction']);
    expect(await page.getByRole('combobox', { name: 'Accessibility' }).inputValue()).toBe('audio-description');
  });

  /** The agenda's heading is in view below the sticky header, and has focus. */
  const agendaInView = (page: Page) =>
    page.evaluate(() => {
      const heading = document.querySelector<HTMLElement>('[data-listing] h2')!;
      const top = heading.getBoundingClientRect().top;
      const header = document.querySelector('header')!.getBoundingClientRect().bottom;
      return { focused: document.activeElement === heading, inView: top >= Math.max(0, header) && top < window.innerHeight / 2 };
    });

  it.each([
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ])('is reached from the visit page and the accessibility statement, at the agenda itself ($width px)', async (size) => {
    for (const from of ['/visita', '/accesibilidad-web']) {
      const page = await session.open(from, size);
      await page.getByRole('link', { name: 'con lengua de signos española' }).click();
      await expect.poll(() => param(page)).toBe('sign-language');
      await expect.poll(() => titles(page)).toHaveLength(2);
      await expect.poll(() => agendaInView(page)).toEqual({ focused: true, inView: true });
    }
  });

  it('opens at the agenda from any address that filters it, loaded anew (no anchor) or with its anchor', async () => {
    for (const path of ['/exposiciones-actividades?services=audio-description', '/en/exhibitions-activities?bundle=exhibition#agenda']) {
      const page = await session.open(path, { width: 390, height: 844 });
      await expect.poll(() => agendaInView(page)).toEqual({ focused: true, inView: true });
    }
    // Without a filter, the programme opens at its top.
    const page = await session.open('/exposiciones-actividades', { width: 390, height: 844 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('shows an activity’s services as icons with their names', async () => {
    const page = await session.open('/actividades/visita-paisajes');
    const list = page.getByRole('list', { name: 'Servicios de accesibilidad' });
    await visible(list);
    expect(await list.getByRole('listitem').allTextContents()).toEqual(['Lengua de signos española', 'Recorrido sin escalones']);
  });
});
