/**
 * The publishing service's parts on their own: signatures, its settings, its records on disk (changed
 * by the journal's steps only) and its scheduler's waits. The output folder's lock has its own file
 * (tests/unit/output-lock.test.ts); the service as a whole is tested as a process in
 * tests/browser/publisher.test.ts.
 */
import { createHmac } from 'node:crypto';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publisherConfig } from '../../app/publisher/config.ts';
import { Journal } from '../../app/publisher/journal.ts';
import { acceptHook, buildWaiting, hookEvent, idsOf, outcome, SECRET, stateFolder, testConfig } from '../support/publisher-setup.ts';
import {
  previewSigned,
  sameToken,
  sign,
  signatureHeaders,
  signedHeaders,
  signPreview,
  verifySignature,
} from '../../app/publisher/signature.ts';
import { interruptionsInARow, MAX_ATTEMPTS, nextTry, recheckFiles, Scheduler } from '../../app/publisher/scheduler.ts';
import type { PublisherConfig } from '../../app/publisher/config.ts';
import { runServiceBuild } from '../../app/publisher/run-build.ts';
import { linksToLive } from '../../app/publisher/draft-page.ts';

const NOW = Date.UTC(2026, 10, 27, 12);
let dir: string;
beforeEach(async () => void (dir = await stateFolder()));
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('hook signatures', () => {
  const body = Buffer.from('{"event":"publish"}');
  const signed = (at: number, b: Buffer = body, secret = SECRET) => signatureHeaders(signedHeaders(secret, 'hook', b, at))!;

  it('holds for the body, the timestamp and the secret it was made with, within five minutes', () => {
    expect(verifySignature(SECRET, signed(NOW), body, NOW)).toEqual({ ok: true });
    expect(verifySignature(SECRET, signed(NOW - 299_000), body, NOW)).toEqual({ ok: true });
    expect(verifySignature(SECRET, signed(NOW), Buffer.from('{"event":"delete"}'), NOW).ok).toBe(false);
    expect(verifySignature(SECRET, signed(NOW, body, 't'.repeat(40)), body, NOW).ok).toBe(false);
    // The timestamp is inside what is signed: moving it breaks the signature.
    const moved = { ...signed(NOW - 10 * 60_000), timestamp: Math.floor(NOW / 1000) };
    expect(verifySignature(SECRET, moved, body, NOW)).toEqual({ ok: false, reason: 'the signature does not match the body' });
  });

  it('holds over the bytes sent, whatever their spacing and key order', () => {
    const sent = Buffer.from('{ "files" : [ "es/inicio.json" ],\n  "event":"publish" }');
    expect(verifySignature(SECRET, signed(NOW, sent), sent, NOW)).toEqual({ ok: true });
    // The same event serialised again is other bytes: not what was signed.
    const again = Buffer.from(JSON.stringify(JSON.parse(sent.toString())));
    expect(verifySignature(SECRET, signed(NOW, sent), again, NOW).ok).toBe(false);
  });

  it('is for one purpose: a callback the service signed is no hook', () => {
    const callback = signatureHeaders(signedHeaders(SECRET, 'callback', body, NOW))!;
    expect(verifySignature(SECRET, callback, body, NOW)).toEqual({ ok: false, reason: 'the signature does not match the body' });
    // As documented for the CMS: HMAC-SHA256 over "<purpose>.<timestamp>.<body>".
    const ts = Math.floor(NOW / 1000);
    expect(sign(SECRET, 'hook', ts, body)).toBe(
      `sha256=${createHmac('sha256', SECRET).update(`hook.${ts}.${body.toString()}`).digest('hex')}`,
    );
  });

  it('signs a preview link for one page and one time limit, never as a hook signs', () => {
    const file = 'es/inicio.json';
    const link = signPreview(SECRET, file, 1_800_000_000);
    expect(link).toBe(`sha256=${createHmac('sha256', SECRET).update(`preview.${file}.1800000000`).digest('hex')}`);
    expect(previewSigned(SECRET, file, 1_800_000_000, link.toUpperCase().replace('SHA256', 'sha256'))).toBe(true);
    expect(previewSigned(SECRET, 'es/otra.json', 1_800_000_000, link)).toBe(false);
    expect(previewSigned(SECRET, file, 1_800_000_001, link)).toBe(false);
    // The same words signed as a hook are not a preview link, nor the link a hook.
    expect(previewSigned(SECRET, file, 1_800_000_000, sign(SECRET, 'hook', 1_800_000_000, file))).toBe(false);
    expect(link).not.toBe(sign(SECRET, 'hook', 1_800_000_000, file));
  });

  it('is refused when stale or ahead of the clock', () => {
    expect(verifySignature(SECRET, signed(NOW - 301_000), body, NOW).ok).toBe(false);
    expect(verifySignature(SECRET, signed(NOW + 301_000), body, NOW).ok).toBe(false);
  });

  it('is read only from well-formed headers', () => {
    expect(signatureHeaders({})).toBeNull();
    expect(signatureHeaders({ 'x-publish-timestamp': '12ab', 'x-hub-signature-256': sign(SECRET, 'hook', 1, body) })).toBeNull();
    expect(signatureHeaders({ 'x-publish-timestamp': '1', 'x-hub-signature-256': 'sha1=abc' })).toBeNull();
    expect(signatureHeaders({ 'x-publish-timestamp': ['1', '2'], 'x-hub-signature-256': sign(SECRET, 'hook', 1, body) })).toBeNull();
    expect(
      signatureHeaders({
        'x-publish-timestamp': '1',
        'x-hub-signature-256': sign(SECRET, 'hook', 1, body).toUpperCase().replace('SHA256', 'sha256'),
      }),
    ).toEqual({
      timestamp: 1,
      signature: sign(SECRET, 'hook', 1, body),
    });
  });

  it('compares read tokens whatever their lengths', () => {
    expect(sameToken('a-token-of-the-editors', 'a-token-of-the-editors')).toBe(true);
    expect(sameToken('a-token', 'a-token-of-the-editors')).toBe(false);
    expect(sameToken('', 'a-token-of-the-editors')).toBe(false);
  });
});

