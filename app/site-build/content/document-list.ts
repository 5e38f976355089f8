/**
 * Which page documents a build considers, with the stamp each has now.
 *
 * Usually the source's page list: at the museum's scale 43,847 entries, which a CMS answers and the build
 * parses on every edit (1.3–1.8 s of an edit's 4 s at full scale, before anything is rendered). When the
 * CMS's hooks named every document that changed since the published build (`--changed`, which the
 * publishing service passes when each of a build's events names its files), the list is taken from the
 * published build's record instead: each document as it was, the named ones asked about again. That
 * holds only when the record has every document the source listed then (a refused or unstamped
 * document is not remembered) and every named document is among them: a document new to the site
 * takes its place in the source's order, which only the list gives. The build reads the list afterwards,
 * once its pages are live, to catch a change no hook named (../pipeline/list-check.ts).
 */
import type { ContentSource } from './content-source.ts';
import type { SourceRecord } from './loaded-content.ts';

export interface DocumentList {
  names: string[];
  /** Each document's stamp now (undefined: the source tells it only with the document). */
  stamps: (string | undefined)[];
  /** Whether the source's page list was read (false: the previous build's record gave it). */
  listed: boolean;
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
 * The previous build's documents, the `changed` ones stamped anew (or read to learn it); null when the
 * record cannot stand for the list: it lacks documents the source listed then (`documents`), or a
 * changed document is not in it.
 */
export async function recordedDocuments(
  source: ContentSource,
  previous: Record<string, SourceRecord> | undefined,
  documents: number | undefined,
  changed: ReadonlySet<string> | undefined,
): Promise<DocumentList | null> {
  if (!previous || !changed?.size) return null;
  const names = Object.keys(previous);
  if (names.length !== documents || ![...changed].every((n) => Object.hasOwn(previous, n))) return null;
  const stamps = await Promise.all(names.map((n) => (changed.has(n) ? source.pageStamp?.(n) : previous[n]!.stamp)));
  return { names, stamps, listed: false };
}
