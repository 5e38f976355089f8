/**
 * Which page documents a build considers, with the stamp each has now.
 *
 * Usually the source's page list: at the museum's scale 43,847 entries, which a CMS answers and the build
 * parses on every edit (1.3–1.8 s of an edit's 4 s at full scale, before anything is rendered). When the
 * CMS's hooks named every document that changed since the published build (`--changed`, which the
 * publishing service passes when each of a build's events names its files), the list is taken from the
 * published build's record instead: each document as it was, the named ones asked about again. That
 * holds only when the record has every document the source listed then (a refused or unstamped
 * document is not remembered). A named document the record lacks (new to the site: a translation or a
 * page added) comes after the record's: the order of the documents decides only which of two pages
 * claiming one address, id or uuid is refused (the sitemap is in address order), so a new document
 * refused sends the build to the list (./load-content.ts), and the record is written in the list's
 * order once it is read. A named document the source no longer has (deleted, unpublished: gone from
 * its list too) is left out of the record's documents. The build reads the list afterwards, once its
 * pages are live, to catch a change no hook named (../pipeline/list-check.ts).
 */
import { isGoneDocument, type ContentSource } from './content-source.ts';
import type { SourceRecord } from './loaded-content.ts';
import { ahead } from '../publish/ahead.ts';

export interface DocumentList {
  names: string[];
  /** Each document's stamp now (undefined: the source tells it only with the document). */
  stamps: (string | undefined)[];
  /** Whether the source's page list was read (false: the previous build's record gave it). */
  listed: boolean;
  /** Named documents the previous build's record did not have, after its own (only when not listed). */
  added?: string[];
}

/** The source's page list, with the stamp of each document. */
export async function listedDocuments(source: ContentSource): Promise<DocumentList> {
  const names = await source.pageList();
  // Stamped before reading: a document edited while the build reads it is checked again next time.
  // A source that cannot tell a document's stamp without asking (a CMS without versions in its page
  // list) gives it with the document, and answers "unchanged" to the stamp it gave before (HTTP: ETag).
  const stamps = source.pageStamp ? await Promise.all(names.map((n) => source.pageStamp!(n))) : new Array<string | undefined>(names.length);
  return { names, stamps, listed: true };
}

/**
 * The previous build's documents, the `changed` ones stamped anew (or read to learn it), without those
 * found gone while stamping them (named, and no longer at the source: deleted or unpublished, so no
 * longer in its list either; a source that tells only by reading, HTTP, finds them when reading:
 * ./load-content.ts); a named document the record does not have after the rest (`added`). Null when the record cannot stand for the list: it
 * lacks documents the source listed then (`documents`).
 */
export async function recordedDocuments(
  source: ContentSource,
  previous: Record<string, SourceRecord> | undefined,
  documents: number | undefined,
  changed: ReadonlySet<string> | undefined,
): Promise<DocumentList | null> {
  if (!previous || !changed?.size) return null;
  const known = recordedNames.of(previous);
  if (known.names.length !== documents) return null;
  const added = [...changed].filter((n) => !Object.hasOwn(previous, n)).sort();
  // Only the named documents are asked about; the others keep the record's stamps, copied whole.
  const gone = new Set<string>();
  const fresh = new Map<string, string | undefined>();
  await Promise.all(
    [...changed].map(async (n) => {
      try {
        fresh.set(n, await source.pageStamp?.(n));
      } catch (err) {
        if (!isGoneDocument(err)) throw err;
        gone.add(n);
      }
    }),
  );
  const names = [...known.names, ...added];
  const stamps = [...known.stamps, ...new Array<string | undefined>(added.length)];
  for (let i = 0; i < names.length; i++) if (fresh.has(names[i]!)) stamps[i] = fresh.get(names[i]!);
  if (!gone.size) return { names, stamps, listed: false, added };
  const kept = names.flatMap((n, i) => (gone.has(n) ? [] : [i]));
  return { names: kept.map((i) => names[i]!), stamps: kept.map((i) => stamps[i]), listed: false, added: added.filter((n) => !gone.has(n)) };
}

/**
 * The record's documents and their stamps, in its order: made ahead by a standby (every edit starts
 * from them), copied by the build that takes them.
 */
export const recordedNames = ahead('recorded documents', (previous: Readonly<Record<string, SourceRecord>>) => {
  const names = Object.keys(previous);
  return { names, stamps: names.map((n) => previous[n]!.stamp) };
});