describe('the service’s settings', () => {
  const env = { PUBLISH_SECRET: SECRET, PUBLISH_STATUS_TOKEN: 'a-token-of-the-editors' };
  it('has the documented defaults', () => {
    expect(publisherConfig('/srv/museo', env, [])).toMatchObject({
      host: '127.0.0.1',
      port: 4174,
      outDir: '/srv/museo/dist',
      stateDir: '/srv/museo/dist.publisher',
      callbackUrl: null,
      buildArgs: [],
    });
    expect(publisherConfig('/srv/museo', env, ['--out', '/var/www/site']).stateDir).toBe('/var/www/site.publisher');
  });

  it('does not start without its secrets, or with settings it cannot use, and says each', () => {
    const problems = (e: NodeJS.ProcessEnv) => {
      try {
        publisherConfig('/srv/museo', e, []);
        return '';
      } catch (err) {
        return (err as Error).message;
      }
    };
    expect(problems({})).toMatch(/PUBLISH_SECRET must be set[^]*PUBLISH_STATUS_TOKEN must be set/);
    expect(problems({ ...env, PUBLISH_SECRET: 'short' })).toContain('at least 32 characters');
    expect(problems({ ...env, PUBLISH_STATUS_TOKEN: SECRET })).toContain('must differ from PUBLISH_SECRET');
    expect(problems({ ...env, PUBLISH_PORT: '99999' })).toContain('PUBLISH_PORT must be a whole number from 1 to 65535');
    expect(problems({ ...env, PUBLISH_CALLBACK_URL: 'file:///etc/passwd' })).toContain('PUBLISH_CALLBACK_URL must be an http(s) address');
    expect(problems({ ...env, PUBLISH_BUILD_ARGS: '--out /etc' })).toContain('not --out');
  });
});

