/**
 * The publishing service (`npm run publisher`) as a CMS and an operations team meet it: the real
 * process, a real local CMS over HTTP (app/tools/local-cms.ts) and the site served by `npm start`'s
 * server. Signed, unsigned, wrongly signed, replayed, stale, oversized and malformed hooks; an edit
 * published; a burst coalesced; a failing page that leaves the live site as it was; the CMS down and
 * back; a crash mid-build; two services on one folder; the signed callback; the editors' status page
 * in Spanish and English under axe.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCms } from '../../app/tools/local-cms.ts';
import { lockHolder, lockWaiters } from '../../app/site-build/publish/output-lock.ts';
import { sign, signedHeaders } from '../../app/publisher/signature.ts';
import type { Fixture } from '../support/build.ts';
import {
  isLive,
  publishEvent,
  recordOf,
  SECRET,
  sendHook,
  servedFixture,
  settled,
  startService,
  status,
  STATUS_TOKEN,
  type Service,
  type ServedFixture,
} from '../support/publisher.ts';
import { releaseBrowser, runAxe, workerBrowser } from '../support/chromium.ts';
import { corpus, rawRequest } from '../support/http.ts';

const ARTWORK = 'es/obra-noche-meseta.json';
const ARTWORK_PATH = '/coleccion/obra/noche-meseta';

let served: ServedFixture;
let fixture: Fixture;
let cms: LocalCms;
/** What the CMS does: answer, answer 503 (down), or hold the answers for the artwork's page until released. */
let cmsDown = false;
let hold: { promise: Promise<void>; release: () => void } | null = null;
let siteUrl: string;
let service: Service;
let state: string;
/** The signed callbacks the service sent, as the CMS received them. */
const callbacks: { verified: boolean; body: { build: number; live: boolean; errors: { file: string; pointer: string }[] } }[] = [];
let callbackServer: Server;

const page = async () => {
  const res = await fetch(`${siteUrl}${ARTWORK_PATH}`);
  return { status: res.status, body: await res.text() };
};
const titled = (title: string) => (p: Record<string, { value: unknown }>) => void (p.title!.value = title);

beforeAll(async () => {
  served = await servedFixture(['es/inicio.json', ARTWORK], {
    before: (path) => {
      if (cmsDown) return 503;
      if (hold && path === `pages/${ARTWORK}`) return hold.promise;
    },
  });
  ({ fixture, cms, siteUrl, state } = served);
  callbackServer = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const ts = Number(req.headers['x-publish-timestamp']);
      callbacks.push({
        verified: req.headers['x-hub-signature-256'] === sign(SECRET, 'callback', ts, body),
        body: JSON.parse(body.toString()),
      });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((done) => callbackServer.listen(0, '127.0.0.1', done));
  service = await startService(fixture.out, state, {
    CMS_URL: cms.url,
    PUBLISH_RETRY_MS: '100',
    PUBLISH_MAX_RETRY_MS: '400',
    PUBLISH_CALLBACK_URL: `http://127.0.0.1:${(callbackServer.address() as AddressInfo).port}/publishing`,
  });
});

afterAll(async () => {
  hold?.release();
  await service?.stop();
  callbackServer?.close();
  await served?.close();
});

