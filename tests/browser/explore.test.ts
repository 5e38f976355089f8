/**
 * Exploring the collection on the built site in Chromium, in Spanish and English: the works as
 * pictures from the search index, the choices kept in the address (and read back from it, and by back
 * and forward), the ways in from the collections page and from an artwork (its artist, its room), and,
 * on a build with a larger collection, 24 works at a time with "more" moving focus to the first new one;
 * and its choices as a form that works before the page runs (HTML_CodeSniffer and axe, five languages).
 */
import { cp, mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../app/server/static-server.ts';
import { writeSyntheticMuseum } from '../../app/tools/synthetic-museum.ts';
import { loadFixture, ROOT, runBuild } from '../support/build.ts';
import { releaseBrowser, workerBrowser } from '../support/chromium.ts';
import { hydrated, openSite, siteUrl } from '../support/site.ts';
import { runAxe } from '../support/chromium.ts';
import { codeSnifferErrors } from '../support/checkers.ts';
import { explorePath } from '../../pages/routes/search-route.ts';
import { LANGUAGES } from '../../generated/types/constants.ts';
import { discard } from '../support/discard.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(() => releaseBrowser(browser));

const works = (page: Page, name: string) => page.getByRole('list', { name }).locator(':scope > li');
const titles = (page: Page, name: string) => works(page, name).locator('h3').allInnerTexts();
const liveLine = (page: Page) => page.locator('[data-explorer-status] [aria-live="polite"]').innerText();

describe('the explore page', () => {
  it('shows the collection’s works as pictures, and a choice goes to the address and back (es)', async () => {
    const { context, page, errors } = await openSite(browser, null);
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    await page.goto(siteUrl('/colecciones/explora'));
    await hydrated(page);
    await expect.poll(() => liveLine(page), { timeout: 15_000 }).toBe('6 obras');
    // It searches as it loads: in the search engine's worker, off the page's main thread.
    expect(fetched.some((u) => u.includes('/pagefind/pagefind-worker.js'))).toBe(true);
    expect(await titles(page, 'Obras')).toContain('Noche en la meseta');
    expect(await works(page, 'Obras').first().locator('img').count()).toBe(1);

    // A decade: the address says it, the works and the count follow, the list names it.
    await page.getByRole('combobox', { name: 'Década' }).selectOption('1960');
    await page.waitForURL(/[?&]decade=1960/);
    await expect.poll(() => liveLine(page)).toBe('2 obras');
    expect((await titles(page, 'Obras')).sort()).toEqual(['Horizonte quebrado', 'Noche en la meseta']);
    await expect.poll(() => page.getByRole('option', { name: /^Década de 1960/ }).count()).toBe(1);
    // On view now as well.
    await page.getByRole('checkbox', { name: 'En sala ahora' }).check();
    await page.waitForURL(/exposed=yes/);
    await expect.poll(() => titles(page, 'Obras')).toEqual(['Noche en la meseta']);
    // Back: the decade alone again.
    await page.goBack();
    await expect.poll(() => liveLine(page)).toBe('2 obras');
    expect(await page.getByRole('checkbox', { name: 'En sala ahora' }).isChecked()).toBe(false);
    // Clear all: every work.
    await page.getByRole('button', { name: 'Quitar todo' }).click();
    await expect.poll(() => liveLine(page)).toBe('6 obras');
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads its choices from the address, and says when nothing matches (en)', async () => {
    const { context, page } = await openSite(browser, '/en/collections/explore?recentAcquisition=yes');
    await expect.poll(() => titles(page, 'Works'), { timeout: 15_000 }).toEqual(['Grid 7']);
    expect(await page.getByRole('checkbox', { name: 'Recent acquisitions' }).isChecked()).toBe(true);
    await page.goto(`${new URL(page.url()).origin}/en/collections/explore?recentAcquisition=yes&decade=1950`);
    await hydrated(page);
    await expect.poll(() => liveLine(page), { timeout: 15_000 }).toBe('No works');
    // The decade chosen stays in its list, named, though no work has it.
    expect(await page.getByRole('combobox', { name: 'Decade' }).inputValue()).toBe('1950');
    expect(await page.getByRole('option', { name: '1950s' }).count()).toBe(1);
    expect(await page.getByText('No work in the collection matches everything chosen.').count()).toBe(1);
    await context.close();
  });

  it('is reached from an artwork (its artist, its room) and from the collections page', async () => {
    const { context, page } = await openSite(browser, '/coleccion/obra/noche-meseta');
    await page.getByRole('link', { name: 'Más obras de Elena Asins' }).click();
    await page.waitForURL(/\/colecciones\/explora\?author=Elena\+Asins$/);
    await expect.poll(() => liveLine(page), { timeout: 15_000 }).toBe('3 obras');
    expect(await page.getByRole('combobox', { name: 'Artista' }).inputValue()).toBe('Elena Asins');

    await page.goto(`${new URL(page.url()).origin}/coleccion/obra/noche-meseta`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Más obras de la sala 205.10' }).click();
    await expect.poll(() => liveLine(page), { timeout: 15_000 }).toBe('2 obras');
    // The room has no control of its own: it shows as a choice that can be removed.
    await page.getByRole('button', { name: 'Quitar «Sala 205.10»' }).click();
    await expect.poll(() => liveLine(page)).toBe('6 obras');

    await page.goto(`${new URL(page.url()).origin}/en/collections`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Explore the collection' }).click();
    await page.waitForURL(/\/en\/collections\/explore$/);
    await expect.poll(() => liveLine(page), { timeout: 15_000 }).toBe('6 works');
    await context.close();
  });
});

/** The sample's six works, in Spanish and English. */
const SAMPLE_WORKS = ['amarillo', 'ciudad', 'composicion', 'horizonte', 'noche-meseta', 'reticula'].flatMap((w) => [
  `es/obra-${w}.json`,
  `en/artwork-${w}.json`,
]);

describe('the explore page of a larger collection', () => {
  let dir: string;
  let server: ReturnType<typeof createStaticServer> | undefined;
  let origin: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'museo-explore-'));
    // The sample's works and 40 more in Spanish and English: more than one page of 24. Only the works: the
    // explore page lists nothing else, and a site of the whole sample would take its build three times as long.
    const works = await loadFixture(SAMPLE_WORKS);
    try {
      await writeSyntheticMuseum(works.content, join(dir, 'content'), { artworks: 40, otherScale: 0 });
      // The synthetic works show the sample's pictures.
      await cp(join(ROOT, 'content/media'), join(dir, 'content/media'), { recursive: true });
    } finally {
      await works.cleanup();
    }
    const built = runBuild(join(dir, 'site'), { CONTENT_DIR: join(dir, 'content') });
    if (built.status !== 0) throw new Error(`build failed:\n${built.out}\n${built.err}`);
    server = createStaticServer(join(dir, 'site'), { log: () => undefined });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.close();
    await discard(dir);
  });

  it('shows 24 works at a time; "more" adds the next and moves focus to the first of them', async () => {
    const { context, page } = await openSite(browser, null);
    await page.goto(`${origin}/colecciones/explora`);
    await hydrated(page);
    await expect.poll(() => liveLine(page), { timeout: 15_000 }).toBe('46 obras');
    expect(await works(page, 'Obras').count()).toBe(24);
    const first = await titles(page, 'Obras');
    await page.getByRole('button', { name: 'Más obras' }).click();
    await expect.poll(() => works(page, 'Obras').count()).toBe(46);
    const all = await titles(page, 'Obras');
    expect(all.slice(0, 24)).toEqual(first);
    expect(all).toHaveLength(46);
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('li') === document.querySelectorAll('ul[aria-label="Obras"] > li')[24]),
      )
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Más obras' }).count()).toBe(0);
    await context.close();
  });
});

