/** What a built site holds, to compare two builds: every file with the sha256 of its bytes. */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { filesUnder } from '../../app/site-build/support/files.ts';
import { mapBounded } from '../../app/site-build/support/map-bounded.ts';

/** Files read at once: a built site has thousands, and the machine's open files are bounded. */
const AT_ONCE = 16;

/** Every file under dir (relative paths, sorted) with the sha256 of its bytes. */
export async function fingerprint(dir: string): Promise<Record<string, string>> {
  const files = (await filesUnder(dir)).map((f) => join(dir, f));
  const entries = await mapBounded(
    files,
    AT_ONCE,
    async (f) =>
      [
        f.slice(dir.length + 1),
        createHash('sha256')
          .update(await readFile(f))
          .digest('hex'),
      ] as const,
  );
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

/** What a server publishes of a fingerprint: no dotfile or dot folder (the build's records, staging and undo). */
export const served = (files: Record<string, string>) =>
  Object.fromEntries(Object.entries(files).filter(([f]) => !f.split('/').some((s) => s.startsWith('.'))));
