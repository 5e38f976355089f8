/**
 * The publishing service makes the day's build itself: started over a site whose pages were rendered
 * on an earlier day in Madrid (what its first run after midnight, or after a night it was down, meets),
 * it renders every page for today without any hook, says so on the status page, and the editor's next
 * save is then built in place, as on any other save of the day. A real CMS over HTTP, the real service
 * with the render moment left to the clock (every other test fixes it). Its midnight timer is tested with
 * Vitest's clock in tests/unit/publisher-day.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { madridDay } from '../../app/publisher/day-turn.ts';
import { readBuildStateHead } from '../../app/site-build/publish/record-head.ts';
import { runBuildAsync } from '../support/build.ts';
import { releaseBrowser, runAxe, workerBrowser } from '../support/chromium.ts';
import {
  publishEvent,
  recordOf,
  servedFixture,
  settled,
  startService,
  STATUS_TOKEN,
  type ServedFixture,
  type Service,
  type Status,
} from '../support/publisher.ts';

const ARTWORK = 'es/obra-noche-meseta.json';
const ARTWORK_PATH = '/coleccion/obra/noche-meseta';
const DAY_S = 86_400;

let served: ServedFixture;
let service: Service;
/** Today in Madrid when the test began (the day's build may, at a test run across midnight, be of the next). */
let today: string;

/** The service with the render moment left to the clock, as production runs it. */
const start = () => startService(served.fixture.out, served.state, { CMS_URL: served.cms.url, SOURCE_DATE_EPOCH: '' });
const dayBuilds = (s: Status) => s.history.filter((r) => r.triggers.some((t) => t.day));

beforeAll(async () => {
  served = await servedFixture(['es/inicio.json', ARTWORK]);
  // The site as published two days ago, whatever today is.
  const twoDaysAgo = Math.floor(Date.now() / 1000) - 2 * DAY_S;
  const first = await runBuildAsync(served.fixture.out, { CMS_URL: served.cms.url, SOURCE_DATE_EPOCH: String(twoDaysAgo) });
  expect(first.status, first.err).toBe(0);
  today = madridDay(Date.now());
  service = await start();
});

afterAll(async () => {
  await service?.stop();
  await served?.close();
});

describe('the day’s build', () => {
  it('renders every page for today without a hook, and shows it on the status page', async () => {
    let s = await settled(service.url);
    // Settled may be read before the service's first look at the published site: wait for the build.
    while (!dayBuilds(s).length) s = await settled(service.url);
    const [record] = dayBuilds(s);
    expect(record!.outcome, service.output()).toBe('published');
    expect(record!.triggers).toEqual([expect.objectContaining({ delivery: null, event: 'publish', files: null, day: expect.any(String) })]);
    const day = record!.triggers[0]!.day!;
    expect(day >= today, `${day} is not today (${today}) or after`).toBe(true);
    expect(record!.pages!.rendered).toBe(record!.pages!.total);
    // Its pages are of that day.
    const head = await readBuildStateHead(served.fixture.out);
    expect(madridDay(head!.renderedAt * 1000)).toBe(day);

    // The status page as an editor's browser reads it (the token as HTTP Basic credentials), under axe.
    const browser = await workerBrowser();
    try {
      for (const [lang, words] of [
        ['es', 'nuevo día'],
        ['en', 'a new day'],
      ] as const) {
        const context = await browser.newContext({ httpCredentials: { username: 'editor', password: STATUS_TOKEN } });
        const tab = await context.newPage();
        expect((await tab.goto(`${service.url}/?lang=${lang}`))?.status()).toBe(200);
        const row = tab.locator('tbody tr').filter({ hasText: words });
        expect(await row.count()).toBe(1);
        expect(await row.innerText()).not.toContain(lang === 'es' ? 'todas las páginas cambiadas' : 'every changed page');
        expect((await runAxe(tab)).violations.map((v) => v.id)).toEqual([]);
        if (process.env.PUBLISHER_SCREENSHOTS)
          await tab.screenshot({ path: `${process.env.PUBLISHER_SCREENSHOTS}/status-day-${lang}.png`, fullPage: true });
        await context.close();
      }
    } finally {
      await releaseBrowser(browser);
    }
  });

  it('leaves the editor’s next save of the day to a build in place, and asks for no other after a restart', async () => {
    await service.stop();
    service = await start();
    await served.fixture.edit(ARTWORK, (p: Record<string, { value: unknown }>) => void (p.title!.value = 'Noche en la meseta (al día)'));
    const sent = await publishEvent(service.url, [ARTWORK]);
    const record = await recordOf(service.url, sent.body.accepted!);
    expect(record.outcome, service.output()).toBe('published-in-place');
    expect(record.pages!.rendered).toBeLessThan(record.pages!.total);
    expect(await (await fetch(`${served.siteUrl}${ARTWORK_PATH}`)).text()).toContain('Noche en la meseta (al día)');
    // One day's build a day, whatever midnight the test crosses: none again for the day after the restart.
    const days = dayBuilds(await settled(service.url)).map((r) => r.triggers.find((t) => t.day)!.day!);
    expect(new Set(days).size, days.join(', ')).toBe(days.length);
  });
});
