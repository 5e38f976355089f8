/**
 * The peak memory the build reports for a child process (app/site-build/support/memory.ts): Pagefind's service
 * is measured by its command name, so another child running beside it (the bundler, ≈ 650 MiB) is not
 * taken for it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, expect, it } from 'vitest';
import { childrenPeakMiB } from '../../app/site-build/support/memory.ts';
import { PAGEFIND_COMMAND } from '../../app/site-build/search/pagefind-shard.ts';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
});

it('measures only the children whose command name matches', { timeout: 60_000 }, async () => {
  // A large child: holds 200 MiB, then says so and waits to be killed.
  const large = spawn(
    process.execPath,
    ['-e', 'globalThis.b = Buffer.alloc(200 * 1024 * 1024, 1); console.log("ready"); setInterval(() => {}, 1 << 30);'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(large);
  await once(large.stdout!, 'data');
  // A small one, named as a program of its own once it has started.
  const small = spawn('sleep', ['600'], { stdio: 'ignore' });
  children.push(small);
  await once(small, 'spawn');
  expect(childrenPeakMiB()).toBeGreaterThanOrEqual(200);
  const sleeping = childrenPeakMiB(/^sleep$/);
  expect(sleeping).toBeGreaterThan(0);
  expect(sleeping).toBeLessThan(50);
  expect(childrenPeakMiB(PAGEFIND_COMMAND)).toBe(0);
  expect(PAGEFIND_COMMAND.test('pagefind_extend')).toBe(true);
  expect(PAGEFIND_COMMAND.test('node')).toBe(false);
});
