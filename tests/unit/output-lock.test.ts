/**
 * The output folder's lock, which keeps two builds of one folder apart, and two publishing services off
 * one records folder (app/site-build/publish/output-lock.ts): a kernel lock (flock) on `<out>.lock`. It
 * is taken by one process and released; freed by the kernel when its holder dies however it dies;
 * taken by exactly one of several processes that try at the same moment; waited for while held, and
 * whoever waits can be seen; never written through a link. And across PID namespaces (containers sharing
 * a volume: `unshare --pid --fork --mount-proc`, as root): a holder whose process id means nothing here
 * still holds, a second service refuses the records folder, and a restarted container's process 1
 * takes the lock its killed predecessor (also process 1) held.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { link, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../app/tools/free-port.ts';
import { lockFile, lockHolder, lockOutput, lockWaiters, tryLock } from '../../app/site-build/publish/output-lock.ts';
import { buildEnv, ROOT } from '../support/build.ts';
import { SECRET, startService, STATUS_TOKEN } from '../support/publisher.ts';
import { discard } from '../support/discard.ts';

/** A process that takes the lock of the folder it is given (tests/support/take-lock.ts). */
const TAKE = ['--import', 'tsx', join(ROOT, 'tests/support/take-lock.ts')];
/** A PID namespace of its own, as a container has (needs root, or user namespaces; the project's CI runs as root). */
const NAMESPACE = ['--pid', '--fork', '--mount-proc', '--kill-child=SIGKILL'];
let dir: string;
const started: ChildProcess[] = [];
beforeEach(async () => void (dir = await mkdtemp(join(tmpdir(), 'museo-lock-'))));
afterEach(async () => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  await discard(dir);
});

/** A process that takes the lock on `out` and holds it until killed; resolves with what it said ("took as N"). */
async function holder(out: string, command: string[] = [process.execPath, ...TAKE, out, 'hold']) {
  const child = spawn(command[0]!, command.slice(1), { cwd: ROOT });
  started.push(child);
  const said = await new Promise<string>((done) => child.stdout!.once('data', (b: Buffer) => done(b.toString().trim())));
  return { child, said };
}
const ended = (child: ChildProcess) =>
  new Promise((done) => (child.exitCode === null && child.signalCode === null ? child.once('close', done) : done(null)));

describe('the output folder’s lock', () => {
  it('is taken by one process, and released', async () => {
    const out = join(dir, 'site');
    const lock = await tryLock(out);
    expect('release' in lock).toBe(true);
    expect(await lockHolder(out)).toBe(process.pid);
    // Held (by this very process, through another open file): not taken again.
    expect(await tryLock(out)).toEqual({ heldBy: process.pid });
    if ('release' in lock) await lock.release();
    expect(await lockHolder(out)).toBeNull();
    // The file stays, empty: removing it would let a second process lock a new file of the same name.
    expect(await readdir(dir)).toEqual(['site.lock']);
    expect(await readFile(lockFile(out), 'utf8')).toBe('');
  });

  it('is freed by the kernel when its holder is killed; what a dead holder wrote does not matter', async () => {
    const out = join(dir, 'site');
    const { child, said } = await holder(out);
    expect(said).toBe(`took as ${child.pid}`);
    expect(await tryLock(out)).toEqual({ heldBy: child.pid });
    child.kill('SIGKILL');
    await ended(child);
    // What it wrote is still there; the kernel's lock is not.
    expect(await readFile(lockFile(out), 'utf8')).toMatch(new RegExp(`^${child.pid} `));
    for (const content of ['', 'not a process', '1 1\n']) {
      await writeFile(lockFile(out), content);
      const lock = await tryLock(out);
      expect('release' in lock, JSON.stringify(content)).toBe(true);
      if ('release' in lock) await lock.release();
    }
  });

  it('is taken by exactly one of several processes that try at the same moment', async () => {
    const out = join(dir, 'site');
    // Each process waits until the same moment, then tries.
    const at = String(Date.now() + 2500);
    const takers = await Promise.all(Array.from({ length: 5 }, () => holder(out, [process.execPath, ...TAKE, out, 'hold', at])));
    const said = takers.map((t) => t.said);
    const took = said.filter((s) => s.startsWith('took'));
    expect(took, said.join('; ')).toHaveLength(1);
    const pid = Number(took[0]!.split(' ')[2]);
    expect(said.filter((s) => s === `held by ${pid}`)).toHaveLength(4);
    expect(await lockHolder(out)).toBe(pid);
  });

  it('is waited for while another process holds it, and whoever waits can be seen', async () => {
    const out = join(dir, 'site');
    const { child } = await holder(out);
    const told: number[] = [];
    let taken = false;
    const waiting = lockOutput(out, (pid) => told.push(pid)).then((lock) => ((taken = true), lock));
    await expect.poll(() => told).toEqual([child.pid]);
    await expect.poll(() => lockWaiters(out)).toBe(1);
    expect(taken).toBe(false);
    child.kill('SIGKILL');
    const lock = await waiting;
    expect(await lockHolder(out)).toBe(process.pid);
    expect(await lockWaiters(out)).toBe(0);
    await lock.release();
  });

  it('is never written through a link: a lock file that is a hard or symbolic link to another file is refused', async () => {
    const out = join(dir, 'site');
    const other = join(dir, 'someone-elses-file');
    await writeFile(other, 'keep me\n');
    await link(other, lockFile(out));
    await expect(tryLock(out)).rejects.toThrow(/not a plain file of its own \(2 names\)/);
    await rm(lockFile(out));
    await symlink(other, lockFile(out));
    await expect(tryLock(out)).rejects.toThrow(/ELOOP/);
    await expect(lockOutput(out, () => undefined)).rejects.toThrow(/ELOOP/);
    expect(await readFile(other, 'utf8')).toBe('keep me\n');
  });
});

