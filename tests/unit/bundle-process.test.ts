/**
 * The bundler runs in a process of its own (app/site-build/bundle/bundle-process.ts). A build that is killed
 * (SIGKILL: no handler of its own runs) must take it along, even at once, while the bundler is still
 * starting: otherwise it would go on writing a bundle into a folder nobody publishes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ROOT as root } from '../support/build.ts';
import { discard } from '../support/discard.ts';

const work = await mkdtemp(join(tmpdir(), 'bundler-'));
afterAll(() => discard(work));

const running = (pid: number) => {
  try {
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
};

it('stops when the build that started it is killed', { timeout: 120_000 }, async () => {
  const dir = join(work, 'build');
  const serverDir = join(work, 'server');
  // A stand-in for the build: starts the bundler as the build does, says its pid, and is killed at once.
  const parent = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { bundleInChildProcess } from ${JSON.stringify(join(root, 'app/site-build/bundle/bundle.ts'))};
       bundleInChildProcess(${JSON.stringify(root)}, ${JSON.stringify(dir)}, ${JSON.stringify(serverDir)}, (pid) => {
         console.log(pid);
         process.kill(process.pid, 'SIGKILL');
       });`,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  expect(parent.signal).toBe('SIGKILL');
  const pid = Number(parent.stdout.trim());
  expect(pid).toBeGreaterThan(0);
  // However long this machine takes: a bundler left running would write its manifest before it ended.
  while (running(pid)) await new Promise((r) => setTimeout(r, 20));
  expect(existsSync(join(dir, '.vite/manifest.json'))).toBe(false);
  expect(existsSync(join(serverDir, 'entry-server.js'))).toBe(false);
});
