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
 * in `gone` (named, and no longer at the source: deleted or unpublished, so no longer in its list
 * either); a named document found gone while stamping it is added to `gone`; a named document the
 * record does not have after the rest (`added`). Null when the record cannot stand for the list: it
 * lacks documents the source listed then (`documents`).
 */
export async function recordedDocuments(
  source: ContentSource,
  previous: Record<string, SourceRecord> | undefined,
  documents: number | undefined,
  changed: ReadonlySet<string> | undefined,
  gone: Set<string>,
): Promise<DocumentList | null> {
  if (!previous || !changed?.size) return null;
  const known = Object.keys(previous);
  if (known.length !== documents) return null;
  const added = [...changed].filter((n) => !Object.hasOwn(previous, n)).sort();
  const all = [...known, ...added];
  const stamp = (n: string) =>
    source.pageStamp?.(n).catch((err: unknown) => {
      if (!isGoneDocument(err)) throw err;
      gone.add(n);
      return undefined;
    });
  const stamped = await Promise.all(all.map((n) => (changed.has(n) && !gone.has(n) ? stamp(n) : previous[n]!.stamp)));
  const kept = all.flatMap((n, i) => (gone.has(n) ? [] : [i]));
  const names = kept.map((i) => all[i]!);
  return { names, stamps: kept.map((i) => stamped[i]), listed: false, added: added.filter((n) => !gone.has(n)) };
}

/** A document the hooks named that the source no longer has, found when it was read. */
export class GoneDocument extends Error {
  constructor(
    readonly document: string,
    cause: unknown,
  ) {
    super(`${document} is no longer at the source`, { cause });
  }
}
