/** An edit's staged files renamed into the published build, each replaced file kept in the edit's undo first. */
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { extendUndo } from './publish-in-place.ts';
import { filesUnder } from '../support/files.ts';

/** Renames every file of `staging` into `site` (each replaced file kept in the undo of the edit first), then removes `staging`. */
export async function moveIntoPlace(site: string, staging: string, undo: string) {
  const files = await filesUnder(staging);
  const exists = await Promise.all(
    files.map((f) =>
      stat(join(site, f)).then(
        () => true,
        () => false,
      ),
    ),
  );
  await extendUndo(site, undo, { replaced: files.filter((_, i) => exists[i]), created: files.filter((_, i) => !exists[i]) });
  for (const f of files) {
    await mkdir(dirname(join(site, f)), { recursive: true });
    await rename(join(staging, f), join(site, f));
  }
  await rm(staging, { recursive: true, force: true });
}
