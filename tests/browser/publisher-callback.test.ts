/**
 * The publishing service's signed callback as a slow CMS meets it: the CMS takes a build's callback and
 * holds its answer, and the service builds and publishes the next save all the same, recording each
 * answer when it comes. A real CMS over HTTP, the real service, the site served by `npm start`'s server.
 * And the bound on callbacks unanswered, on its own. The callback's body and signature are tested in
 * tests/browser/publisher.test.ts.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { publishEvent, recordOf, servedFixture, startService, status, type ServedFixture, type Service } from '../support/publisher.ts';
import { InFlight } from '../../app/publisher/scheduler.ts';

const ARTWORK = 'es/obra-noche-meseta.json';
const ARTWORK_PATH = '/coleccion/obra/noche-meseta';

let served: ServedFixture;
let service: Service;
let callbackServer: Server;
/** The builds whose callback the CMS received. */
const called: number[] = [];
/** The CMS answers no callback until this is released. */
let release!: () => void;
const answers = new Promise<void>((r) => (release = r));

const titled = (title: string) => (p: Record<string, { value: unknown }>) => void (p.title!.value = title);

beforeAll(async () => {
  served = await servedFixture(['es/inicio.json', ARTWORK]);
  callbackServer = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      called.push((JSON.parse(Buffer.concat(chunks).toString()) as { build: number }).build);
      void answers.then(() => res.writeHead(204).end());
    });
  });
  await new Promise<void>((done) => callbackServer.listen(0, '127.0.0.1', done));
  service = await startService(served.fixture.out, served.state, {
    CMS_URL: served.cms.url,
    PUBLISH_CALLBACK_URL: `http://127.0.0.1:${(callbackServer.address() as AddressInfo).port}/publishing`,
  });
});

afterAll(async () => {
  release();
  await service?.stop();
  callbackServer?.close();
  await served?.close();
});

it('starts the next build without waiting for the CMS to answer the last one’s callback', async () => {
  const builds: number[] = [];
  for (const title of ['Noche en la meseta (primera)', 'Noche en la meseta (segunda)']) {
    await served.fixture.edit(ARTWORK, titled(title));
    const sent = await publishEvent(service.url, [ARTWORK]);
    const record = await recordOf(service.url, sent.body.accepted!);
    expect(record.outcome, service.output()).toMatch(/^published/);
    builds.push(record.id);
    expect(await (await fetch(`${served.siteUrl}${ARTWORK_PATH}`)).text()).toContain(title);
    // The CMS has the callback, and holds its answer.
    await expect.poll(() => called.includes(record.id)).toBe(true);
  }
  // The second save was built and published while the first build's callback was unanswered.
  const before = await status(service.url);
  expect(before.history.filter((r) => builds.includes(r.id)).map((r) => r.callback)).toEqual([null, null]);
  release();
  await expect
    .poll(async () => (await status(service.url)).history.filter((r) => builds.includes(r.id)).map((r) => r.callback))
    .toEqual([
      { delivered: true, detail: 'HTTP 204' },
      { delivered: true, detail: 'HTTP 204' },
    ]);
});

it('lets no more callbacks than its bound go unanswered: the build that ends past it waits for one', async () => {
  const bound = new InFlight(2);
  const answers: (() => void)[] = [];
  const callback = () => new Promise<void>((r) => answers.push(r));
  await bound.add(callback());
  let second = false;
  const adding = bound.add(callback()).then(() => void (second = true));
  // Two unanswered: the second add waits (a microtask turn is all it would need otherwise).
  for (let i = 0; i < 10; i++) await Promise.resolve();
  expect(second).toBe(false);
  answers[0]!();
  await adding;
  expect(second).toBe(true);
  let all = false;
  const settled = bound.settled().then(() => void (all = true));
  for (let i = 0; i < 10; i++) await Promise.resolve();
  expect(all).toBe(false);
  answers[1]!();
  await settled;
  expect(all).toBe(true);
});
