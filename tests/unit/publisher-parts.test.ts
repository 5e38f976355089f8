/**
 * The publishing service's parts on their own: signatures, its settings, its records on disk, and the
 * output folder's lock that keeps two builds of one folder apart. The service as a whole is tested as
 * a process in tests/browser/publisher.test.ts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publisherConfig } from '../../app/publisher/config.ts';
import { Journal, type BuildRecord } from '../../app/publisher/journal.ts';
import {
  previewSigned,
  sameToken,
  sign,
  signatureHeaders,
  signedHeaders,
  signPreview,
  verifySignature,
} from '../../app/publisher/signature.ts';
import { lockFile, lockHolder, lockOutput, lockWaiters, tryLock } from '../../app/site-build/publish/output-lock.ts';
import { interruptionsInARow, MAX_ATTEMPTS, nextTry, recheckFiles, Scheduler } from '../../app/publisher/scheduler.ts';
import type { PublisherConfig } from '../../app/publisher/config.ts';
import { ROOT } from '../support/build.ts';
import { runBuild } from '../../app/publisher/run-build.ts';

const SECRET = 's'.repeat(40);
const NOW = Date.UTC(2026, 10, 27, 12);
let dir: string;
beforeEach(async () => void (dir = await mkdtemp(join(tmpdir(), 'museo-publisher-'))));
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
  const record = (id: number): BuildRecord => ({
    id,
    triggers: [],
    startedAt: '',
    endedAt: '',
    seconds: 0,
    outcome: 'published',
    stoppedBy: null,
    pages: null,
    errors: [],
    failure: null,
    retryAt: null,
    callback: null,
  });

  it('are read back as they were saved, with no temporary file left', async () => {
    const journal = await Journal.open(dir);
    journal.addWaiting({ id: 'a', delivery: null, event: 'publish', files: ['es/inicio.json'], receivedAt: 'now' });
    journal.state.seen['sha256=ab'] = 1;
    await journal.save();
    expect((await Journal.open(dir)).state).toEqual(journal.state);
    expect(await readdir(dir)).toEqual(['state.json']);
  });

  it('go to the disk one write at a time, every change made meanwhile together in the next', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let writes = 0;
    const journal = await Journal.open(dir, { beforeWrite: () => (writes++ === 0 ? held : Promise.resolve()) });
    const first = journal.save();
    await expect.poll(() => writes).toBe(1);
    // Thirty hooks accepted while the first write is held at the disk: one write more, not thirty.
    const later = Array.from({ length: 30 }, (_, i) => {
      journal.addWaiting({ id: String(i), delivery: null, event: 'publish', files: null, receivedAt: '' });
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
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: String(i), delivery: null, event: 'publish' as const, files: null, receivedAt: '' }));
    journal.addHistory({ ...record(1), triggers: many(300), attention: { state: 'waiting' } });
    journal.addHistory({ ...record(2), triggers: many(300) });
    journal.addHistory(record(3));
    journal.addHistory(record(4));
    const [r4, r3, r2, r1] = journal.state.history;
    expect([r4!.triggers.length, r3!.triggers.length, r2!.triggers.length, r1!.triggers.length]).toEqual([0, 0, 200, 300]);
    expect(r2!.triggersLeftOut).toBe(100);
    expect(r1!.triggersLeftOut).toBeUndefined();
  });

  it('keep the last fifty builds, and merge the oldest events beyond five hundred', async () => {
    const journal = await Journal.open(dir);
    for (let i = 1; i <= 60; i++) journal.addHistory(record(i));
    expect(journal.state.history.map((r) => r.id)).toEqual(Array.from({ length: 50 }, (_, i) => 60 - i));
    for (let i = 0; i < 501; i++)
      journal.addWaiting({ id: String(i), delivery: null, event: 'publish', files: [`es/p${i}.json`], receivedAt: '' });
    expect(journal.state.waiting).toHaveLength(500);
    expect(journal.state.waiting[0]!.files).toEqual(['es/p0.json', 'es/p1.json']);
    expect(journal.state.waiting[0]!.merged).toEqual([{ id: '0', delivery: null }]);
  });

  it('merge events without losing a named file or a delivery, and know a merged delivery sent again', async () => {
    const journal = await Journal.open(dir);
    journal.addWaiting({ id: 'named', delivery: 'd-1', event: 'publish', files: ['es/inicio.json'], receivedAt: '' });
    journal.addWaiting({ id: 'any', delivery: 'd-2', event: 'publish', files: null, receivedAt: '' });
    for (let i = 0; i < 499; i++) journal.addWaiting({ id: String(i), delivery: null, event: 'publish', files: null, receivedAt: '' });
    const merged = journal.state.waiting[0]!;
    expect(merged).toMatchObject({ id: 'any', files: ['es/inicio.json'], merged: [{ id: 'named', delivery: 'd-1' }] });
    expect(journal.acceptedAs('sha256=other', 'd-1', 'publish')).toEqual({ id: 'named', delivery: 'd-1' });
    // The build reads again every file an event named, though another event in it named none.
    expect(recheckFiles([merged, { id: 'x', delivery: null, event: 'publish', files: null, receivedAt: '' }])).toEqual(['es/inicio.json']);
  });

  it('wait, on a fake clock, until a failed build is due again before starting it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: NOW });
    try {
      const journal = await Journal.open(dir);
      journal.addWaiting({ id: 't', delivery: null, event: 'publish', files: null, receivedAt: '' });
      // The second try, due after the first wait (5 s): not started a moment before, started then.
      journal.state.retry = { attempts: 1, at: new Date(NOW + nextTry(1, { retryMs: 5000, maxRetryMs: 300_000 })!).toISOString() };
      const config = publisherConfig(
        join(dir, 'no-such-checkout'),
        { PUBLISH_SECRET: SECRET, PUBLISH_STATUS_TOKEN: 'a-token-of-the-editors' },
        ['--state', dir],
      );
      const scheduler = new Scheduler(join(dir, 'no-such-checkout'), config, journal);
      scheduler.kick();
      vi.advanceTimersByTime(4999);
      expect(journal.state.running).toBeNull();
      vi.advanceTimersByTime(1);
      expect(journal.state.running?.triggers.map((t) => t.id)).toEqual(['t']);
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
    const trigger = { id: 't', delivery: null, event: 'publish' as const, files: null, receivedAt: '' };
    journal.state.history = [{ ...record(2), outcome: 'interrupted' }, { ...record(1), outcome: 'interrupted' }, record(0)];
    expect(interruptionsInARow(journal.state.history)).toBe(2);
    journal.state.running = { id: 3, triggers: [trigger], startedAt: new Date(NOW).toISOString() };
    await new Scheduler(dir, {} as PublisherConfig, journal).recover();
    expect(journal.state.waiting).toEqual([]);
    expect(journal.state.history[0]).toMatchObject({ id: 3, outcome: 'interrupted', failure: expect.stringContaining('need attention') });
    // Once only: after a build that was not interrupted, an interruption runs its events again.
    journal.state.history.unshift(record(4));
    journal.state.running = { id: 5, triggers: [trigger], startedAt: new Date(NOW).toISOString() };
    await new Scheduler(dir, {} as PublisherConfig, journal).recover();
    expect(journal.state.waiting).toEqual([trigger]);
  });

  it('end a build that cannot be started as a failure that says why, and the service goes on', async () => {
    const config = publisherConfig(dir, { PUBLISH_SECRET: SECRET, PUBLISH_STATUS_TOKEN: 'a-token-of-the-editors' }, ['--state', dir]);
    // Its folder is gone: spawn fails (as it does out of processes or files), with an 'error' event.
    const run = await runBuild(join(dir, 'no-such-checkout'), config, 1, ['es/inicio.json'], new AbortController().signal);
    expect(run).toMatchObject({ report: null, timedOut: false, tail: expect.stringContaining('the build could not be started') });
    expect(await readdir(dir)).toEqual([]);
  });

  it('forget the signatures older than the window', async () => {
    const journal = await Journal.open(dir);
    journal.state.seen = { old: NOW / 1000 - 601, recent: NOW / 1000 - 10 };
    journal.pruneSeen(NOW);
    expect(Object.keys(journal.state.seen)).toEqual(['recent']);
  });

  it('refuse a record of another version rather than misread it', async () => {
    await writeFile(join(dir, 'state.json'), JSON.stringify({ version: 2 }));
    await expect(Journal.open(dir)).rejects.toThrow('version 2');
  });
});

describe('the output folder’s lock', () => {
  const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

  it('is taken by one process, and released', async () => {
    const out = join(dir, 'site');
    const lock = await tryLock(out);
    expect('release' in lock).toBe(true);
    expect(await lockHolder(out)).toBe(process.pid);
    // Held by a live process (this one): not taken again.
    expect(await tryLock(out)).toEqual({ heldBy: process.pid });
    if ('release' in lock) await lock.release();
    expect(await lockHolder(out)).toBeNull();
    expect(await readdir(dir)).toEqual([]);
  });

  it('is released by a holder that died, or that died writing it', async () => {
    const out = join(dir, 'site');
    for (const content of [`${deadPid()}\n`, '', 'not a process']) {
      await writeFile(lockFile(out), content);
      const lock = await tryLock(out);
      expect('release' in lock, JSON.stringify(content)).toBe(true);
      if ('release' in lock) await lock.release();
    }
  });

  it('is broken once when several processes find it stale at the same moment: one of them holds it', async () => {
    const out = join(dir, 'site');
    for (let round = 0; round < 2; round++) {
      await writeFile(lockFile(out), `${deadPid()} 1\n`);
      // Each process waits until the same moment, then tries: the stale lock is found by all of them together.
      const at = String(Date.now() + 2500);
      const takers = Array.from({ length: 5 }, () =>
        spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'tests/support/take-lock.ts'), out, 'hold', at], { cwd: ROOT }),
      );
      try {
        const said = await Promise.all(
          takers.map((t) => new Promise<string>((done) => t.stdout.once('data', (b: Buffer) => done(b.toString().trim())))),
        );
        const took = said.filter((s) => s.startsWith('took'));
        expect(took, said.join('; ')).toHaveLength(1);
        const holder = Number(took[0]!.split(' ')[2]);
        expect(said.filter((s) => s === `held by ${holder}`)).toHaveLength(4);
        expect(await lockHolder(out)).toBe(holder);
      } finally {
        for (const t of takers) t.kill('SIGKILL');
        await Promise.all(takers.map((t) => new Promise((r) => (t.exitCode === null ? t.once('close', r) : r(null)))));
      }
    }
  });

  it('is waited for while a live process holds it, and whoever waits can be seen', async () => {
    const out = join(dir, 'site');
    const holder = spawn('sleep', ['600']);
    try {
      await writeFile(lockFile(out), `${holder.pid}\n`);
      const told: number[] = [];
      let taken = false;
      const waiting = lockOutput(out, (pid) => told.push(pid), 20).then((lock) => ((taken = true), lock));
      await expect.poll(() => told).toEqual([holder.pid]);
      expect(await lockWaiters(out)).toEqual([process.pid]);
      expect(taken).toBe(false);
      holder.kill('SIGKILL');
      const lock = await waiting;
      expect(await lockHolder(out)).toBe(process.pid);
      expect(await lockWaiters(out)).toEqual([]);
      await lock.release();
      expect(await readFile(lockFile(out), 'utf8').catch(() => 'gone')).toBe('gone');
    } finally {
      holder.kill('SIGKILL');
    }
  });
});