describe('the publishing hook', () => {
  it('refuses what is not signed, signed wrongly, stale, replayed, oversized or malformed, and runs nothing for them', async () => {
    const body = JSON.stringify({ event: 'publish' });
    const now = Date.now();
    // Unsigned, a signature of another body, another secret, a malformed signature.
    expect((await sendHook(service.url, body, {})).status).toBe(401);
    expect((await sendHook(service.url, body, signedHeaders(SECRET, 'hook', '{"event":"delete"}'))).status).toBe(401);
    expect((await sendHook(service.url, body, signedHeaders('another-secret-of-the-same-length-012345678', 'hook', body))).status).toBe(
      401,
    );
    expect(
      (await sendHook(service.url, body, { 'x-publish-timestamp': String(Math.floor(now / 1000)), 'x-hub-signature-256': 'sha256=00' }))
        .status,
    ).toBe(401);
    // Stale: signed rightly, six minutes ago, or six minutes ahead.
    const stale = await sendHook(service.url, body, signedHeaders(SECRET, 'hook', body, now - 6 * 60_000));
    expect(stale).toEqual({ status: 401, body: { error: expect.stringContaining('more than 5 minutes') } });
    expect((await sendHook(service.url, body, signedHeaders(SECRET, 'hook', body, now + 6 * 60_000))).status).toBe(401);
    // Over 1 MB: by its length, and sent in chunks with no length.
    const big = Buffer.alloc(1024 * 1024 + 1, 0x20);
    expect((await sendHook(service.url, big, signedHeaders(SECRET, 'hook', big))).status).toBe(413);
    const chunked = await fetch(`${service.url}/hooks/publish`, {
      method: 'POST',
      headers: signedHeaders(SECRET, 'hook', big),
      body: new ReadableStream({
        start(c) {
          for (let i = 0; i < 17; i++) c.enqueue(new Uint8Array(64 * 1024));
          c.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    // Signed but not a publishing event: each names what was wrong.
    const notJson = await sendHook(service.url, '{"event": publish}');
    expect(notJson.status).toBe(400);
    expect(notJson.body.problems).toEqual([expect.stringMatching(/valid JSON/)]);
    const unknown = await sendHook(service.url, JSON.stringify({ event: 'republish' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.problems).toEqual([expect.stringMatching(/\/event.*"publish", "unpublish", "delete"/)]);
    const outside = await sendHook(service.url, JSON.stringify({ event: 'publish', files: ['../../etc/passwd.json'] }));
    expect(outside.status).toBe(400);
    expect(outside.body.problems).toEqual([expect.stringMatching(/\/files\/0.*relative path ending in \.json/)]);

    // Nothing ran for any of them.
    expect(await status(service.url)).toMatchObject({ running: null, waiting: [], retry: null, history: [] });

    // A signed event is accepted once; the same delivery again (a CMS that missed the answer retries, as
    // is, or re-signed by a relay with its delivery id) is answered as the first was, and builds nothing more.
    const delivery = JSON.stringify({ event: 'publish', id: 'delivery-7' });
    const headers = signedHeaders(SECRET, 'hook', delivery);
    const first = await sendHook(service.url, delivery, headers);
    expect(first.status).toBe(202);
    expect(await sendHook(service.url, delivery, headers)).toEqual({
      status: 200,
      body: { accepted: first.body.accepted, duplicate: true },
    });
    expect(await sendHook(service.url, delivery, signedHeaders(SECRET, 'hook', delivery, Date.now() + 1000))).toEqual({
      status: 200,
      body: { accepted: first.body.accepted, duplicate: true },
    });

    // The accepted event builds the site from the CMS and publishes it, once; sent again after, it builds nothing.
    const record = await recordOf(service.url, first.body.accepted!);
    expect(record.outcome, record.failure ?? '').toBe('published');
    expect((await page()).body).toContain('Noche en la meseta');
    expect(await sendHook(service.url, delivery, headers)).toMatchObject({ status: 200, body: { duplicate: true } });
    expect((await status(service.url)).history).toHaveLength(1);
    expect((await status(service.url)).waiting).toEqual([]);
  });

  it('answers every request of a corpus of over 1,000 malformed ones, runs nothing for them, and keeps serving', async () => {
    const before = (await status(service.url)).history.length;
    const port = Number(new URL(service.url).port);
    const requests = corpus();
    const unanswered: string[] = [];
    let next = 0;
    // 16 connections at a time: enough to overlap, bounded for the machine's open-file limit.
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < requests.length) {
          const req = requests[next++]!;
          const answer = await rawRequest(port, req);
          if (!/^HTTP\/1\.1 [1-5]\d\d /.test(answer)) unanswered.push(JSON.stringify(req.slice(0, 80)));
          if (/^HTTP\/1\.1 202 /.test(answer)) unanswered.push(`accepted: ${JSON.stringify(req.slice(0, 80))}`);
        }
      }),
    );
    expect(unanswered).toEqual([]);
    expect((await fetch(`${service.url}/health`)).status).toBe(200);
    expect(await status(service.url)).toMatchObject({ running: null, waiting: [] });
    expect((await status(service.url)).history).toHaveLength(before);
  });

  it('keeps its status behind the read token', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer wrong-token' },
      { authorization: `Basic ${Buffer.from('editor:wrong').toString('base64')}` },
    ]) {
      const res = await fetch(`${service.url}/status`, { headers });
      expect(res.status).toBe(401);
      expect(await res.text()).not.toContain('history');
    }
    const html = await fetch(`${service.url}/`);
    expect(html.status).toBe(401);
    expect(html.headers.get('www-authenticate')).toMatch(/^Basic /);
    const basic = await fetch(`${service.url}/`, {
      headers: { authorization: `Basic ${Buffer.from(`editor:${STATUS_TOKEN}`).toString('base64')}` },
    });
    expect(basic.status).toBe(200);
    expect(basic.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});

describe('publishing', () => {
  it('publishes an editor’s save within the build it starts, and tells the CMS it is live', async () => {
    await fixture.edit(ARTWORK, titled('Noche en la meseta (revisada)'));
    const sent = await publishEvent(service.url, [ARTWORK]);
    expect(sent.status).toBe(202);
    const record = await recordOf(service.url, sent.body.accepted!, (r) => r.callback !== null);
    expect(record).toMatchObject({ outcome: 'published-in-place', triggers: [{ event: 'publish', files: [ARTWORK] }] });
    expect((await page()).body).toContain('Noche en la meseta (revisada)');
    expect(callbacks.find((c) => c.body.build === record.id)).toMatchObject({ verified: true, body: { live: true, errors: [] } });
    expect(record.callback).toEqual({ delivered: true, detail: 'HTTP 204' });
  });

  it('makes one build of a burst of fifty events, and the last save is what is live', async () => {
    const before = (await status(service.url)).history[0]!.id;
    // The first event's build is held at the CMS until every event is sent, so all the others arrive
    // while it runs, however long this machine takes to send them (not only within a second).
    let release!: () => void;
    hold = { promise: new Promise<void>((r) => (release = r)), release: () => release() };
    try {
      for (let i = 1; i <= 50; i++) {
        await fixture.edit(ARTWORK, titled(`Noche en la meseta, versión ${i}`));
        expect((await publishEvent(service.url, [ARTWORK])).status).toBe(202);
      }
    } finally {
      hold.release();
      hold = null;
    }
    const after = await settled(service.url);
    const builds = after.history.filter((r) => r.id > before);
    expect(builds.length).toBeGreaterThanOrEqual(1);
    expect(builds.length).toBeLessThanOrEqual(2);
    expect(builds.every(isLive)).toBe(true);
    expect(builds.flatMap((r) => r.triggers)).toHaveLength(50);
    // The first, told events wait, left its full search index to the last (search found it meanwhile).
    if (builds.length === 2) expect([builds[1]!.timing!.searchComplete, builds[0]!.timing!.searchComplete !== null]).toEqual([null, true]);
    expect((await page()).body).toContain('Noche en la meseta, versión 50');
  });

  it('publishes nothing of a page that fails, says which file and field, and does not try it again', async () => {
    const before = await fixture.served();
    await fixture.edit(ARTWORK, (p) => void (p.title = { value: 42 }));
    const sent = await publishEvent(service.url, [ARTWORK]);
    const record = await recordOf(service.url, sent.body.accepted!, (r) => r.callback !== null);
    expect(record).toMatchObject({ outcome: 'refused', stoppedBy: 'content', retryAt: null });
    expect(record.errors).toEqual([expect.objectContaining({ source: expect.stringContaining(ARTWORK), pointer: '/title/value' })]);
    // Byte for byte the site it was.
    expect(await fixture.served()).toEqual(before);
    expect(callbacks.find((c) => c.body.build === record.id)?.body).toMatchObject({
      live: false,
      errors: [{ file: expect.stringContaining(ARTWORK), pointer: '/title/value' }],
    });
    // Not tried again: nothing waits.
    expect(await status(service.url)).toMatchObject({ running: null, waiting: [], retry: null });

    // The editor mends it: the next save is live.
    await fixture.edit(ARTWORK, titled('Noche en la meseta'));
    const mended = await publishEvent(service.url, [ARTWORK]);
    expect(isLive(await recordOf(service.url, mended.body.accepted!))).toBe(true);
  });

  it('tries again while the CMS is down, and publishes once it is back', async () => {
    await fixture.edit(ARTWORK, titled('Noche en la meseta (tras la caída)'));
    cmsDown = true;
    const sent = await publishEvent(service.url, [ARTWORK]);
    const failed = await recordOf(service.url, sent.body.accepted!);
    expect(failed).toMatchObject({ outcome: 'refused', stoppedBy: 'source', retryAt: expect.any(String) });
    expect(failed.failure).toContain('503');
    cmsDown = false;
    const live = await recordOf(service.url, sent.body.accepted!, isLive);
    expect(live.id).toBeGreaterThan(failed.id);
    expect((await page()).body).toContain('Noche en la meseta (tras la caída)');
    expect((await status(service.url)).retry).toBeNull();
  });
});

describe('the service stopped hard', () => {
  it('runs again, after kill -9 mid-build, the build it was running; no reader ever gets a torn page', async () => {
    const old = await page();
    expect(old.status).toBe(200);
    await fixture.edit(ARTWORK, titled('Noche en la meseta (tras el corte)'));
    let release!: () => void;
    hold = { promise: new Promise<void>((r) => (release = r)), release: () => release() };
    const asked = cms.requests.get(`pages/${ARTWORK}`) ?? 0;

    // A visitor reading the page all along: every answer is the whole old page or the whole new one.
    let reading = true;
    const answers: { status: number; body: string }[] = [];
    const reader = (async () => {
      while (reading) answers.push(await page());
    })();

    const sent = await publishEvent(service.url, [ARTWORK]);
    expect(sent.status).toBe(202);
    // Mid-build: the build is reading the page from the CMS (held there).
    await expect.poll(() => cms.requests.get(`pages/${ARTWORK}`) ?? 0).toBeGreaterThan(asked);
    expect((await status(service.url)).running).not.toBeNull();
    // An event answered 202 while it runs waits on disk: killed the moment after, it is still built.
    const waiting = await publishEvent(service.url, ['es/inicio.json']);
    expect(waiting.status).toBe(202);
    await service.killHard();
    hold.release();
    hold = null;

    service = await startService(fixture.out, state, { CMS_URL: cms.url, PUBLISH_RETRY_MS: '100', PUBLISH_MAX_RETRY_MS: '400' });
    const record = await recordOf(service.url, sent.body.accepted!, isLive);
    expect(isLive(await recordOf(service.url, waiting.body.accepted!, isLive))).toBe(true);
    const history = (await status(service.url)).history;
    expect(history.find((r) => r.outcome === 'interrupted' && r.triggers.some((t) => t.id === sent.body.accepted))).toBeDefined();
    expect(record.outcome).toMatch(/^published/);
    await expect.poll(async () => (await page()).body).toContain('Noche en la meseta (tras el corte)');
    reading = false;
    await reader;
    expect(answers.length).toBeGreaterThan(0);
    for (const a of answers) {
      expect(a.status).toBe(200);
      const whole = a.body === old.body || (a.body.includes('Noche en la meseta (tras el corte)') && a.body.trimEnd().endsWith('</html>'));
      expect(whole, a.body.slice(-200)).toBe(true);
    }
  });

  it('lets one of two services on one folder build at a time', async () => {
    const second = await startService(fixture.out, join(state, '..', 'publisher-2'), { CMS_URL: cms.url });
    try {
      await fixture.edit(ARTWORK, titled('Noche en la meseta (dos servicios)'));
      let release!: () => void;
      hold = { promise: new Promise<void>((r) => (release = r)), release: () => release() };
      const [a, b] = await Promise.all([publishEvent(service.url, [ARTWORK]), publishEvent(second.url, [ARTWORK])]);
      expect([a.status, b.status]).toEqual([202, 202]);
      // One build holds the folder (held reading the CMS); the other waits for it, as the kernel's table of locks shows.
      const lockState = async () => ({ holding: (await lockHolder(fixture.out)) !== null, waiting: await lockWaiters(fixture.out) });
      await expect.poll(lockState).toEqual({ holding: true, waiting: 1 });
      hold.release();
      hold = null;
      const [ra, rb] = await Promise.all([recordOf(service.url, a.body.accepted!), recordOf(second.url, b.body.accepted!)]);
      expect([ra.outcome, rb.outcome].every((o) => o.startsWith('published'))).toBe(true);
      // Each held the folder in turn: one let go of it before the other took it.
      const [first, then] = [ra.held!, rb.held!].sort((x, y) => x.from.localeCompare(y.from));
      expect(first!.until <= then!.from, JSON.stringify([ra.held, rb.held])).toBe(true);
      expect((await page()).body).toContain('Noche en la meseta (dos servicios)');
    } finally {
      hold?.release();
      await second.stop();
    }
  });
});

describe('the editors’ status page', () => {
  it('shows the builds in Spanish and English, with the failing file and field, and passes axe', async () => {
    // A refused build to show.
    await fixture.edit(ARTWORK, (p) => void (p.title = { value: 42 }));
    const sent = await publishEvent(service.url, [ARTWORK]);
    await recordOf(service.url, sent.body.accepted!);
    const browser = await workerBrowser();
    try {
      for (const [lang, heading, refused] of [
        ['es', 'Publicación del sitio web', 'Rechazada: no se publicó nada'],
        ['en', 'Website publishing', 'Refused: nothing was published'],
      ] as const) {
        // Read as an editor's browser reads it: the token as HTTP Basic credentials (the page has no script).
        const context = await browser.newContext({ httpCredentials: { username: 'editor', password: STATUS_TOKEN } });
        const tab = await context.newPage();
        const errors: string[] = [];
        tab.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        const res = await tab.goto(`${service.url}/?lang=${lang}`);
        expect(res?.status()).toBe(200);
        expect(await tab.getAttribute('html', 'lang')).toBe(lang);
        expect(await tab.locator('h1').innerText()).toBe(heading);
        expect(await tab.locator('script').count()).toBe(0);
        const row = tab.locator('tbody tr').first();
        await expect.poll(() => row.innerText()).toContain(refused);
        expect(await row.innerText()).toContain(ARTWORK);
        expect(await row.innerText()).toContain('/title/value');
        const axe = await runAxe(tab);
        expect(axe.violations.map((v) => v.id)).toEqual([]);
        expect(errors).toEqual([]);
        if (process.env.PUBLISHER_SCREENSHOTS)
          await tab.screenshot({ path: `${process.env.PUBLISHER_SCREENSHOTS}/status-${lang}.png`, fullPage: true });
        await context.close();
      }
    } finally {
      await releaseBrowser(browser);
    }
    await fixture.edit(ARTWORK, titled('Noche en la meseta'));
  });
});
