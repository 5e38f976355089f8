/**
 * The tests' folders are set aside while the run goes on and removed after it (tests/support/discard.ts):
 * a discarded folder is gone from its place at once and waits, whole, in the run's discard folder; the
 * run's end removes that folder and any a killed run left (its id gone, or now another process's), and
 * leaves a running one's alone.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { discard, discardFolder, removeDiscarded } from '../support/discard.ts';
import { REMOVING_PREFIX } from '../../app/site-build/publish/remove-later.ts';

const tmp = process.env.TMPDIR;
afterEach(() => {
  if (tmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = tmp;
});

describe('a discarded folder', () => {
  it('leaves its place at once and waits, with what it holds, in the run’s discard folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'museo-discard-'));
    writeFileSync(join(dir, 'page.html'), '<p>kept until the run ends</p>');
    await discard(dir);
    expect(existsSync(dir)).toBe(false);
    const folder = inject('discarded');
    const aside = readdirSync(folder).filter((n) => n.endsWith(dir.split('/').pop()!));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(folder, aside[0]!, 'page.html'), 'utf8')).toBe('<p>kept until the run ends</p>');
    // A folder that is not there any more is nothing to do.
    await expect(discard(dir)).resolves.toBeUndefined();
  });

  it('is removed after the run with any a killed run left, and a running one’s is left alone', async () => {
    process.env.TMPDIR = mkdtempSync(join(tmp ?? '/tmp', 'museo-discard-root-'));
    const ours = discardFolder();
    const dead = discardFolder(2 ** 22 + 1); // above any process id Linux gives (pid_max ≤ 2^22)
    const running = discardFolder(process.ppid);
    // A running process's id with another start time: a run killed before a container started again.
    const idReused = join(tmpdir(), `museo-tests-discarded-${process.ppid}.1`);
    const unfinished = join(tmpdir(), `${REMOVING_PREFIX}museo-tests-discarded-7`);
    for (const f of [ours, dead, running, idReused, unfinished]) {
      mkdirSync(join(f, 'site/coleccion'), { recursive: true });
      writeFileSync(join(f, 'site/coleccion/obra.html'), '');
    }
    await (
      await removeDiscarded(ours)
    ).done;
    expect(readdirSync(tmpdir())).toEqual([running.split('/').pop()]);
    await discard(process.env.TMPDIR);
  });
});
