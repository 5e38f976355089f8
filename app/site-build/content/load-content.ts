/** Load → parse → validate every document, collecting every error before anyone decides to stop. */
import type { SiteConfig } from '../../../generated/types/content.ts';
import { parseJson, validateSiteConfigDocument, type ContentError } from '../../../pages/content/validate.ts';
import { isGoneDocument, type ContentSource, type RawDocument } from './content-source.ts';
import { mapSiteConfigHtml } from '../../../pages/content/html-fields.ts';
import { nodeHtmlSanitizer } from './sanitize-node.ts';
import { availableParallelism } from 'node:os';
import { CHECK_BATCH, createCheckPool } from './check-pool.ts';
import { listedDocuments, recordedDocuments, type DocumentList } from './document-list.ts';
import { assemblePages, recordedKeys, unchangedSince, type Checked } from './page-assembly.ts';
import type { LoadedContent, SourceRecord } from './loaded-content.ts';
import { checkPageDocument, notUtf8Error, type CheckedDocument, type CheckSettings } from './check-document.ts';

export { checkPageDocument, type CheckedDocument, type CheckSettings };
export type { LoadedContent, SourceRecord } from './loaded-content.ts';

/** A named document found gone when read. */
const GONE = Symbol('gone');

/** Documents read ahead of the one being checked. */
const READ_AHEAD = 64;

interface LoadOptions {
  /** The previous build's record of its sources: a document whose stamp is unchanged is not read or checked again. */
  previous?: Record<string, SourceRecord>;
  /** Documents read and checked again even when their stamp is unchanged (the pages that show what other pages hold). */
  recheck?: ReadonlySet<string>;
  /**
   * The only documents that changed since the previous build (a CMS's hooks named them; they are read
   * again): its record stands for the page list when it can (./document-list.ts). `documents`: how many
   * the source listed for that build.
   */
  changed?: ReadonlySet<string>;
  documents?: number;
  /** Told how many page documents the source lists, before any is read. */
  onPageList?: (documents: number) => void;
  /**
   * Threads besides this one that check documents (check-pool.ts). Unless given: one per core but this
   * one when there are at least CHECK_THREADS_FROM documents to check, else none (starting a thread
   * costs more than checking a few hundred documents).
   */
  checkThreads?: number;
}

/** From this many documents to check, other cores check them too. */
const CHECK_THREADS_FROM = 2_000;

export async function loadContent(source: ContentSource, options: LoadOptions = {}): Promise<LoadedContent> {
  const { site, errors } = await loadSite(source);
  const settings: CheckSettings = { mediaHost: site?.mediaHost, buildings: site?.buildings ?? [] };
  const load = async (found: DocumentList, siteErrors: ContentError[]): Promise<LoadedContent> => {
    options.onPageList?.(found.names.length);
    const { documents, checked, rechecked } = await checkDocuments(source, found, options, settings);
    // What depends on other pages, in document order.
    // A standby build has the record's keys ready: then only the changed documents' are looked up.
    const recorded = options.previous && recordedKeys.ifMade(options.previous);
    const pages = assemblePages(documents.names, documents.stamps, siteErrors, checked, recorded);
    const { pages: list, unchanged, order, invalid, warnings, sources } = pages;
    const { names, listed } = documents;
    return { site, pages: list, unchanged, order, invalid, errors: siteErrors, warnings, sources, rechecked, documents: names.length, listed };
  };
  // A document that cannot be had for another reason (the source failing) is the list's to say.
  const listInstead = (err: unknown) => {
    console.log(`${(err as Error).message}: reading the page list`);
    return null;
  };
  const recorded = await recordedDocuments(source, options.previous, options.documents, options.changed).catch(listInstead);
  if (recorded) {
    try {
      const loaded = await load(recorded, [...errors]);
      // A new document refused may owe it to its place: the list's order decides which of two claimants is kept.
      const refused = recorded.added?.find((n) => !loaded.sources[n] || loaded.sources[n].errors);
      if (refused === undefined) return loaded;
      listInstead(new Error(`${refused}, new to the site, was refused`));
    } catch (err) {
      listInstead(err);
    }
  }
  return load(await listedDocuments(source), errors);
}

