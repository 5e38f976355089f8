/**
 * The output lock in a container that is started again: each start of its process gets the same
 * process id (here, 1 in a PID namespace of its own: `unshare --pid --fork --mount-proc`, as root),
 * so a lock left by a killed holder names a process id that is running again. The holder's start time
 * tells them apart: the new process takes the lock instead of waiting for itself for good.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../support/build.ts';

const TAKE = ['--import', 'tsx', join(ROOT, 'tests/support/take-lock.ts')];
/** A PID namespace of its own needs root (or user namespaces); the project's CI runs as root. */
const namespaces = spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0;

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

describe.runIf(namespaces)('the output lock across a container restart', () => {
  it('is taken by the restarted process, whose id the dead holder had', async () => {
    dir = await mkdtemp(join(tmpdir(), 'museo-lock-ns-'));
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
