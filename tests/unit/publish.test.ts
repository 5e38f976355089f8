/**
 * Publishing as visitors and operators meet it: an edit moved into the published folder while
 * requests are in flight (every answer whole, old or new), a build stopped while moving (finished by
 * the next), a rollback, and whole builds switched by the link with the previous one kept.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newBuildFolder, publish, rollback } from '../../app/site-build/publish/publish.ts';
import { lastUndo, publishInPlace, recoverInPlace, undoLastPublish } from '../../app/site-build/publish/publish-in-place.ts';
import { createStaticServer } from '../../app/server/static-server.ts';
import { discard } from '../support/discard.ts';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'museo-publish-'));
});
afterAll(() => discard(work));

const page = (n: number) => `<!doctype html><html lang="es"><title>version ${n}</title>${`<p>versión ${n}</p>`.repeat(3000)}</html>`;
const appData = (n: number) => JSON.stringify({ buildHash: 'same-code', pages: n });

/** A published site at `out` (a link to a build folder) with a page, its page data and app data at version 0. */
async function publishedSite(name: string) {
  const out = join(work, name);
  const dir = await newBuildFolder(out);
  await writeFile(join(dir, 'index.html'), page(0));
  await mkdir(join(dir, 'page-data/obra'), { recursive: true });
  await writeFile(join(dir, 'page-data/obra/page-data.json'), JSON.stringify({ version: 0 }));
  await writeFile(join(dir, 'page-data/app-data.json'), appData(0));
  await writeFile(join(dir, 'retirada.html'), '<!doctype html><title>retirada</title>');
  await (
    await publish(out, dir)
  ).done;
  return { out, live: await realpath(out) };
}

/** Stages version `n` of the page, its page data and app data inside the live folder. */
async function stage(live: string, n: number) {
  const staging = join(live, `.staging-${process.pid}`);
  await mkdir(join(staging, 'page-data/obra'), { recursive: true });
  await writeFile(join(staging, 'index.html'), page(n));
  await writeFile(join(staging, 'page-data/obra/page-data.json'), JSON.stringify({ version: n }));
  await writeFile(join(staging, 'page-data/app-data.json'), appData(n));
  return staging;
}

describe('an edit published in place', () => {
  it('compares a large file a piece at a time: the same bytes stay, a byte changed anywhere is moved', async () => {
    const { live } = await publishedSite('large-files');
    // Three pieces and a bit (a language's collection data is tens of MB).
    const large = Buffer.alloc(3 * (1 << 20) + 5, 'a');
    const changedAt = (at: number) => Buffer.concat([large.subarray(0, at), Buffer.from('b'), large.subarray(at + 1)]);
    const files = {
      'same.csv': large,
      'first.csv': changedAt(0),
      'last.csv': changedAt(large.length - 1),
      'third.csv': changedAt(2 << 20),
    };
    await Promise.all(Object.keys(files).map((name) => writeFile(join(live, name), large)));
    const staging = await stage(live, 1);
    await Promise.all(Object.entries(files).map(([name, bytes]) => writeFile(join(staging, name), bytes)));
    const change = await publishInPlace(live, staging, { removals: [], last: [] });
    expect(change.moved.filter((f) => f.endsWith('.csv')).sort()).toEqual(['first.csv', 'last.csv', 'third.csv']);
    expect((await readFile(join(live, 'last.csv'))).equals(files['last.csv']), 'the file moved in whole').toBe(true);
  });

  it(
    'moves only what changed, each file whole: under load every answer is the old version or the new one',
    { timeout: 120_000 },
    async () => {
      const { out, live } = await publishedSite('under-load');
      const server = createStaticServer(out);
      await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const problems: string[] = [];
      const seen = new Set<number>();
      try {
        for (let n = 1; n <= 25; n++) {
          const staging = await stage(live, n);
          // Identical bytes are not moved (the file keeps its date and ETag).
          await writeFile(join(staging, 'retirada.html'), '<!doctype html><title>retirada</title>');
          const inFlight = Array.from({ length: 12 }, async (_, i) => {
            const path = ['/', '/page-data/obra/page-data.json', '/page-data/app-data.json'][i % 3]!;
            const res = await fetch(url + path, { headers: { 'accept-encoding': i % 2 ? 'br' : 'identity' } });
            const body = await res.text();
            const version =
              path === '/'
                ? Number(/<title>version (\d+)</.exec(body)?.[1])
                : Number((JSON.parse(body) as { version?: number; pages?: number }).version ?? JSON.parse(body).pages);
            const whole = path === '/' ? body === page(version) : true;
            if (res.status !== 200 || !whole || (version !== n && version !== n - 1))
              problems.push(`${path} during edit ${n}: ${res.status} ${body.slice(0, 60)}`);
            else seen.add(version);
          });
          const change = await publishInPlace(live, staging, { removals: [], last: ['page-data/app-data.json'] });
          expect(change.moved.sort()).toEqual(['index.html', 'page-data/app-data.json', 'page-data/obra/page-data.json']);
          expect(change.same).toBe(1);
          await Promise.all(inFlight);
        }
      } finally {
        server.closeAllConnections();
        await new Promise((ok) => server.close(ok));
      }
      expect(problems).toEqual([]);
      expect(seen.size).toBeGreaterThan(1);
      // The same build folder, no staging left, one undo (the last edit's).
      expect(await realpath(out)).toBe(live);
      const names = await readdir(live);
      expect(names.filter((n) => n.startsWith('.staging'))).toEqual([]);
      expect(names.filter((n) => n.startsWith('.undo-')).length).toBe(1);
    },
  );

  it('is undone by a rollback: replaced files back, created files gone, removed files back', async () => {
    const { out, live } = await publishedSite('rollback');
    const staging = await stage(live, 1);
    await writeFile(join(staging, 'nueva.html'), '<!doctype html><title>nueva</title>');
    await publishInPlace(live, staging, { removals: ['retirada.html'], last: ['page-data/app-data.json'] });
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe(page(1));
    expect(existsSync(join(out, 'retirada.html'))).toBe(false);
    expect(existsSync(join(out, 'page-data/app-data.json'))).toBe(true);

    expect(await rollback(out)).toMatch(/^undid the last edit published in /);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe(page(0));
    expect(await readFile(join(out, 'page-data/app-data.json'), 'utf8')).toBe(appData(0));
    expect(await readFile(join(out, 'retirada.html'), 'utf8')).toContain('retirada');
    expect(existsSync(join(out, 'nueva.html'))).toBe(false);
    expect(await lastUndo(live)).toBeNull();
    expect(await undoLastPublish(live)).toBeNull();
  });

  it('left half done by a stopped build, is finished before the next build touches the site', async () => {
    const { out, live } = await publishedSite('stopped');
    const staging = await stage(live, 1);
    // The journal is written and the first move made, then the process dies.
    const journal = {
      staging: staging.slice(live.length + 1),
      undo: '.undo-20260101-000000000Z-1',
      moves: ['index.html', 'page-data/obra/page-data.json', 'page-data/app-data.json'],
      removals: ['retirada.html'],
      created: [],
    };
    await mkdir(join(live, journal.undo), { recursive: true });
    await writeFile(join(live, journal.undo, '.undo.json'), JSON.stringify(journal));
    await writeFile(join(live, '.publish.json'), JSON.stringify(journal));
    await rename(join(staging, 'index.html'), join(live, 'index.html'));
    // Also a staging folder of a build whose process is gone.
    await mkdir(join(live, '.staging-999999999'), { recursive: true });

    await recoverInPlace(live);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe(page(1));
    expect(JSON.parse(await readFile(join(out, 'page-data/obra/page-data.json'), 'utf8'))).toEqual({ version: 1 });
    expect(await readFile(join(out, 'page-data/app-data.json'), 'utf8')).toBe(appData(1));
    expect(existsSync(join(out, 'retirada.html'))).toBe(false);
    const names = await readdir(live);
    expect(names).not.toContain('.publish.json');
    expect(names.filter((n) => n.startsWith('.staging'))).toEqual([]);
  });
});

