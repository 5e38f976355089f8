/**
 * A build process killed from outside while the publishing service waits for it (`kill -9`, as the
 * kernel's out-of-memory killer or an operator does), the service itself left running: the edit it was
 * building is not lost. The real service, a real local CMS over HTTP holding the edited page's answer
 * so the kill lands mid-build, and the site served by `npm start`'s server; the build killed is one started
 * for it, then one that stayed warm after the build before.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serveContent, type LocalCms } from '../../app/tools/local-cms.ts';
import { createStaticServer } from '../../app/server/static-server.ts';
import { loadFixture, type Fixture } from '../support/build.ts';
import { isLive, publishEvent, recordOf, startService, status, type Service } from '../support/publisher.ts';

const ARTWORK = 'es/obra-noche-meseta.json';
const ARTWORK_PATH = '/coleccion/obra/noche-meseta';

let fixture: Fixture;
let cms: LocalCms;
let hold: { promise: Promise<void>; release: () => void } | null = null;
let site: Server;
let siteUrl: string;
let service: Service;
let state: string;

beforeAll(async () => {
  fixture = await loadFixture(['es/inicio.json', ARTWORK]);
  cms = await serveContent(fixture.content, {
    before: (path) => (hold && path === `pages/${ARTWORK}` ? hold.promise : undefined),
  });
  site = createStaticServer(fixture.out, { log: () => undefined });
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  state = join(fixture.content, '..', 'publisher');
  service = await startService(fixture.out, state, { CMS_URL: cms.url, PUBLISH_RETRY_MS: '100', PUBLISH_MAX_RETRY_MS: '400' });
});

afterAll(async () => {
  hold?.release();
  await service?.stop();
  cms?.close();
  site?.close();
  await fixture?.cleanup();
});

/**
 * The build the service runs now, by its process id: the oldest build process (launch.mjs, started for
 * the build or ahead of it) that writes `out`. While a build runs the only other is the next standby,
 * started as the build was handed its command.
 */
function buildProcess(out: string): { pid: number; standby: boolean } | null {
  const found: { pid: number; standby: boolean; started: number }[] = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let argv: string[];
    let started: number;
    try {
      argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      // Its start, in clock ticks since boot: the 20th field after the command's name (which may hold spaces).
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      started = Number(stat.slice(stat.lastIndexOf(') ') + 2).split(' ')[19]);
    } catch {
      continue;
    }
    if (argv.some((a) => a.endsWith('launch.mjs')) && argv.includes(out))
      found.push({ pid: Number(pid), standby: argv.includes('--standby'), started });
  }
  const oldest = found.sort((a, b) => a.started - b.started || a.pid - b.pid)[0];
  return oldest ? { pid: oldest.pid, standby: oldest.standby } : null;
}

/** The artwork retitled, and the CMS holding its answer until released: a build that asks for it is mid-build. */
async function retitleAndHold(title: string): Promise<() => number> {
  await fixture.edit(ARTWORK, (p: Record<string, { value: unknown }>) => void (p.title!.value = title));
  let release!: () => void;
  hold = { promise: new Promise<void>((r) => (release = r)), release: () => release() };
  const asked = cms.requests.get(`pages/${ARTWORK}`) ?? 0;
  return () => (cms.requests.get(`pages/${ARTWORK}`) ?? 0) - asked;
}

it('tries a build killed mid-build again until its edit is live, and the records say so', async () => {
  const askedSince = await retitleAndHold('Noche en la meseta (tras matar la compilación)');
  // The service keeps the next build's process waiting, started ahead of the event (decision 98).
  await expect.poll(() => buildProcess(fixture.out)?.standby).toBe(true);
  const sent = await publishEvent(service.url, [ARTWORK]);
  // Mid-build: the build is reading the page from the CMS (held there).
  await expect.poll(askedSince).toBeGreaterThan(0);
  const build = buildProcess(fixture.out);
  expect(build).not.toBeNull();
  process.kill(build!.pid, 'SIGKILL');
  hold!.release();
  hold = null;

  const killed = await recordOf(service.url, sent.body.accepted!, (r) => r.stoppedBy === 'killed');
  expect(killed).toMatchObject({ outcome: 'failed', retryAt: expect.any(String) });
  expect(killed.failure).toContain('killed (SIGKILL)');
  const live = await recordOf(service.url, sent.body.accepted!, isLive);
  expect(live.id).toBeGreaterThan(killed.id);
  const page = await fetch(`${siteUrl}${ARTWORK_PATH}`).then((r) => r.text());
  expect(page).toContain('Noche en la meseta (tras matar la compilación)');
  expect((await status(service.url)).retry).toBeNull();
});

it('tries again an edit whose warm build process, which built the edit before, is killed mid-build', async () => {
  // The process that built the last edit stays warm as the next one's: the only build process waiting.
  await expect.poll(() => buildProcess(fixture.out)?.standby).toBe(true);
  const warm = buildProcess(fixture.out)!.pid;
  const askedSince = await retitleAndHold('Noche en la meseta (tras matar la compilación caliente)');
  const sent = await publishEvent(service.url, [ARTWORK]);
  await expect.poll(askedSince).toBeGreaterThan(0);
  // Building it: the same process, warm from its build before.
  expect(buildProcess(fixture.out)?.pid).toBe(warm);
  process.kill(warm, 'SIGKILL');
  hold!.release();
  hold = null;

  const killed = await recordOf(service.url, sent.body.accepted!, (r) => r.stoppedBy === 'killed');
  expect(killed).toMatchObject({ outcome: 'failed', retryAt: expect.any(String) });
  const live = await recordOf(service.url, sent.body.accepted!, isLive);
  expect(live.id).toBeGreaterThan(killed.id);
  const page = await fetch(`${siteUrl}${ARTWORK_PATH}`).then((r) => r.text());
  expect(page).toContain('Noche en la meseta (tras matar la compilación caliente)');
  expect((await status(service.url)).retry).toBeNull();
});
