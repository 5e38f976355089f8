/**
 * The publishing service against a CMS over HTTP when its events name their files: the build reads the
 * named page before any page list (the published build's record stands for the list), and a change whose
 * hook was lost is found by the list the build reads once live, and built next by the service itself.
 */
import { readdirSync, readFileSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isLive,
  publishEvent,
  recordOf,
  servedFixture,
  settled,
  startService,
  type Service,
  type ServedFixture,
} from '../support/publisher.ts';

const ARTWORK = 'es/obra-noche-meseta.json';
const OTHER = 'es/obra-amarillo.json';

let served: ServedFixture;
let service: Service;
/** The CMS's requests in order (page documents and the list). */
const asked: string[] = [];
let restless = false;
let tick = 0;

const page = async (path: string) => (await fetch(`${served.siteUrl}${path}`)).text();

/** The arguments of each build process waiting for `out`'s next event (launch.mjs --standby). */
function waitingBuilds(out: string): string[][] {
  const waiting: string[][] = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    const argv = (() => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      } catch {
        return [];
      }
    })();
    const at = argv.findIndex((a) => a.endsWith('launch.mjs'));
    if (at >= 0 && argv.includes('--standby') && argv.includes(out)) waiting.push(argv.slice(at + 1));
  }
  return waiting;
}
const titled = (title: string) => (p: Record<string, { value: unknown }>) => void (p.title!.value = title);

beforeAll(async () => {
  served = await servedFixture(['es/inicio.json', ARTWORK, OTHER], {
    before: (path) => {
      asked.push(path);
      // A CMS whose versions change at every listing: every list disagrees with the last.
      if (restless && path === 'pages/index.json')
        for (const f of [ARTWORK, OTHER])
          utimesSync(join(served.fixture.content, 'pages', f), new Date(), new Date(Date.now() + ++tick * 1000));
    },
  });
  service = await startService(served.fixture.out, served.state, { CMS_URL: served.cms.url });
  // The site's first build: an event that names no file (the list decides).
  const first = await publishEvent(service.url);
  expect((await recordOf(service.url, first.body.accepted!)).outcome).toBe('published');
});

afterAll(async () => {
  await service?.stop();
  await served?.close();
});

describe('events that name their files', () => {
  it('build the named page without the list first, and the service builds next what changed without a hook', async () => {
    const before = (await settled(service.url)).history[0]!.id;
    await served.fixture.edit(ARTWORK, titled('Noche en la meseta (revisada)'));
    // Saved too, but its hook never arrives.
    await served.fixture.edit(OTHER, titled('Estudio amarillo (revisado)'));
    asked.length = 0;
    const sent = await publishEvent(service.url, [ARTWORK]);
    expect(sent.status).toBe(202);
    const record = await recordOf(service.url, sent.body.accepted!);
    expect(record.outcome).toBe('published-in-place');
    // The named page was read before the page list, which was read once the page was live.
    expect(asked.indexOf(`pages/${ARTWORK}`)).toBeGreaterThanOrEqual(0);
    expect(asked.indexOf('pages/index.json')).toBeGreaterThan(asked.indexOf(`pages/${ARTWORK}`));
    expect(await page('/coleccion/obra/noche-meseta')).toContain('Noche en la meseta (revisada)');

    // The list showed the other page changed: the service's own event for it, built next.
    const after = await settled(service.url);
    const builds = after.history.filter((r) => r.id > before).reverse();
    expect(builds).toHaveLength(2);
    expect(builds.every(isLive)).toBe(true);
    expect(builds[1]!.triggers).toMatchObject([{ files: [OTHER], foundBy: record.id, delivery: null }]);
    expect(await page('/coleccion/obra/estudio-amarillo')).toContain('Estudio amarillo (revisado)');
    // Each build ran in the process that waited for it, which stays warm after it as the next one's:
    // none was started to follow a build, and one waits now, the process the service started first.
    expect(waitingBuilds(served.fixture.out)).toEqual([['--standby', '--warm', '--out', served.fixture.out]]);
  });

  it('builds what the list names once per event of the CMS, even when its list never agrees with itself', async () => {
    const before = (await settled(service.url)).history[0]!.id;
    restless = true;
    try {
      await served.fixture.edit(ARTWORK, titled('Noche en la meseta (otra vez)'));
      const sent = await publishEvent(service.url, [ARTWORK]);
      expect(sent.status).toBe(202);
      const after = await settled(service.url);
      const builds = after.history.filter((r) => r.id > before).reverse();
      // The event's build, and one of the service's own for what its list showed; none after that.
      expect(builds.map((b) => b.triggers.map((t) => t.foundBy ?? 'cms'))).toEqual([['cms'], [builds[0]!.id]]);
      expect(builds.every(isLive)).toBe(true);
    } finally {
      restless = false;
    }
  });
});
