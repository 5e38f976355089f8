/**
 * Whether the museum is open, on the built site in Chromium: the home page's 'Today at the museum'
 * and a building's page, in Spanish and English, at the visitor's moment (the browser's clock fixed),
 * the prerendered HTML already saying it at the build's moment, and the hours in the location's
 * schema.org data.
 */
import { describe, expect, it } from 'vitest';
import { siteSession } from '../support/site.ts';

// Pages at the visitor's moment: tabs kept for the file, cleared between tests, the clock set for each (siteSession).
const session = siteSession({ keepTab: true });

/**
 * The home page's list of buildings with their state, once the page has moved from the build's moment
 * to the visitor's (a moment in Madrid, the browser's clock fixed there).
 */
async function expectTodayAt(path: string, madrid: string, expected: string) {
  const page = await session.open(path, { now: new Date(madrid) });
  const errors = session.errors;
  const region = page.getByRole('region', { name: /^(Hoy en el museo|Today at the museum)$/ });
  const items = async () => (await region.getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
  await expect.poll(items, { message: `${path} at ${madrid}` }).toContain(expected);
  expect(errors).toEqual([]);
}

describe('opening hours', () => {
  it('says on the home page whether each building is open, at the visitor’s moment, in Spanish and English', async () => {
    await expectTodayAt('/', '2026-11-24T12:00:00+01:00', 'Edificio Sabatini: Cerrado hoy (martes) · Abre mañana a las 10:00');
    await expectTodayAt('/', '2026-11-24T12:00:00+01:00', 'Edificio Nouvel: Cerrado hoy (martes) · Abre mañana a las 10:00');
    await expectTodayAt('/', '2026-11-25T20:15:00+01:00', 'Edificio Sabatini: Cierra pronto: abierto hasta las 21:00');
    await expectTodayAt('/en', '2026-11-25T11:00:00+01:00', 'Sabatini Building: Open today from 10:00 to 21:00');
    await expectTodayAt('/en', '2026-12-24T11:00:00+01:00', 'Sabatini Building: Open today from 10:00 to 14:30 (special hours)');
    await expectTodayAt('/en', '2026-12-25T11:00:00+01:00', 'Sabatini Building: Closed today (Friday) · Opens tomorrow at 10:00');
  });

  it('links each building to its page, and the page says its own state above the hours the editors wrote', async () => {
    const page = await session.open('/', { now: new Date('2026-11-26T10:30:00+01:00') });
    await page.getByRole('region', { name: 'Hoy en el museo' }).getByRole('link', { name: 'Edificio Sabatini' }).click();
    await page.waitForURL(/\/visita\/edificio-sabatini$/);
    const today = page.locator('dt', { hasText: /^Hoy$/ }).locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => today.innerText()).toBe('Abierto hoy de 10:00 a 21:00');
  });

  it('is in the prerendered HTML, without JavaScript, as the build saw the day', async () => {
    const page = await session.open('/en/visit/sabatini-building', {
      hydrate: false,
      context: { javaScriptEnabled: false },
    });
    const today = page.locator('dt', { hasText: /^Today$/ }).locator('xpath=following-sibling::dd[1]');
    expect(await today.innerText()).toMatch(/^(Open today|Closing soon|Closed (today|now)|Opens today)/);
  });

  it('gives search engines the building’s week and its exceptions', async () => {
    const page = await session.open('/visita/edificio-sabatini', { hydrate: false });
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
      '@type': string;
      openingHoursSpecification: { dayOfWeek?: string[]; opens: string; closes: string; validFrom?: string }[];
    };
    expect(ld['@type']).toBe('Museum');
    const spec = ld.openingHoursSpecification;
    expect(spec).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((d) => `https://schema.org/${d}`),
      opens: '10:00',
      closes: '21:00',
    });
    expect(spec).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['https://schema.org/Sunday'],
      opens: '10:00',
      closes: '14:30',
    });
    // A closing day, as search engines read one.
    expect(spec).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      validFrom: '2026-12-25',
      validThrough: '2026-12-25',
      opens: '00:00',
      closes: '00:00',
    });
    expect(spec.some((s) => s.dayOfWeek?.includes('https://schema.org/Tuesday'))).toBe(false);
  });
});