describe('the explore page’s choices, before the page runs', () => {
  it.each(LANGUAGES)('are a form with a submit button that applies them as a plain GET (%s)', async (lang) => {
    // Its scripts kept from running: the page as it is prerendered (bypassCSP lets the checker in).
    const context = await browser.newContext({ bypassCSP: true });
    try {
      const page = await context.newPage();
      await page.route(/\.m?js(\?|$)/, (r) => (r.request().resourceType() === 'script' ? r.abort() : r.fallback()));
      await page.goto(siteUrl(explorePath(lang)));
      expect(await codeSnifferErrors(page)).toEqual([]);
      const choices = page.locator('form:has(input[name="exposed"])');
      const submit = choices.locator('button[type="submit"]');
      expect(await submit.isVisible()).toBe(true);
      // A visitor ticks "on view now" and submits: the choice is in the page's own address.
      await choices.locator('input[type="checkbox"][name="exposed"]').check();
      await Promise.all([page.waitForURL(/exposed=yes/), submit.click()]);
      expect(new URL(page.url()).pathname).toBe(explorePath(lang));
      await page.unrouteAll();

      // The page that runs reads the choice from there, applies choices as they change, and the button goes.
      await page.goto(page.url());
      await hydrated(page);
      await expect.poll(() => choices.locator('input[name="exposed"]').isChecked()).toBe(true);
      expect(await submit.isVisible()).toBe(false);
      expect(await codeSnifferErrors(page)).toEqual([]);
      const axe = await runAxe(page);
      expect(axe.violations.map((v) => v.id)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
