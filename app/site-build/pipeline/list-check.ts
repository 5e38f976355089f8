/**
 * Trust, then verify: an edit whose page list came from the published build's record (the CMS's hooks
 * named what changed: ../content/document-list.ts) reads the source's list once its pages and its search
 * are live, and compares it with the record it wrote. A document the list has and the record does not,
 * one the record has and the list no longer does, or one whose stamp moved, changed without a hook naming
 * it (a hook lost on its way): the build names them in its report (`unnamed`), and the publishing service
 * builds them next. Nothing the edit published is undone. It runs before the edit's record is written, so
 * that the documents the edit read are recorded with the list's stamps, as every other one is; an edit
 * that left its check to the next build (./in-place.ts) names the documents it read in its record, and
 * that build's check stamps them too.
 */
import { listedDocuments } from '../content/document-list.ts';
import type { ContentSource } from '../content/content-source.ts';
import type { SourceRecord } from '../content/load-content.ts';

/** The most documents named: as many as one hook may name (schemas/publish/publish-hook.schema.json). */
const UNNAMED_MAX = 1_000;

/**
 * The documents that changed in `source` since `sources` was recorded, but those in `read` (at most
 * UNNAMED_MAX); and the stamps the list gives the documents in `read`, for the record. A document read by
 * this build is stamped by the list read after it (a CMS gives its version only in the list): a save
 * between the two is then taken as built, which its own hook, named, reads again.
 */
async function unnamedChanges(
  source: ContentSource,
  sources: Readonly<Record<string, SourceRecord>>,
  read: ReadonlySet<string>,
): Promise<{ unnamed: string[]; stamps: Map<string, string>; names: string[] }> {
  const { names, stamps } = await listedDocuments(source);
  const unnamed = new Set<string>();
  const listedStamps = new Map<string, string>();
  const listed = new Set(names);
  names.forEach((name, i) => {
    const stamp = stamps[i];
    if (read.has(name)) {
      if (stamp !== undefined) listedStamps.set(name, stamp);
      return;
    }
    const was = sources[name];
    if (!was || (stamp !== undefined && stamp !== was.stamp)) unnamed.add(name);
  });
  // Gone from the list: those read too (unpublished since).
  for (const name of Object.keys(sources)) if (!listed.has(name)) unnamed.add(name);
  return { unnamed: [...unnamed].slice(0, UNNAMED_MAX), stamps: listedStamps, names };
}

/**
 * `sources` in the order of the list, as a build that read it records them (those it no longer has last):
 * a document new to the site came after the record's (../content/document-list.ts), and the next build
 * takes its documents, and so which of two claimants of an address is kept, from this order.
 */
function inListOrder(sources: Record<string, SourceRecord>, names: readonly string[]) {
  const all = Object.entries(sources);
  const position = new Map(names.map((n, i) => [n, i]));
  const at = (name: string) => position.get(name) ?? names.length;
  if (all.every(([name], i) => i === 0 || at(all[i - 1]![0]) <= at(name))) return;
  for (const [name] of all) delete sources[name];
  for (const [name, r] of all.sort(([a], [b]) => at(a) - at(b))) sources[name] = r;
}

/**
 * The check, for an edit whose page list came from its record: `sources` (the record it is about to
 * write) gets the list's stamps of the documents it read (`changed`), and the documents changed without a
 * hook are returned; null, said, when the list cannot be read (the publishing service then lets the list
 * decide the next build).
 */
export async function checkPageList(
  source: ContentSource,
  sources: Record<string, SourceRecord>,
  changed: readonly string[],
): Promise<string[] | null> {
  try {
    const { unnamed, stamps, names } = await unnamedChanges(source, sources, new Set(changed));
    for (const [name, stamp] of stamps) if (sources[name]) sources[name] = { ...sources[name], stamp };
    inListOrder(sources, names);
    if (unnamed.length)
      console.warn(`page list: ${unnamed.length} document(s) changed without a hook naming them: ${unnamed.slice(0, 5).join(', ')}`);
    return unnamed;
  } catch (err) {
    console.warn(`page list: could not be read to check for changes no hook named (${(err as Error).message})`);
    return null;
  }
}
