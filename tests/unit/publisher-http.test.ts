/**
 * The publishing service's HTTP side in this process, over real HTTP, with its records on disk and its
 * scheduler stopped (no build runs: what is measured is what the hook and the status page do). A disk
 * that is slow is a write held before it reaches the disk. The service as a whole, building and
 * publishing, is tested as a process in tests/browser/publisher.test.ts.
 */
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublisherConfig } from '../../app/publisher/config.ts';
import { formToken, MAX_EVENTS_WAITING, MAX_RECORDING, publisherServer } from '../../app/publisher/http.ts';
import { Journal, type JournalOptions } from '../../app/publisher/journal.ts';
import {
  acceptHook,
  buildWaiting,
  hookEvent,
  idsOf,
  SECRET,
  setAsideWaiting,
  stateFolder,
  STATUS_TOKEN,
  testConfig,
} from '../support/publisher-setup.ts';
import { Scheduler } from '../../app/publisher/scheduler.ts';
import { signedHeaders } from '../../app/publisher/signature.ts';
import { releaseBrowser, runAxe, workerBrowser } from '../support/chromium.ts';
import { discard } from '../support/discard.ts';

let dir: string;
let server: Server | undefined;

afterEach(async () => {
  vi.useRealTimers();
  if (server) await new Promise((r) => server!.close(r));
  server = undefined;
  await discard(dir);
});

