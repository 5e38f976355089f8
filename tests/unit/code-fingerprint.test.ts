/**
 * The code's fingerprint (app/site-build/publish/code-fingerprint.ts) and the compiled build's check of
 * its sources (app/site-build/compiled-build.mjs) are made again in one process (a standby's, at its
 * command) from each file's identity instead of its bytes: a file rewritten since, even to the same size,
 * gives another fingerprint, and the compiled build runs what the sources say now.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { codeFingerprint } from '../../app/site-build/publish/code-fingerprint.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'museo-fingerprint-'));
  await mkdir(join(root, 'app'), { recursive: true });
  await writeFile(join(root, 'app/one.ts'), 'export const one = 1;\n');
  await writeFile(join(root, 'package-lock.json'), '{}\n');
});
afterAll(() => rm(root, { recursive: true, force: true }));
afterEach(() => vi.useRealTimers());

it('is made again when a file changed, even to the same size, once the files had settled', async () => {
  // The files as if written long before (only the clock this process reads moves): their identities are kept.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
  const first = await codeFingerprint(root);
  expect(await codeFingerprint(root)).toBe(first);
  await writeFile(join(root, 'app/one.ts'), 'export const one = 2;\n');
  const second = await codeFingerprint(root);
  expect(second).not.toBe(first);
  // A new file of the code, and one removed.
  await writeFile(join(root, 'app/two.ts'), 'export const two = 2;\n');
  const third = await codeFingerprint(root);
  expect(third).not.toBe(second);
  await rm(join(root, 'app/two.ts'));
  expect(await codeFingerprint(root)).toBe(second);
});

it('is made from the bytes while a file may still be changing in the same tick of the clock', async () => {
  await writeFile(join(root, 'app/one.ts'), 'export const one = 3;\n');
  const now = await codeFingerprint(root);
  await writeFile(join(root, 'app/one.ts'), 'export const one = 4;\n');
  expect(await codeFingerprint(root)).not.toBe(now);
});
