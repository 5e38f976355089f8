/**
 * The publishing service makes the day's build itself: started over a site whose pages were rendered
 * on an earlier day in Madrid (what its first run after midnight, or after a night it was down, meets),
 * it renders every page for today without any hook, says so on the status page, and the editor's next
 * save is then built in place, as on any other save of the day. A real CMS over HTTP, the real service
 * with the render moment left to the clock (every other test fixes it). Its midnight timer is tested with
 * Vitest's clock in tests/unit/publisher-day.test.ts.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveContent, type LocalCms } from '../../app/tools/local-cms.ts';
import { createStaticServer } from '../../app/server/static-server.ts';
import { madridDay } from '../../app/publisher/day-turn.ts';
import { readBuildStateHead } from '../../app/site-build/publish/record-head.ts';
import { loadFixture, runBuildAsync, type Fixture } from '../support/build.ts';
import { publishEvent, recordOf, settled, startService, STATUS_TOKEN, type Service, type Status } from '../support/publisher.ts';

const ARTWORK = 'es/obra-noche-meseta.json';
const ARTWORK_PATH = '/coleccion/obra/noche-meseta';
const DAY_S = 86_400;

let fixture: Fixture;
let cms: LocalCms;
let site: Server;
let siteUrl: string;
let service: Service;
let state: string;
/** Today in Madrid when the test began (the day's build may, at a test run across midnight, be of the next). */
let today: string;

/** The service with the render moment left to the clock, as production runs it. */
const start = () => startService(fixture.out, state, { CMS_URL: cms.url, SOURCE_DATE_EPOCH: '' });
const dayBuilds = (s: Status) => s.history.filter((r) => r.triggers.some((t) => t.day));

beforeAll(async () => {
  fixture = await loadFixture(['es/inicio.json', ARTWORK]);
  cms = await serveContent(fixture.content);
  site = createStaticServer(fixture.out, { log: () => undefined });
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  state = join(fixture.content, '..', 'publisher');
  // The site as published two days ago, whatever today is.
  const twoDaysAgo = Math.floor(Date.now() / 1000) - 2 * DAY_S;
  const first = await runBuildAsync(fixture.out, { CMS_URL: cms.url, SOURCE_DATE_EPOCH: String(twoDaysAgo) });
  expect(first.status, first.err).toBe(0);
  today = madridDay(Date.now());
  service = await start();
});

afterAll(async () => {
  await service?.stop();
  cms?.close();
  site?.close();
  await fixture?.cleanup();
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
    const head = await readBuildStateHead(fixture.out);
    expect(madridDay(head!.renderedAt * 1000)).toBe(day);

    for (const [lang, words] of [
      ['es', 'nuevo día'],
      ['en', 'a new day'],
    ] as const) {
      const res = await fetch(`${service.url}/?lang=${lang}`, {
        headers: { authorization: `Basic ${Buffer.from(`editor:${STATUS_TOKEN}`).toString('base64')}` },
      });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(words);
      expect(html).not.toContain(lang === 'es' ? 'todas las páginas cambiadas' : 'every changed page');
    }
  });

  it('leaves the editor’s next save of the day to a build in place, and asks for no other after a restart', async () => {
    await service.stop();
    service = await start();
    await fixture.edit(ARTWORK, (p: Record<string, { value: unknown }>) => void (p.title!.value = 'Noche en la meseta (al día)'));
    const sent = await publishEvent(service.url, [ARTWORK]);
    const record = await recordOf(service.url, sent.body.accepted!);
    expect(record.outcome, service.output()).toBe('published-in-place');
    expect(record.pages!.rendered).toBeLessThan(record.pages!.total);
    expect(await (await fetch(`${siteUrl}${ARTWORK_PATH}`)).text()).toContain('Noche en la meseta (al día)');
    // One day's build a day, whatever midnight the test crosses: none again for the day after the restart.
    const days = dayBuilds(await settled(service.url)).map((r) => r.triggers.find((t) => t.day)!.day!);
    expect(new Set(days).size, days.join(', ')).toBe(days.length);
  });
});
