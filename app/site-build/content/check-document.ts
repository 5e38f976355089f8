/**
 * One page document parsed, validated, its HTML sanitised and its media addresses checked, with its
 * search record: pure, so any thread can run it (check-pool.ts).
 */
import { mediaAddressErrors } from '../../../pages/content/media-addresses.ts';
import type { Building, Page } from '../../../generated/types/content.ts';
import { searchRecord, type SearchRecord } from '../../../pages/search/search-record.ts';
import { contentError, INVISIBLE_CONTROLS, parseJson, validatePageDocument, type ContentError } from '../../../pages/content/validate.ts';
import type { RawDocument } from './content-source.ts';
import { mapPageHtml } from '../../../pages/content/html-fields.ts';
import { jsonPointer } from '../../../pages/content/content-error.ts';
import { nodeHtmlSanitizer } from './sanitize-node.ts';

/** One page document parsed, validated and its HTML sanitised: pure, so a worker thread can run it. */
export type CheckedDocument =
  | { source: string; ok: true; page: Page; record: SearchRecord | null; warnings?: string[]; mediaErrors?: ContentError[] }
  | { source: string; ok: false; errors: ContentError[] };

/** A document that is not UTF-8, reported at its first foreign byte. */
export const notUtf8Error = (doc: RawDocument & { notUtf8: number }) =>
  contentError(
    doc.source,
    '',
    ['described', 'a document in UTF-8', 'un documento en UTF-8'],
    ['literal', `a byte that is not UTF-8 at offset ${doc.notUtf8} (Latin-1 or another encoding?)`],
  );

/** What checking a page needs of the site configuration. */
export interface CheckSettings {
  /** The one host media may come from besides /media/. */
  mediaHost?: string;
  /** The buildings' plans (search records give artworks their building and floor). */
  buildings?: readonly Building[];
}

/** A page document checked, with its search record (made here, so that it is made on whichever thread checks). */
export function checkPageDocument(doc: RawDocument, settings: CheckSettings = {}): CheckedDocument {
  if (doc.notUtf8 !== undefined) return { source: doc.source, ok: false, errors: [notUtf8Error({ ...doc, notUtf8: doc.notUtf8 })] };
  const json = parseJson(doc.text, doc.source);
  const result = json.ok ? validatePageDocument(json.value, doc.source) : json;
  if (!result.ok) return { source: doc.source, ok: false, errors: result.errors };
  const page = (result as { value: Page }).value;
  // Addresses in one Unicode form (NFC), so two spellings of one word are one page (and clash as such).
  page.url.path = page.url.path.normalize('NFC');
  for (const t of page.translations) t.url.path = t.url.path.normalize('NFC');
  const warnings = stripInvisibleControls(page, doc.source);
  // CMS HTML is sanitised here, once: page data and prerendered pages carry only clean HTML.
  const clean = mapPageHtml(page, nodeHtmlSanitizer());
  // Media addresses are refused after a reserved address (loadContent), so they travel with the page.
  const mediaErrors = mediaAddressErrors(clean, doc.source, settings.mediaHost);
  return {
    source: doc.source,
    ok: true,
    page: clean,
    record: searchRecord(clean, settings.buildings),
    ...(warnings.length ? { warnings } : {}),
    ...(mediaErrors.length ? { mediaErrors } : {}),
  };
}

/**
 * Removes invisible control characters (bidirectional overrides, zero-width spaces) from every text of
 * a page (titles and paths, where they are refused, never get here), and says where.
 */
function stripInvisibleControls(value: unknown, source: string): string[] {
  const warnings: string[] = [];
  // The keys from the document down to the value being walked: a pointer is made of them only for a warning.
  const path: (string | number)[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) for (let i = 0; i < v.length; i++) visit(v as unknown as Record<number, unknown>, i, v[i]);
    else if (v && typeof v === 'object')
      for (const k in v) if (Object.hasOwn(v, k)) visit(v as Record<string, unknown>, k, (v as Record<string, unknown>)[k]);
  };
  const visit = (parent: Record<string | number, unknown>, key: string | number, x: unknown) => {
    if (typeof x === 'string') {
      if (x.search(INVISIBLE_CONTROLS) < 0) return;
      parent[key] = x.replace(INVISIBLE_CONTROLS, '');
      warnings.push(
        `${source} ${jsonPointer([...path, key])}: removed invisible control characters (bidirectional overrides, zero-width spaces)`,
      );
    } else if (x && typeof x === 'object') {
      path.push(key);
      walk(x);
      path.pop();
    }
  };
  walk(value);
  return warnings;
}