/** The site configuration, validated and its HTML sanitised (null, with its errors, when it is not valid). */
async function loadSite(source: ContentSource): Promise<{ site: SiteConfig | null; errors: ContentError[] }> {
  const errors: ContentError[] = [];
  const siteDoc = await source.site();
  const siteJson =
    siteDoc.notUtf8 !== undefined
      ? { ok: false as const, errors: [notUtf8Error({ ...siteDoc, notUtf8: siteDoc.notUtf8 })] }
      : parseJson(siteDoc.text, siteDoc.source);
  const siteResult = siteJson.ok ? validateSiteConfigDocument(siteJson.value, siteDoc.source) : siteJson;
  if (!siteResult.ok) errors.push(...siteResult.errors);
  const site = siteResult.ok ? mapSiteConfigHtml((siteResult as { value: SiteConfig }).value, nodeHtmlSanitizer()) : null;
  return { site, errors };
}

/**
 * Every page document read and checked, or, with a previous build's record, kept as checking it gave
 * when its stamp is the same. Read a little ahead of the check (the source bounds open files and
 * requests), checked one by one as they arrive: only checked pages are kept, never the whole site's text.
 * The documents it returns are those given, without any a hook named that was found gone when read.
 */
async function checkDocuments(source: ContentSource, documents: DocumentList, options: LoadOptions, settings: CheckSettings) {
  const { names, stamps, listed } = documents;
  const checked: Checked[] = new Array(names.length);
  const { previous } = options;
  const todo: number[] = [];
  names.forEach((name, i) => {
    const before = previous?.[name];
    if (stamps[i] !== undefined && before?.stamp === stamps[i] && !options.recheck?.has(name)) checked[i] = unchangedSince(name, before);
    else todo.push(i);
  });
  // Named by a hook and found gone from the source when read (a CMS over HTTP tells it only then): left
  // out of the documents, as the list (which no longer has it either) would have.
  const gone: number[] = [];
  const read = (i: number): Promise<RawDocument | SourceRecord | typeof GONE> =>
    readOne(i).catch((err: unknown) => {
      if (!listed && options.changed?.has(names[i]!) && isGoneDocument(err)) return GONE;
      throw err;
    });
  const readOne = async (i: number): Promise<RawDocument | SourceRecord> => {
    const name = names[i]!;
    if (stamps[i] !== undefined || !source.readPageSince) return source.readPage(name);
    const before = options.recheck?.has(name) ? undefined : previous?.[name];
    const answer = await source.readPageSince(name, before?.stamp);
    if ('unchanged' in answer) return before!;
    stamps[i] = answer.stamp;
    return answer.doc;
  };
  let rechecked = 0;
  const reads: Promise<RawDocument | SourceRecord | typeof GONE>[] = [];
  const threads = options.checkThreads ?? (todo.length >= CHECK_THREADS_FROM ? Math.min(3, availableParallelism() - 1) : 0);
  const pool = threads > 0 ? createCheckPool(threads, settings) : null;
  try {
    for (let k = 0; k < todo.length; k++) {
      for (let j = reads.length; j < Math.min(todo.length, k + READ_AHEAD); j++) {
        const reading = read(todo[j]!);
        reading.catch(() => undefined); // a failure is thrown when its turn comes, not reported as unhandled before
        reads.push(reading);
      }
      const i = todo[k]!;
      const got = await reads[k]!;
      delete reads[k];
      if (got === GONE) gone.push(i);
      else if ('text' in got) {
        if (pool) {
          pool.check(got, (c) => (checked[i] = c));
          // The threads' results arrive as events: reads from files are never waited for, so without
          // a turn of the event loop now and then this thread would see every thread busy and check all.
          if (rechecked % CHECK_BATCH === 0) await new Promise((resolve) => setImmediate(resolve));
        } else checked[i] = checkPageDocument(got, settings);
        rechecked++;
      } else {
        stamps[i] = got.stamp;
        checked[i] = unchangedSince(names[i]!, got);
      }
    }
    await pool?.drain();
  } finally {
    await pool?.close();
  }
  if (gone.length) {
    const left = new Set(gone);
    const kept = names.flatMap((_, i) => (left.has(i) ? [] : [i]));
    return {
      documents: { ...documents, names: kept.map((i) => names[i]!), stamps: kept.map((i) => stamps[i]), added: documents.added?.filter((n) => !gone.some((i) => names[i] === n)) },
      checked: kept.map((i) => checked[i]!),
      rechecked,
    };
  }
  return { documents, checked, rechecked };
}

