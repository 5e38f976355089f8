/** What a new build keeps of the one it replaces, so tabs opened on it keep working: its hashed files. */
import { cp, mkdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { manifestFiles, readManifest } from '../bundle/bundle.ts';

/** Copies the hashed files the previous build's manifest names (not older ones) into the new build, so open tabs keep working. */
export async function keepPreviousAssets(previousDir: string, nextDir: string): Promise<number> {
  const manifest = await readManifest(previousDir).catch(() => null);
  if (!manifest) return 0;
  let bytes = 0;
  for (const f of manifestFiles(manifest)) {
    // Names from the previous build's own manifest, still checked: nothing is copied from or to outside the folders.
    if (f.split(/[/\\]/).some((seg) => seg === '..' || seg === '') || f.startsWith('/')) continue;
    const target = join(nextDir, f);
    if (await stat(target).catch(() => null)) continue;
    const from = await stat(join(previousDir, f)).catch(() => null);
    if (!from) continue;
    await mkdir(dirname(target), { recursive: true });
    await cp(join(previousDir, f), target);
    bytes += from.size;
    // Their precompressed copies too, so they are not compressed again.
    for (const suffix of ['.br', '.gz']) await cp(join(previousDir, f + suffix), target + suffix).catch(() => undefined);
  }
  return bytes;
}
