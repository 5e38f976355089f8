/**
 * Publishing an edit without touching every file. A build of the same code and settings as the
 * published one (an editor's change) writes what it made into a staging folder inside the published
 * build folder (`.staging-<mark>/`, never served), compares it with what is published, and moves only
 * what changed into place, each file by one rename(2), which is atomic: a visitor gets the old file or
 * the new one, never a part of either. Every other file (and every hashed script and style) stays as
 * it is, so a page keeps working whichever of its files it got. The files that tell the browser what
 * the build holds (app data, the search entry) and the build's record are renamed last.
 *
 * What the move replaces or removes is kept in an undo folder (`.undo-<time>-<pid>/`: hard links to the
 * replaced files, the removed files themselves, and a list of what was created), so `npm run rollback`
 * restores the site as it was before the edit. The moves are listed first, in the move list
 * (`.publish.json`): a build killed while moving leaves the list, and the next build (or a rollback)
 * finishes those moves before anything else, so a stopped build never leaves half an edit for long.
 * Nothing is moved until the whole build has succeeded: a failed build removes its staging folder and
 * leaves the published site as it was.
 */
import { link, mkdir, open, readdir, readFile, rename, rm, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { mapBounded } from '../support/map-bounded.ts';
import { insideOutput } from '../render/site-writer.ts';
import { filesUnder } from '../support/files.ts';
import { ownName, ownNamePattern, removeLeftoversOfDeadProcesses, tempName } from '../support/processes.ts';

const MOVE_LIST = '.publish.json';
/** The folder an edit writes into inside the published build (`.staging-<mark>`, never served). */
export const STAGING = '.staging';
const UNDO_PREFIX = '.undo-';
const UNDO_LIST = '.undo.json';

interface MoveList {
  staging: string;
  undo: string;
  /** Files (relative) moved from staging into place, in order. */
  moves: string[];
  /** Files (relative) removed from the site. */
  removals: string[];
  /** Of the moves, the files that did not exist before (a rollback removes them). */
  created: string[];
}

/** Compared a piece at a time: a large file (a language's collection data, tens of MB) is never held whole, twice. */
const COMPARE_BYTES = 1 << 20;

/**
 * Whether `a` and `b` hold the same bytes: sizes first, so most differences cost one stat; then a piece
 * at a time, up to the first that differs.
 */
async function sameBytes(a: string, b: string): Promise<boolean> {
  const [sa, sb] = await Promise.all([stat(a).catch(() => null), stat(b).catch(() => null)]);
  if (!sa || !sb || sa.size !== sb.size) return false;
  if (sa.size <= COMPARE_BYTES) {
    const [ba, bb] = await Promise.all([readFile(a), readFile(b)]);
    return ba.equals(bb);
  }
  const fa = await open(a, 'r');
  try {
    const fb = await open(b, 'r');
    try {
      const [pa, pb] = [Buffer.allocUnsafe(COMPARE_BYTES), Buffer.allocUnsafe(COMPARE_BYTES)];
      for (let at = 0; ; at += COMPARE_BYTES) {
        const [ra, rb] = await Promise.all([fa.read(pa, 0, COMPARE_BYTES, at), fb.read(pb, 0, COMPARE_BYTES, at)]);
        if (ra.bytesRead !== rb.bytesRead || !pa.subarray(0, ra.bytesRead).equals(pb.subarray(0, rb.bytesRead))) return false;
        if (ra.bytesRead < COMPARE_BYTES) return true;
      }
    } finally {
      await fb.close();
    }
  } finally {
    await fa.close();
  }
}

interface InPlaceChange {
  /** Files moved into place (new or different). */
  moved: string[];
  /** Files removed. */
  removed: string[];
  /** Files the build wrote again with the same bytes (left as they were). */
  same: number;
  /** The undo folder of this publish (in the site folder). */
  undo: string;
}

/**
 * Publishes the files of `staging` (a folder inside `site`) that differ from `site`'s, and removes
 * `removals`, as described above. `last` names files to move after all the others, in that order.
 */
export async function publishInPlace(
  site: string,
  staging: string,
  { removals, last }: { removals: readonly string[]; last: readonly string[] },
): Promise<InPlaceChange> {
  const written = await filesUnder(staging);
  const compared = await mapBounded(written, 16, async (rel) => ({
    rel,
    same: await sameBytes(join(staging, rel), insideOutput(site, rel)),
  }));
  const changed = compared.filter((c) => !c.same).map((c) => c.rel);
  const order = new Map(last.map((f, i) => [f, i + 1]));
  changed.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  const removed = [];
  for (const rel of removals) if (await stat(insideOutput(site, rel)).catch(() => null)) removed.push(rel);
  const created = [];
  for (const rel of changed) if (!(await stat(insideOutput(site, rel)).catch(() => null))) created.push(rel);
  const stamp = new Date().toISOString().replace(/[-:.]/g, '').replace('T', '-');
  const list: MoveList = {
    staging: staging.slice(site.length + 1),
    undo: ownName(`${UNDO_PREFIX}${stamp}`),
    moves: changed,
    removals: removed,
    created,
  };
  await mkdir(join(site, list.undo), { recursive: true });
  await writeFile(join(site, list.undo, UNDO_LIST), JSON.stringify(list));
  const next = tempName(join(site, MOVE_LIST));
  await writeFile(next, JSON.stringify(list));
  await rename(next, join(site, MOVE_LIST));
  await applyMoves(site, list);
  return { moved: changed, removed, same: compared.length - changed.length, undo: list.undo };
}

/** Carries out (or finishes) the moves of a list; each step can be done again safely. */
async function applyMoves(site: string, list: MoveList): Promise<void> {
  const undo = join(site, list.undo);
  const staging = join(site, list.staging);
  const madeFolders = new Set<string>();
  const folderFor = async (file: string) => {
    const folder = dirname(file);
    if (!madeFolders.has(folder)) {
      await mkdir(folder, { recursive: true });
      madeFolders.add(folder);
    }
  };
  for (const rel of list.removals) {
    const live = insideOutput(site, rel);
    if (!(await stat(live).catch(() => null))) continue;
    const kept = insideOutput(undo, rel);
    await folderFor(kept);
    if (await stat(kept).catch(() => null)) await unlink(live);
    else await rename(live, kept);
    // A folder left empty (a removed page's page-data folder) goes too.
    await rmdir(dirname(live)).catch(() => undefined);
  }
  for (const rel of list.moves) {
    const from = insideOutput(staging, rel);
    if (!(await stat(from).catch(() => null))) continue; // moved before the build was stopped
    const live = insideOutput(site, rel);
    const kept = insideOutput(undo, rel);
    if ((await stat(live).catch(() => null)) && !(await stat(kept).catch(() => null))) {
      await folderFor(kept);
      await link(live, kept);
    }
    await folderFor(live);
    await rename(from, live);
  }
  await rm(join(site, MOVE_LIST), { force: true });
  await rm(staging, { recursive: true, force: true });
  // The undo of this publish is kept (a rollback restores the site as it was before it); older ones go.
  for (const name of await readdir(site))
    if (name.startsWith(UNDO_PREFIX) && name < list.undo) await rm(join(site, name), { recursive: true, force: true });
}

/**
 * Before a build touches a published folder: finishes the moves a stopped build left in its list,
 * and removes staging folders of builds that are no longer running.
 */
export async function recoverInPlace(site: string): Promise<void> {
  const text = await readFile(join(site, MOVE_LIST), 'utf8').catch(() => null);
  if (text) await applyMoves(site, JSON.parse(text) as MoveList);
  await removeLeftoversOfDeadProcesses(site, ownNamePattern(STAGING));
}

/** The undo of the last in-place publish, if the site has one: what `undoLastPublish` would restore. */
export async function lastUndo(site: string): Promise<string | null> {
  const names = (await readdir(site).catch(() => [])).filter((n) => n.startsWith(UNDO_PREFIX)).sort();
  return names.at(-1) ?? null;
}

/** Restores the site as it was before its last in-place publish (the files it replaced, removed and created). */
export async function undoLastPublish(site: string): Promise<{ restored: number; removed: number } | null> {
  await recoverInPlace(site);
  const name = await lastUndo(site);
  if (!name) return null;
  const undo = join(site, name);
  const list = JSON.parse(await readFile(join(undo, UNDO_LIST), 'utf8')) as MoveList;
  let restored = 0;
  let removed = 0;
  // The record of the build goes back first: the next build then sees the site as it was.
  const order = [...list.moves].reverse();
  for (const rel of order) {
    const kept = insideOutput(undo, rel);
    if (await stat(kept).catch(() => null)) {
      await rename(kept, insideOutput(site, rel));
      restored++;
    } else if (list.created.includes(rel)) {
      // A file, or a folder made as one (a search index's fragments).
      await rm(insideOutput(site, rel), { recursive: true, force: true });
      removed++;
    }
  }
  for (const rel of list.removals) {
    const kept = insideOutput(undo, rel);
    if (await stat(kept).catch(() => null)) {
      await mkdir(dirname(insideOutput(site, rel)), { recursive: true });
      await rename(kept, insideOutput(site, rel));
      restored++;
    }
  }
  await rm(undo, { recursive: true, force: true });
  return { restored, removed };
}

/**
 * Widens the undo of the last in-place publish to what followed it (the search index of the edit):
 * `replaced` files are kept as they are now (call it before replacing them), `created` files will be
 * removed by a rollback.
 */
export async function extendUndo(
  site: string,
  undoName: string,
  { replaced = [], created = [] }: { replaced?: string[]; created?: string[] },
) {
  const undo = join(site, undoName);
  const listFile = join(undo, UNDO_LIST);
  const list = JSON.parse(await readFile(listFile, 'utf8')) as MoveList;
  for (const rel of replaced) {
    const live = insideOutput(site, rel);
    const kept = insideOutput(undo, rel);
    if (!(await stat(live).catch(() => null)) || (await stat(kept).catch(() => null))) continue;
    await mkdir(dirname(kept), { recursive: true });
    await link(live, kept);
    if (!list.moves.includes(rel)) list.moves.push(rel);
  }
  for (const rel of created)
    if (!list.moves.includes(rel)) {
      list.moves.push(rel);
      list.created.push(rel);
    }
  const next = tempName(listFile);
  await writeFile(next, JSON.stringify(list));
  await rename(next, listFile);
}
