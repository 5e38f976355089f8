/**
 * The test helpers' kept tab (siteSession with keepTab): a test that reuses it starts as in a fresh
 * context, with nothing the test before left: no storage, cookie, permission, route, listener, emulated
 * media, viewport or clock of its. Browser test files rely on this to share one tab between their tests.
 */
import { describe, expect, it } from 'vitest';
import { siteSession } from '../support/site.ts';

const session = siteSession({ keepTab: true });
const heard: string[] = [];
let firstTab: unknown;

describe('a kept tab', () => {
  it('is left by one test with state of every kind', async () => {
    const page = await session.open('/', { width: 390, height: 700, now: new Date('2027-03-01T12:00:00Z') });
    firstTab = page;
    await page.evaluate(() => {
      localStorage.setItem('left', 'behind');
      sessionStorage.setItem('left', 'behind');
    });
    await page.context().addCookies([{ name: 'left', value: 'behind', url: page.url() }]);
    await page.context().grantPermissions(['clipboard-read'], { origin: new URL(page.url()).origin });
    await page.route('**/*.css', (route) => route.abort());
    page.on('request', (r) => heard.push(r.url()));
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await page.evaluate(() => console.error('an error of the first test'));
    expect(session.errors).toEqual(['an error of the first test']);
  });

  it('is the same tab for the next test, and holds none of it', async () => {
    heard.length = 0;
    const page = await session.open('/en');
    expect(page).toBe(firstTab);
    expect(heard).toEqual([]); // the first test's listener was taken off
    expect(session.errors).toEqual([]);
    expect(page.viewportSize()).toEqual({ width: 1280, height: 900 });
    const state = await page.evaluate(() => ({
      local: localStorage.length,
      session: sessionStorage.length,
      cookie: document.cookie,
      dark: matchMedia('(prefers-color-scheme: dark)').matches,
      reduce: matchMedia('(prefers-reduced-motion: reduce)').matches,
      year: new Date().getFullYear(),
      styled: [...document.styleSheets].length > 0,
    }));
    expect(state).toEqual({ local: 0, session: 0, cookie: '', dark: false, reduce: false, year: 2026, styled: true });
    const clipboard = await page.evaluate(
      async () => (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
    );
    expect(clipboard).not.toBe('granted');
  });

  it('is not shared by a test whose clock must run on its own', async () => {
    const page = await session.open('/', { clock: 'paused' });
    expect(page).not.toBe(firstTab);
  });
});