/** A whole build of version `n` in a new folder beside the site at `out` (its page and app data). */
async function wholeBuild(out: string, n: number) {
  const dir = await newBuildFolder(out);
  await mkdir(join(dir, 'page-data'), { recursive: true });
  await writeFile(join(dir, 'index.html'), page(n));
  await writeFile(join(dir, 'page-data/app-data.json'), appData(n));
  return dir;
}

describe('whole builds switched by the link', () => {
  it('each get a folder of their own, even two of one process in the same millisecond (the first may be live)', async () => {
    const out = join(work, 'same-moment');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-27T12:00:00.000Z'));
      const first = await newBuildFolder(out);
      await writeFile(join(first, 'index.html'), 'live');
      const second = await newBuildFolder(out);
      expect(second).not.toBe(first);
      expect(await readFile(join(first, 'index.html'), 'utf8')).toBe('live');
      // Named in the order they were made.
      expect([first, second].sort()).toEqual([first, second]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keep the build that was live before (never a dead build’s folder), and roll back to it and forward again', async () => {
    const out = join(work, 'switch');
    const build = (n: number) => wholeBuild(out, n);
    const first = await build(1);
    await (
      await publish(out, first)
    ).done;
    // A build that died half way (its process is gone): a folder a later publish must not take for a build.
    const dead = join(`${out}.builds`, '20990101-000000000Z-999999999');
    await mkdir(dead, { recursive: true });
    await writeFile(join(dead, 'index.html'), 'partial');
    const second = await build(2);
    const { removed, done } = await publish(out, second);
    expect(removed).toEqual(['20990101-000000000Z-999999999']);
    // Renamed aside at once (never listed as a build), removed by a process of its own.
    expect(existsSync(dead)).toBe(false);
    await done;
    const kept = (await readdir(`${out}.builds`)).filter((n) => !n.startsWith('.')).sort();
    expect(kept).toEqual([first, second].map((d) => d.slice(`${out}.builds/`.length)).sort());
    expect((await readdir(`${out}.builds`)).filter((n) => n.startsWith('.removing-'))).toEqual([]);

    expect(await rollback(out)).toMatch(/^switched .* back: live now .*, before /);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe(page(1));
    expect(await rollback(out)).toMatch(/^switched .* back: live now .*, before /);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe(page(2));
  });

  it('removes what an interrupted removal left, and never a build being written', async () => {
    const out = join(work, 'leftovers');
    const build = (n: number) => wholeBuild(out, n);
    await (
      await publish(out, await build(1))
    ).done;
    // A removal killed half way (its folder renamed aside, not yet gone), and a build still being written by a live process.
    const interrupted = join(`${out}.builds`, '.removing-20990101-000000000Z-999999998');
    await mkdir(join(interrupted, 'page-data/obra'), { recursive: true });
    await writeFile(join(interrupted, 'page-data/obra/page-data.json'), '{}');
    const writing = join(`${out}.builds`, `20990101-000000000Z-${process.ppid}`);
    await mkdir(writing, { recursive: true });
    const { removed, done } = await publish(out, await build(2));
    expect(removed).toEqual([]);
    await done;
    expect(existsSync(interrupted)).toBe(false);
    expect(existsSync(writing)).toBe(true);
    await rm(writing, { recursive: true });
  });
});
