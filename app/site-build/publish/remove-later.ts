/**
 * Removing a build folder costs about as much as writing it: at full scale ≈ 135,000 files, 17 s on
 * this machine's disk, which a whole build would otherwise spend after its site is live. Folders to
 * remove are renamed out of the way first (one rename each: nothing can take them for a build, and a
 * rollback never points at them), then removed by a process of its own at the lowest CPU priority,
 * which the build does not wait for. Whatever it leaves (killed, stopped by an error) carries the same
 * prefix and is removed by the next publish.
 */
import { spawn } from 'node:child_process';
import { rename, rm } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { join } from 'node:path';

/** The name a folder being removed carries, beside the builds (hidden: it is never listed as one). */
export const REMOVING_PREFIX = '.removing-';

/** Removes each path it is given, whatever it meets; its errors go nowhere (the next publish tries again). */
const REMOVER = `const { rmSync } = require('node:fs');
for (const p of process.argv.slice(1)) { try { rmSync(p, { recursive: true, force: true, maxRetries: 3 }); } catch {} }`;

/**
 * Renames each of `names` (folders in `dir`) to `.removing-<name>` and removes them, with any left
 * there by an earlier removal (`pending`), in a detached process. Resolves once they are renamed;
 * `done` settles when that process has ended (tests wait for it, a build does not). A folder that
 * cannot be renamed is removed here and now.
 */
export async function removeLater(
  dir: string,
  names: readonly string[],
  pending: readonly string[] = [],
): Promise<{ done: Promise<void> }> {
  const paths = pending.filter((n) => n.startsWith(REMOVING_PREFIX) && !n.includes('/')).map((n) => join(dir, n));
  for (const name of names) {
    const aside = join(dir, REMOVING_PREFIX + name);
    try {
      await rename(join(dir, name), aside);
      paths.push(aside);
    } catch {
      await rm(join(dir, name), { recursive: true, force: true });
    }
  }
  if (!paths.length) return { done: Promise.resolve() };
  const child = spawn(process.execPath, ['-e', REMOVER, ...paths], { detached: true, stdio: 'ignore' });
  const done = new Promise<void>((settle) => {
    child.once('exit', () => settle());
    child.once('error', () => settle());
  });
  try {
    if (child.pid) setPriority(child.pid, 19);
  } catch {
    // Not allowed to lower it here: it still runs, at the build's priority.
  }
  child.unref();
  return { done };
}