/** The service's HTTP side on a free port, its records in `dir`. */
async function serve(options: JournalOptions = {}) {
  const config = testConfig(dir);
  const journal = await Journal.open(dir, options);
  const scheduler = new Scheduler(dir, config, journal);
  await scheduler.stop();
  server = publisherServer(config, journal, scheduler);
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return { journal, config, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function restart(options: JournalOptions = {}) {
  await new Promise((r) => server!.close(r));
  return serve(options);
}

const hook = async (url: string, body: string, headers = signedHeaders(SECRET, 'hook', body)) => {
  const res = await fetch(`${url}/hooks/publish`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as { accepted?: string; error?: string },
  };
};
let deliveries = 0;
const event = () => JSON.stringify({ event: 'publish', id: `d-${++deliveries}` });

/** A slow disk: every write waits at the disk until released. */
function slowDisk() {
  let open: (() => void) | null = null;
  let gate = new Promise<void>((r) => (open = r));
  return {
    beforeWrite: () => gate,
    release() {
      open?.();
      gate = Promise.resolve();
    },
  };
}

describe('the hook', () => {
  it('takes a body signed over its own bytes, and refuses a callback the service signed', async () => {
    dir = await stateFolder();
    const { url } = await serve();
    const spaced = '{ "files" : [ "es/inicio.json" ],\n  "event" : "publish" }';
    expect((await hook(url, spaced)).status).toBe(202);
    const callback = JSON.stringify({ build: 1, live: true });
    expect(await hook(url, callback, signedHeaders(SECRET, 'callback', callback))).toMatchObject({
      status: 401,
      body: { error: 'the signature does not match the body' },
    });
  });

  it('refuses a stale hook on its headers, before a byte of its body is sent', async () => {
    dir = await stateFolder();
    const { url } = await serve();
    const body = JSON.stringify({ event: 'publish', files: ['x'.repeat(500_000)] });
    const stale = signedHeaders(SECRET, 'hook', body, Date.now() - 10 * 60_000);
    const answered = await new Promise<{ status: number; error: string }>((done, fail) => {
      const req = request(`${url}/hooks/publish`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...stale },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => done({ status: res.statusCode!, error: (JSON.parse(text) as { error: string }).error }));
      });
      req.on('error', fail);
      // The headers go; the body never does. Only a service that answers from the headers answers at all.
      req.flushHeaders();
    });
    expect(answered).toEqual({ status: 401, error: expect.stringContaining('timestamp') });
  });

  it('writes the hooks that arrive while its disk is busy together, and answers each once it is on disk', async () => {
    dir = await stateFolder();
    const disk = slowDisk();
    const { url, journal } = await serve(disk);
    const answers = Array.from({ length: 40 }, () => hook(url, event()));
    // All forty are accepted in memory, none answered: the first write is held at the disk.
    await expect.poll(() => journal.state.waiting.length).toBe(40);
    disk.release();
    expect((await Promise.all(answers)).map((a) => a.status)).toEqual(Array(40).fill(202));
    // One write per disk round trip, not one per hook.
    expect(journal.writes).toBeLessThanOrEqual(3);
  });

  it(`answers 503 with Retry-After beyond ${MAX_RECORDING} hooks waiting for the disk, and the same request is taken after`, async () => {
    dir = await stateFolder();
    const disk = slowDisk();
    const { url, journal } = await serve(disk);
    const bodies = Array.from({ length: MAX_RECORDING + 8 }, event);
    const sent = bodies.map((b) => ({ body: b, headers: signedHeaders(SECRET, 'hook', b) }));
    const first = sent.slice(0, MAX_RECORDING).map((s) => hook(url, s.body, s.headers));
    await expect.poll(() => journal.state.waiting.length).toBe(MAX_RECORDING);
    const refused = await Promise.all(sent.slice(MAX_RECORDING).map((s) => hook(url, s.body, s.headers)));
    expect(refused.map((r) => [r.status, r.retryAfter])).toEqual(Array(8).fill([503, '1']));
    disk.release();
    expect(new Set((await Promise.all(first)).map((a) => a.status))).toEqual(new Set([202]));
    // Not spent: sent again as they were, they are taken.
    const again = await Promise.all(sent.slice(MAX_RECORDING).map((s) => hook(url, s.body, s.headers)));
    expect(again.map((a) => a.status)).toEqual(Array(8).fill(202));
  });

  it(`answers 429 with Retry-After while ${MAX_EVENTS_WAITING} events wait for the next build`, async () => {
    dir = await stateFolder();
    const { url, journal } = await serve();
    for (let i = 0; i < MAX_EVENTS_WAITING; i++) acceptHook(journal);
    const answer = await hook(url, event());
    expect(answer.status).toBe(429);
    expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(5);
    expect(journal.eventsWaiting).toBe(MAX_EVENTS_WAITING);
  });

  it('knows across a restart a delivery it accepted (200, no new event) and a signature it spent (401)', async () => {
    dir = await stateFolder();
    let { url } = await serve();
    const accepted = event();
    const acceptedHeaders = signedHeaders(SECRET, 'hook', accepted);
    const first = await hook(url, accepted, acceptedHeaders);
    expect(first.status).toBe(202);
    const malformed = '{"event":"republish"}';
    const malformedHeaders = signedHeaders(SECRET, 'hook', malformed);
    expect((await hook(url, malformed, malformedHeaders)).status).toBe(400);

    const restarted = await restart();
    url = restarted.url;
    expect(await hook(url, accepted, acceptedHeaders)).toMatchObject({
      status: 200,
      body: { accepted: first.body.accepted, duplicate: true },
    });
    expect(await hook(url, malformed, malformedHeaders)).toMatchObject({
      status: 401,
      body: { error: expect.stringContaining('replayed') },
    });
    expect(restarted.journal.state.waiting).toHaveLength(1);
  });

  it('prunes the signatures seen on a timer, not on each request', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    dir = await stateFolder();
    const { url, journal } = await serve();
    const old = journal.accept(hookEvent(null, null, Date.now() - 3600_000), new Date());
    expect((await hook(url, event())).status).toBe(202);
    expect(journal.hasSpent(old.signature!)).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(journal.hasSpent(old.signature!)).toBe(false);
    expect(Object.keys(journal.state.seen)).toHaveLength(1);
  });
});

