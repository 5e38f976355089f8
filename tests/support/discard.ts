/**
 * A test's folders removed after the run, not while it runs: `discard` moves a folder aside (a rename,
 * which frees no inode) into the run's discard folder, which the global setup hands, once every project is
 * done, to a process of its own at the lowest CPU priority that the run does not wait for
 * (`removeDiscarded`: the build's own `removeLater`, which a build uses for its old folders for the same
 * reason).
 *
 * Why: this machine's ext4 has no journal, and without one the kernel, to give out a new inode, steps over
 * every inode freed in the last minute one at a time (`recently_deleted` in fs/ext4/ialloc.c;
 * docs/performance.md, Measuring on this machine). A fixture's build leaves about 1,600 files and folders
 * (its pictures' zoom tiles are most of them); removed while the run went on, they made every file and
 * folder the next builds created cost up to 20 times the kernel time (1,200 folders and 720 links: 0.8–1.3 s
 * beside the removals, 0.05–0.3 s elsewhere). The whole suite: 160 s of kernel time with the folders
 * removed as it went, 120 s with them set aside; removing them all at its end took 19 s more.
 */
import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { inject } from 'vitest';
import { REMOVING_PREFIX, removeLater } from '../../app/site-build/publish/remove-later.ts';
import { makerOf, ownName, ownNamePattern } from '../../app/site-build/support/processes.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's discard folder (`discardFolder`), made by the global setup. */
    discarded: string;
  }
}

const NAME = 'museo-tests-discarded';

/**
 * The discard folder of the run whose Vitest process has this id: beside the tests' other folders, named
 * by the process's id and start time (decision 107), so a killed run's is told from a running one's.
 */
export const discardFolder = (pid = process.pid): string => join(tmpdir(), ownName(NAME, pid));

/** Makes this run's discard folder: the global setup, before any test runs. */
export function makeDiscardFolder(): string {
  const folder = discardFolder();
  mkdirSync(folder, { recursive: true });
  return folder;
}

let discarded = 0;

/**
 * Moves `dir` into the run's discard folder, to be removed after the run; removes it at once when it
 * cannot be moved (outside a Vitest run, or on another file system). A folder that is not there is
 * nothing to do.
 */
export async function discard(dir: string): Promise<void> {
  let folder: string | undefined;
  try {
    folder = inject('discarded');
  } catch {
    // Not in a test (a script using the fixtures): nothing will remove the folder later.
  }
  if (folder)
    try {
      renameSync(dir, join(folder, `${process.pid}-${++discarded}-${basename(dir)}`));
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' && !existsSync(dir)) return;
    }
  await rm(dir, { recursive: true, force: true });
}

/**
 * The run's last step: its discard folder removed by a detached process, with any a run that was killed
 * left (its Vitest process gone) and any such removal that did not finish. `done` settles when that
 * process ends (its test waits for it; the run does not).
 */
export function removeDiscarded(folder: string): Promise<{ done: Promise<void> }> {
  const names = readdirSync(tmpdir());
  const maker = makerOf(ownNamePattern(NAME));
  const deadRuns = names.filter((n) => n !== basename(folder) && maker(n) === 'dead');
  const unfinished = names.filter((n) => n.startsWith(`${REMOVING_PREFIX}${NAME}-`));
  return removeLater(tmpdir(), [basename(folder), ...deadRuns], unfinished);
}