const namespaces = spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0;

describe.runIf(namespaces)('the lock across PID namespaces (containers sharing a volume)', () => {
  it('holds for a holder whose process id means nothing here, and is freed when that container is killed', async () => {
    const out = join(dir, 'dist');
    const first = await holder(out, ['unshare', ...NAMESPACE, process.execPath, ...TAKE, out, 'hold']);
    expect(first.said).toBe('took as 1');
    // Process 1 here is not the holder (nor alive to this namespace's eyes, as the old lock judged): it holds all the same.
    expect(await tryLock(out)).toEqual({ heldBy: 1 });
    const other = spawnSync('unshare', [...NAMESPACE, process.execPath, ...TAKE, out], { cwd: ROOT, encoding: 'utf8' });
    expect(other.stdout.trim()).toBe('held by 1');
    first.child.kill('SIGKILL');
    await ended(first.child);
    // A restarted container's process is process 1 again: it takes the lock its killed predecessor held.
    const next = spawnSync('unshare', [...NAMESPACE, process.execPath, ...TAKE, out], { cwd: ROOT, encoding: 'utf8' });
    expect(next.stderr).toBe('');
    expect(next.stdout.trim()).toBe('took as 1');
  });

  it('keeps a second publishing service, in another PID namespace, off the records of a running one', async () => {
    const out = join(dir, 'dist');
    const state = join(dir, 'records');
    const service = await startService(out, state, {});
    try {
      const [port, previewPort] = [await freePort(), await freePort()];
      const env = buildEnv({
        PUBLISH_SECRET: SECRET,
        PUBLISH_STATUS_TOKEN: STATUS_TOKEN,
        PUBLISH_PORT: String(port),
        PUBLISH_PREVIEW_PORT: String(previewPort),
      });
      const second = spawnSync(
        'unshare',
        [...NAMESPACE, process.execPath, '--import', 'tsx', 'app/publisher/publisher.ts', '--out', out, '--state', state],
        { cwd: ROOT, env, encoding: 'utf8', timeout: 120_000 },
      );
      expect(second.status, second.stdout + second.stderr).toBe(2);
      expect(second.stderr).toContain(`Another publishing service (process ${service.process.pid}) keeps its records in ${state}`);
      // The first goes on, its records its own.
      expect((await fetch(`${service.url}/health`)).status).toBe(200);
      expect(await lockHolder(state)).toBe(service.process.pid);
    } finally {
      await service.stop();
    }
  }, 180_000);
});