describe('the service’s records', () => {
  it('are read back as they were saved, with no temporary file left', async () => {
    const journal = await Journal.open(dir);
    acceptHook(journal, ['es/inicio.json']);
    await journal.save();
    expect((await Journal.open(dir)).state).toEqual(journal.state);
    expect(await readdir(dir)).toEqual(['state.json']);
  });

  it('hold each event waiting, running or recorded, never two at once, through every step', async () => {
    const journal = await Journal.open(dir);
    const [a, b] = [acceptHook(journal), acceptHook(journal)];
    const first = journal.startBuild(new Date(NOW));
    expect([idsOf(journal.state.waiting), idsOf(first.triggers)]).toEqual([[], [a.id, b.id]]);
    const c = acceptHook(journal);
    // The CMS failed the build: recorded, and its events wait again ahead of the one that came meanwhile.
    const failed = journal.finish(outcome({ outcome: 'failed', stoppedBy: 'source' }), { attempts: 1, at: new Date(NOW + 5000) });
    expect([journal.state.running, idsOf(journal.state.waiting), failed.retryAt]).toEqual([
      null,
      [a.id, b.id, c.id],
      new Date(NOW + 5000).toISOString(),
    ]);
    expect(journal.attempts).toBe(1);
    // Given up: set aside for a person, waiting nowhere, not tried again on its own.
    const second = journal.startBuild(new Date(NOW));
    const aside = journal.setAside(outcome({ outcome: 'failed', stoppedBy: 'source' }));
    expect([aside.id, idsOf(aside.triggers), aside.attention, journal.state.waiting, journal.attempts]).toEqual([
      second.id,
      [a.id, b.id, c.id],
      { state: 'waiting' },
      [],
      0,
    ]);
    // Tried again from the status page, once.
    expect(journal.retry(aside.id + 1, new Date(NOW))).toBe(false);
    expect(journal.retry(aside.id, new Date(NOW))).toBe(true);
    expect(journal.retry(aside.id, new Date(NOW))).toBe(false);
    expect(idsOf(journal.state.waiting)).toEqual([a.id, b.id, c.id]);
    // The service stopped during the build: its events wait again, the build recorded as interrupted.
    journal.startBuild(new Date(NOW));
    journal.requeueRunning({ outcome: outcome({ outcome: 'interrupted', stoppedBy: 'interrupted' }) });
    expect([journal.state.running, idsOf(journal.state.waiting), journal.state.history[0]!.outcome]).toEqual([
      null,
      [a.id, b.id, c.id],
      'interrupted',
    ]);
    // Its record could not be written: its events wait again, after a wait counted as a failed try.
    journal.startBuild(new Date(NOW));
    journal.requeueRunning({ retryAt: new Date(NOW + 5000) });
    expect([idsOf(journal.state.waiting), journal.attempts]).toEqual([[a.id, b.id, c.id], 1]);
    const done = buildWaiting(journal);
    expect([journal.state.waiting, idsOf(done.triggers), journal.attempts]).toEqual([[], [a.id, b.id, c.id], 0]);
    expect(() => journal.finish(outcome())).toThrow('no build is running');
  });

  it('take back an event whose write failed: as though it never came, its signature not spent', async () => {
    const journal = await Journal.open(dir);
    const kept = acceptHook(journal);
    const lost = acceptHook(journal);
    expect(journal.hasSpent(lost.signature!)).toBe(true);
    journal.withdraw(lost);
    expect([idsOf(journal.state.waiting), journal.hasSpent(lost.signature!), journal.hasSpent(kept.signature!)]).toEqual([
      [kept.id],
      false,
      true,
    ]);
  });

  it('go to the disk one write at a time, every change made meanwhile together in the next', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let writes = 0;
    const journal = await Journal.open(dir, { beforeWrite: () => (writes++ === 0 ? held : Promise.resolve()) });
    const first = journal.save();
    await expect.poll(() => writes).toBe(1);
    // Thirty hooks accepted while the first write is held at the disk: one write more, not thirty.
    const later = Array.from({ length: 30 }, () => {
      acceptHook(journal);
      return journal.save();
    });
    expect(new Set(later).size).toBe(1);
    expect(writes).toBe(1);
    release();
    await Promise.all([first, ...later]);
    expect(journal.writes).toBe(2);
    expect((await Journal.open(dir)).state.waiting).toHaveLength(30);
  });

  it('keep every event of the newest build and of one set aside, and the first two hundred of the others', async () => {
    const journal = await Journal.open(dir);
    const acceptMany = (n: number) => Array.from({ length: n }, () => acceptHook(journal));
    acceptMany(300);
    journal.startBuild(new Date(NOW));
    journal.setAside(outcome({ outcome: 'failed' }));
    acceptMany(300);
    buildWaiting(journal);
    buildWaiting(journal);
    buildWaiting(journal);
    const [r4, r3, r2, r1] = journal.state.history;
    expect([r4!.triggers.length, r3!.triggers.length, r2!.triggers.length, r1!.triggers.length]).toEqual([0, 0, 200, 300]);
    expect(r2!.triggersLeftOut).toBe(100);
    expect(r1!.triggersLeftOut).toBeUndefined();
  });

  it('keep the last fifty builds, and merge the oldest events beyond five hundred', async () => {
    const journal = await Journal.open(dir);
    const built = Array.from({ length: 60 }, () => buildWaiting(journal).id);
    expect(journal.state.history.map((r) => r.id)).toEqual(built.slice(-50).reverse());
    const accepted = Array.from({ length: 501 }, (_, i) => acceptHook(journal, [`es/p${i}.json`]));
    expect(journal.state.waiting).toHaveLength(500);
    expect(journal.state.waiting[0]!.files).toEqual(['es/p0.json', 'es/p1.json']);
    expect(journal.state.waiting[0]!.merged).toEqual([{ id: accepted[0]!.id, delivery: null }]);
  });

  it('merge events without losing a named file or a delivery, and know a merged delivery sent again', async () => {
    const journal = await Journal.open(dir);
    const named = acceptHook(journal, ['es/inicio.json'], 'd-1');
    const any = acceptHook(journal, null, 'd-2');
    for (let i = 0; i < 499; i++) acceptHook(journal);
    const merged = journal.state.waiting[0]!;
    expect(merged).toMatchObject({ id: any.id, files: ['es/inicio.json'], merged: [{ id: named.id, delivery: 'd-1' }] });
    expect(journal.acceptedAs('sha256=other', 'd-1', 'publish')).toEqual({ id: named.id, delivery: 'd-1' });
    // The build reads again every file an event named, though another event in it named none.
    expect(recheckFiles([merged, { id: 'x', delivery: null, event: 'publish', files: null, receivedAt: '' }])).toEqual(['es/inicio.json']);
  });

  it('wait, on a fake clock, until a failed build is due again before starting it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: NOW });
    try {
      const journal = await Journal.open(dir);
      const t = acceptHook(journal);
      // The second try, due after the first wait (5 s): not started a moment before, started then.
      journal.startBuild(new Date(NOW));
      journal.finish(outcome({ outcome: 'failed', stoppedBy: 'source' }), {
        attempts: 1,
        at: new Date(NOW + nextTry(1, { retryMs: 5000, maxRetryMs: 300_000 })!),
      });
      const config = testConfig(dir, join(dir, 'no-such-checkout'));
      const scheduler = new Scheduler(join(dir, 'no-such-checkout'), config, journal);
      scheduler.kick();
      vi.advanceTimersByTime(4999);
      expect(journal.state.running).toBeNull();
      vi.advanceTimersByTime(1);
      expect(idsOf(journal.state.running?.triggers ?? [])).toEqual([t.id]);
      vi.useRealTimers();
      await scheduler.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('give up on a build the CMS keeps failing, and on one that keeps taking the service down', async () => {
    const waits = Array.from({ length: MAX_ATTEMPTS }, (_, i) => nextTry(i + 1, { retryMs: 5000, maxRetryMs: 300_000 }));
    expect(waits.slice(0, 4)).toEqual([5000, 10_000, 20_000, 40_000]);
    expect(waits.at(-2)).toBe(300_000);
    expect(waits.at(-1)).toBeNull();
    const journal = await Journal.open(dir);
    const interrupted = () => {
      journal.startBuild(new Date(NOW));
      journal.requeueRunning({ outcome: outcome({ outcome: 'interrupted', stoppedBy: 'interrupted' }) });
    };
    buildWaiting(journal);
    const t = acceptHook(journal);
    interrupted();
    interrupted();
    expect(interruptionsInARow(journal.state.history)).toBe(2);
    // The third start in a row that finds the build interrupted sets its events aside.
    const third = journal.startBuild(new Date(NOW));
    await new Scheduler(dir, {} as PublisherConfig, journal).recover();
    expect(journal.state.waiting).toEqual([]);
    expect(journal.state.history[0]).toMatchObject({
      id: third.id,
      outcome: 'interrupted',
      attention: { state: 'waiting' },
      failure: expect.stringContaining('need attention'),
    });
    // Once only: after a build that was not interrupted, an interruption runs its events again.
    buildWaiting(journal);
    const u = acceptHook(journal);
    journal.startBuild(new Date(NOW));
    await new Scheduler(dir, {} as PublisherConfig, journal).recover();
    expect(idsOf(journal.state.waiting)).toEqual([u.id]);
    expect(idsOf(journal.state.history[0]!.triggers)).toEqual([u.id]);
    expect(idsOf(journal.state.history.find((r) => r.id === third.id)!.triggers)).toEqual([t.id]);
  });

  it('end a build that cannot be started as a failure that says why, and the service goes on', async () => {
    const config = testConfig(dir);
    // Its folder is gone: spawn fails (as it does out of processes or files), with an 'error' event.
    const run = await runServiceBuild(join(dir, 'no-such-checkout'), config, 1, ['es/inicio.json'], new AbortController().signal);
    expect(run).toMatchObject({ report: null, timedOut: false, tail: expect.stringContaining('the build could not be started') });
    expect(await readdir(dir)).toEqual([]);
  });

  it('forget the signatures older than the window', async () => {
    const journal = await Journal.open(dir);
    const old = journal.accept(hookEvent(null, null, NOW - 601_000), new Date(NOW));
    const recent = journal.accept(hookEvent(null, null, NOW - 10_000), new Date(NOW));
    journal.pruneSeen(NOW);
    expect([journal.hasSpent(old.signature!), journal.hasSpent(recent.signature!)]).toEqual([false, true]);
  });

  it('refuse a record of another version rather than misread it', async () => {
    await writeFile(join(dir, 'state.json'), JSON.stringify({ version: 2 }));
    await expect(Journal.open(dir)).rejects.toThrow('version 2');
  });
});

describe('a draft’s links', () => {
  it('go to the live site, found by an HTML parser, with nothing else of the page changed', () => {
    const html = [
      '<p title="<a href=\'/not-a-link\'>">',
      '<a class="x" href="/es/a?b=1&amp;c=2">a</a>',
      "<a href='/en'>b</a>",
      '<a data-x=">" href=/gl>c</a>',
      '<a href="//cdn.example/x">d</a><a href="https://other.example/">e</a><a href="#top">f</a>',
      '<link rel="icon" href="/favicon.svg"><img src="/pictures/a.webp" alt="">',
      '</p>',
    ].join('');
    expect(linksToLive(html, 'https://museo.example/$&')).toBe(
      [
        '<p title="<a href=\'/not-a-link\'>">',
        '<a class="x" href="https://museo.example/$&amp;/es/a?b=1&amp;c=2">a</a>',
        "<a href='https://museo.example/$&amp;/en'>b</a>",
        '<a data-x=">" href=https://museo.example/$&amp;/gl>c</a>',
        '<a href="//cdn.example/x">d</a><a href="https://other.example/">e</a><a href="#top">f</a>',
        '<link rel="icon" href="/favicon.svg"><img src="/pictures/a.webp" alt="">',
        '</p>',
      ].join(''),
    );
  });
});
