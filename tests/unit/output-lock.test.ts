/**
 * The output folder's lock, which keeps two builds of one folder apart (app/site-build/publish/output-lock.ts):
 * taken by one process and released; released by a holder that died, or died writing it; broken once
 * when several processes find it stale together; waited for while a live process holds it. And in a
 * container that is started again: each start of its process gets the same process id (here, 1 in a PID
 * namespace of its own: `unshare --pid --fork --mount-proc`, as root), so a lock left by a killed holder
 * names a process id that is running again. The holder's start time tells them apart: the new process
 * takes the lock instead of waiting for itself for good.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockFile, lockHolder, lockOutput, lockWaiters, tryLock } from '../../app/site-build/publish/output-lock.ts';
import { ROOT } from '../support/build.ts';

/** A process that takes the lock of the folder it is given (tests/support/take-lock.ts). */
const TAKE = ['--import', 'tsx', join(ROOT, 'tests/support/take-lock.ts')];
let dir: string;
beforeEach(async () => void (dir = await mkdtemp(join(tmpdir(), 'museo-lock-'))));
afterEach(() => rm(dir, { recursive: true, force: true }));

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

/** A PID namespace of its own needs root (or user namespaces); the project's CI runs as root. */
const namespaces = spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0;

describe.runIf(namespaces)('the output lock across a container restart', () => {
  it('is taken by the restarted process, whose id the dead holder had', async () => {
    const out = join(dir, 'dist');
    // The first start takes the lock and is killed holding it, as `kill -9` or an OOM kill leaves it (its
    // namespace's process 1 dies with unshare: --kill-child).
    const first = spawn('unshare', ['--pid', '--fork', '--mount-proc', '--kill-child=SIGKILL', process.execPath, ...TAKE, out, 'hold'], {
      cwd: ROOT,
    });
    const said = await new Promise<string>((done) => first.stdout.once('data', (b: Buffer) => done(b.toString())));
    expect(said.trim()).toBe('took as 1');
    first.kill('SIGKILL');
    await new Promise((done) => first.once('close', done));
    expect((await readFile(`${out}.lock`, 'utf8')).split(' ')[0]).toBe('1');
    // The next start is process 1 too: it takes the lock rather than see it held by "process 1" (itself).
    const next = spawnSync('unshare', ['--pid', '--fork', '--mount-proc', process.execPath, ...TAKE, out], { cwd: ROOT, encoding: 'utf8' });
    expect(next.stderr).toBe('');
    expect(next.stdout.trim()).toBe('took as 1');
  });
});
