/** Listing the files under a folder: the one place the build walks a folder. */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Every file under `dir` (recursively), as paths relative to `dir`, with `/` between segments on
 * every platform Node gives them so. A folder that is not there has no files.
 */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}