describe('a build set aside', () => {
  /** Build 7, whose event the CMS failed ten times: set aside for a person. */
  const setAside = (journal: Journal) => {
    for (let i = 1; i < 7; i++) buildWaiting(journal);
    const trigger = acceptHook(journal, ['es/inicio.json'], 'd-x');
    const record = setAsideWaiting(journal, { failure: 'Tried 10 times; given up. Check that the CMS answers (CMS_URL).' });
    expect(record.id).toBe(7);
    return trigger;
  };
  const basic = { authorization: `Basic ${Buffer.from(`editor:${STATUS_TOKEN}`).toString('base64')}` };
  const form = (config: PublisherConfig, build = 7) => new URLSearchParams({ build: String(build), form: formToken(config) }).toString();
  const post = (url: string, body: string, headers: Record<string, string>) =>
    fetch(`${url}/retry?lang=es`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
      redirect: 'manual',
    });

  it('is tried again only by the status page’s own form, with the token', async () => {
    dir = await stateFolder();
    const { url, journal, config } = await serve();
    const trigger = setAside(journal);
    expect((await post(url, form(config), {})).status).toBe(401);
    // Posted from another site with the browser's saved credentials: refused, whatever it carries.
    expect((await post(url, form(config), { ...basic, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    // Without the page's form token (a forger cannot read it).
    expect((await post(url, 'build=7', basic)).status).toBe(403);
    expect((await post(url, form(config, 8), basic)).status).toBe(409);
    expect(journal.state.waiting).toEqual([]);
    const done = await post(url, form(config), { ...basic, 'sec-fetch-site': 'same-origin' });
    expect([done.status, done.headers.get('location')]).toEqual([303, './?lang=es']);
    expect(idsOf(journal.state.waiting)).toEqual([trigger.id]);
    expect(journal.state.history[0]!.attention).toEqual({ state: 'retried', at: expect.any(String) });
    expect((await post(url, form(config), basic)).status).toBe(409);
  });

  it('is shown as needing attention, with a button that tries it again, in both colour schemes, under axe', async () => {
    dir = await stateFolder();
    const { url, journal } = await serve();
    const trigger = setAside(journal);
    const browser = await workerBrowser();
    try {
      for (const colorScheme of ['light', 'dark'] as const) {
        const context = await browser.newContext({ httpCredentials: { username: 'editor', password: STATUS_TOKEN }, colorScheme });
        const tab = await context.newPage();
        const errors: string[] = [];
        tab.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        await tab.goto(`${url}/?lang=es`);
        const attention = tab.getByRole('region', { name: 'Necesita atención' });
        expect(await attention.innerText()).toContain('Tried 10 times; given up');
        expect((await runAxe(tab)).violations.map((v) => v.id)).toEqual([]);
        expect(errors).toEqual([]);
        if (colorScheme === 'light') {
          // The same in English, as an editor whose browser asks for it reads it.
          await tab.goto(`${url}/?lang=en`);
          expect(await tab.getByRole('region', { name: 'Needs attention' }).isVisible()).toBe(true);
          expect(await tab.getByRole('button', { name: 'Try again: build 7' }).isVisible()).toBe(true);
          expect((await runAxe(tab)).violations.map((v) => v.id)).toEqual([]);
          await tab.goto(`${url}/?lang=es`);
        }
        if (process.env.PUBLISHER_SCREENSHOTS)
          await tab.screenshot({ path: `${process.env.PUBLISHER_SCREENSHOTS}/status-attention-${colorScheme}.png`, fullPage: true });
        if (colorScheme === 'dark') {
          // By keyboard, as an editor without a mouse would.
          await tab.getByRole('button', { name: 'Intentar de nuevo: publicación 7' }).focus();
          const posted = tab.waitForResponse((r) => r.url().startsWith(`${url}/retry`));
          const shown = tab.waitForResponse((r) => r.request().method() === 'GET' && r.url() === `${url}/?lang=es`);
          await tab.keyboard.press('Enter');
          expect((await posted).status()).toBe(303);
          await shown;
          await tab.waitForLoadState('load');
          expect(await tab.getByRole('region', { name: 'Necesita atención' }).count()).toBe(0);
          expect(await tab.locator('tbody tr').first().innerText()).toMatch(/Se volvió a intentar a las/);
          expect(idsOf(journal.state.waiting)).toEqual([trigger.id]);
        }
        await context.close();
      }
    } finally {
      await releaseBrowser(browser);
    }
  });
});
