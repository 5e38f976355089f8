/** Listing the files under a folder, a file's identity, and putting a file in two places: the one place the build does any. */
import type { BigIntStats } from 'node:fs';
import { copyFile, link, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A file's identity and contents' stamp (device, inode, size, modification and change times): a file
 * rewritten or replaced since has another (any write moves the change time).
 */
export const identityOf = (s: BigIntStats) => `${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;

/**
 * Every file under `dir` (recursively), as paths relative to `dir`, with `/` between segments on
 * every platform Node gives them so. A folder that is not there has no files.
 */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}

/**
 * A hard link at `to` to `from`: the same bytes without a copy (the build never writes a file in place, so
 * a link is never written through). Where no link can be made (another file system: EXDEV; one without
 * hard links: EPERM, ENOTSUP), a copy; any other failure (no such file, a full disk, `to` taken) is thrown.
 */
export async function linkOrCopy(from: string, to: string): Promise<void> {
  await link(from, to).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'EXDEV' || err.code === 'EPERM' || err.code === 'ENOTSUP') return copyFile(from, to);
    throw err;
  });
}
