/**
 * The head of a build's record (`.build-state.json`, ./build-state.ts): its version, the code's
 * fingerprint, the settings' hash and the render moment, written first so that they are read from the
 * file's first bytes without the rest (tens of MB at full scale). A module with nothing of the build in
 * it: the publishing service reads the published pages' render moment through it (its day's build,
 * app/publisher/day-turn.ts) without loading the build.
 */
import { open } from 'node:fs/promises';
import { join } from 'node:path';

export const STATE_FILE = '.build-state.json';
export const STATE_VERSION = 7;

/** What the record starts with. */
interface BuildStateHead {
  version: number;
  code: string;
  /** A hash of the settings every page is rendered with: when it changes, every page changes. */
  settingsHash: string;
  /** The moment the pages were rendered at (Unix seconds). */
  renderedAt: number;
}

/** The head of a record as it is written: its fields, in this order, then the rest. */
export const stateHead = ({ code, settingsHash, renderedAt }: Omit<BuildStateHead, 'version'>) =>
  `{"version":${STATE_VERSION},"code":${JSON.stringify(code)},"settingsHash":${JSON.stringify(settingsHash)},"renderedAt":${JSON.stringify(renderedAt)}`;
/** More than the longest head: two hashes of at most 64 hex digits and a time in ms take under 200. */
const HEAD_BYTES = 400;

/**
 * The head of the record of the build in `outDir` (its version, code, settings and render time), read
 * from the file's first bytes; null when there is none, or it is not one this code wrote.
 */
export async function readBuildStateHead(outDir: string): Promise<BuildStateHead | null> {
  const start = await readStart(join(outDir, STATE_FILE), HEAD_BYTES);
  // The head ends where the first field after it starts.
  const end = start?.indexOf(',"hrefs":') ?? -1;
  if (end < 0) return null;
  let head: BuildStateHead;
  try {
    head = JSON.parse(`${start!.slice(0, end)}}`) as BuildStateHead;
  } catch {
    return null;
  }
  const valid =
    head.version === STATE_VERSION &&
    typeof head.code === 'string' &&
    typeof head.settingsHash === 'string' &&
    Number.isFinite(head.renderedAt);
  return valid ? head : null;
}

/** The first `bytes` bytes of a file as text, or null. */
async function readStart(file: string, bytes: number): Promise<string | null> {
  const handle = await open(file, 'r').catch(() => null);
  if (!handle) return null;
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}
