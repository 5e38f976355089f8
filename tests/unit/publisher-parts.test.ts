/**
 * The publishing service's parts on their own: its settings, its records on disk (changed
 * by the journal's steps only) and its scheduler's waits. The output folder's lock has its own file
 * (tests/unit/output-lock.test.ts), the signatures theirs (publisher-signatures.test.ts); the service as a whole is tested as a process in
 * tests/browser/publisher.test.ts.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publisherConfig } from '../../app/publisher/config.ts';
import { Journal } from '../../app/publisher/journal.ts';
import {
  acceptHook,
  buildWaiting,
  hookEvent,
  idsOf,
  outcome,
  SECRET,
  setAsideWaiting,
  stateFolder,
  testConfig,
} from '../support/publisher-setup.ts';
import { sign } from '../../app/publisher/signature.ts';
import { interruptionsInARow, MAX_ATTEMPTS, nextTry, recheckFiles, Scheduler } from '../../app/publisher/scheduler.ts';
import type { PublisherConfig } from '../../app/publisher/config.ts';
import { StandbyBuilds } from '../../app/publisher/standby-build.ts';
import { lineWatcher, runServiceBuild } from '../../app/publisher/run-build.ts';
import { linksToLive } from '../../app/publisher/draft-page.ts';
import { discard } from '../support/discard.ts';

const NOW = Date.UTC(2026, 10, 27, 12);
let dir: string;
beforeEach(async () => void (dir = await stateFolder()));
afterEach(() => discard(dir));

describe('the service’s settings', () => {
  const env = { PUBLISH_SECRET: SECRET, PUBLISH_STATUS_TOKEN: 'a-token-of-the-editors' };
  it('has the documented defaults', () => {
    expect(publisherConfig('/srv/museo', env, [])).toMatchObject({
      host: '127.0.0.1',
      port: 4174,
      previewPort: 4175,
      outDir: '/srv/museo/dist',
      stateDir: '/srv/museo/dist.publisher',
      callbackUrl: null,
      buildArgs: [],
    });
    expect(publisherConfig('/srv/museo', env, ['--out', '/var/www/site']).stateDir).toBe('/var/www/site.publisher');
    // The drafts' listener follows the service's port unless it is set.
    expect(publisherConfig('/srv/museo', { ...env, PUBLISH_PORT: '8080' }, [])).toMatchObject({ port: 8080, previewPort: 8081 });
    expect(publisherConfig('/srv/museo', { ...env, PUBLISH_PORT: '8080', PUBLISH_PREVIEW_PORT: '9000' }, []).previewPort).toBe(9000);
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
    expect(problems({ ...env, PUBLISH_PORT: '8080', PUBLISH_PREVIEW_PORT: '8080' })).toContain(
      'PUBLISH_PREVIEW_PORT must differ from PUBLISH_PORT',
    );
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

  it('keep the last fifty builds and every one set aside, and merge the oldest events beyond five hundred', async () => {
    const journal = await Journal.open(dir);
    const event = acceptHook(journal);
    const aside = setAsideWaiting(journal).id;
    const built = Array.from({ length: 60 }, () => buildWaiting(journal).id);
    // The builds set aside stay, whatever their age, until a person sends their events on.
    expect(journal.state.history.map((r) => r.id)).toEqual([...built.slice(-50).reverse(), aside]);
    expect(journal.retry(aside, new Date(NOW))).toBe(true);
    expect(idsOf(journal.state.waiting)).toEqual([event.id]);
    buildWaiting(journal);
    expect(journal.state.history.map((r) => r.id)).toEqual([built.at(-1)! + 1, ...built.slice(-49).reverse()]);
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

  it('tell the CMS, signed, when a build interrupted too often sets its events aside', async () => {
    const received: { body: string; headers: Record<string, string | string[] | undefined> }[] = [];
    const cms = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ body, headers: req.headers });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => cms.listen(0, '127.0.0.1', r));
    try {
      const journal = await Journal.open(dir);
      const config = testConfig(dir, dir, { PUBLISH_CALLBACK_URL: `http://127.0.0.1:${(cms.address() as AddressInfo).port}/hook-outcome` });
      const event = acceptHook(journal);
      for (let i = 0; i < 2; i++) {
        journal.startBuild(new Date(NOW));
        journal.requeueRunning({ outcome: outcome({ outcome: 'interrupted', stoppedBy: 'interrupted' }) });
      }
      const third = journal.startBuild(new Date(NOW));
      const scheduler = new Scheduler(dir, config, journal);
      await scheduler.recover();
      await scheduler.told;
      expect(received).toHaveLength(1);
      const { body, headers } = received[0]!;
      expect(headers['x-hub-signature-256']).toBe(sign(SECRET, 'callback', Number(headers['x-publish-timestamp']), body));
      expect(JSON.parse(body)).toMatchObject({
        build: third.id,
        outcome: 'interrupted',
        live: false,
        setAside: true,
        events: [{ id: event.id }],
      });
      expect(journal.state.history[0]).toMatchObject({ id: third.id, callback: { delivered: true, detail: 'HTTP 204' } });
      await scheduler.stop();
    } finally {
      await new Promise((r) => cms.close(r));
    }
  });

  it('end a build that cannot be started as a failure that says why, and the service goes on', async () => {
    const config = testConfig(dir);
    // Its folder is gone: spawn fails (as it does out of processes or files), with an 'error' event.
    const run = await runServiceBuild(
      new StandbyBuilds(join(dir, 'no-such-checkout'), join(dir, 'out')),
      config,
      1,
      { files: ['es/inicio.json'], named: true },
      new AbortController().signal,
    );
    expect(run).toMatchObject({ report: null, timedOut: false, tail: expect.stringContaining('the build could not be started') });
    expect(await readdir(dir)).toEqual([]);
  });

  it('hear once the line that says an edit is live and found by search, whichever chunks it comes in', () => {
    const line = 'edit live and found by search 0.91 s after the start\n';
    const output = `page list: the published build's\nsearch index: left\n${line}search index: 20647 pages\n${line}`;
    // Every way of cutting the output in two and in three: heard once, and only from the line's start.
    for (let a = 0; a <= output.length; a += 3)
      for (const b of [a, Math.min(output.length, a + 7)]) {
        let heard = 0;
        const hear = lineWatcher('edit live and found by search', () => heard++);
        for (const chunk of [output.slice(0, a), output.slice(a, b), output.slice(b)]) hear(chunk);
        expect(heard, `cut at ${a} and ${b}`).toBe(1);
      }
    let heard = 0;
    const hear = lineWatcher('edit live and found by search', () => heard++);
    for (const chunk of ['the report says: edit live', ' and found by search 0.9 s\n', 'edit live and found', 'x\n']) hear(chunk);
    expect(heard, 'not a line that starts with it').toBe(0);
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
