/**
 * A playground combination travels in a link: its JSON, as UTF-8 in base64url. Storybook keeps
 * story args in its address only when they are letters, digits, '-' and '_' (anything else is
 * dropped for safety), which is exactly base64url's alphabet; so the combination is a story arg
 * (`args=combination:…`) and a reload or a shared link reopens it.
 */
import { fromBase64Url, toBase64Url } from '../links.ts';

/** A combination longer than this is not read from a link (about 150 KB of JSON). */
export const MAX_ENCODED = 200_000;
const SAFE = /^[A-Za-z0-9_-]*$/;

/** The editor's text for a link: minified when it is JSON (shorter links), as typed when it is not (a broken combination is shared as it is). */
export function encodeCombination(text: string): string {
  let compact = text;
  try {
    compact = JSON.stringify(JSON.parse(text));
  } catch {
    // Not JSON yet: kept as typed.
  }
  return toBase64Url(new TextEncoder().encode(compact));
}

/** The editor's text from a link; null when the value is not one this playground wrote (wrong alphabet, too long, not UTF-8). */
export function decodeCombination(encoded: unknown): string | null {
  if (typeof encoded !== 'string' || encoded === '' || encoded.length > MAX_ENCODED || !SAFE.test(encoded)) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(encoded));
  } catch {
    return null;
  }
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

type PastedDocument =
  | { kind: 'paragraphs'; paragraphs: unknown[] }
  | { kind: 'page'; paragraphs: unknown[]; title: string }
  | { kind: 'paragraph'; paragraphs: unknown[] }
  | { kind: 'other'; value: unknown };

/** The lists of paragraphs a CMS page may hold, in the order the page shows them (SPEC §2: the homepage's four lists). */
const PAGE_LISTS = ['paragraphs', 'paragraphsTop', 'middleSection', 'paragraphsMiddle', 'bottomSection'] as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What an editor pasted: a list of paragraphs (as the CMS sends them), a whole CMS page (its
 * paragraphs are taken), one paragraph, or a bare paragraph entity (wrapped as the CMS wraps it).
 */
export function readPastedDocument(value: unknown): PastedDocument {
  if (Array.isArray(value)) return { kind: 'paragraphs', paragraphs: value };
  if (!isObject(value)) return { kind: 'other', value };
  // A page envelope (page data) holds the page under data.page.
  const page = isObject(value.data) && isObject(value.data.page) ? value.data.page : value;
  if (PAGE_LISTS.some((k) => Array.isArray(page[k]))) {
    const title =
      isObject(page.title) && typeof page.title.value === 'string' ? page.title.value : typeof page.title === 'string' ? page.title : '';
    return { kind: 'page', title, paragraphs: PAGE_LISTS.flatMap((k) => (Array.isArray(page[k]) ? (page[k] as unknown[]) : [])) };
  }
  if (isObject(value.entity)) return { kind: 'paragraph', paragraphs: [value] };
  if (typeof value.type === 'string' && value.type.startsWith('Paragraph')) return { kind: 'paragraph', paragraphs: [{ entity: value }] };
  return { kind: 'other', value };
}

/**
 * The address that reopens a combination: the given Storybook address (the manager's
 * `?path=/story/…` or the canvas's `iframe.html?id=…`) with its args replaced by this combination.
 */
export function combinationLink(href: string, encoded: string): string {
  const url = new URL(href);
  const rest = url.search
    .replace(/^\?/, '')
    .split('&')
    .filter((p) => p && !p.startsWith('args='));
  if (encoded) rest.push(`args=combination:${encoded}`);
  return `${url.origin}${url.pathname}${rest.length ? `?${rest.join('&')}` : ''}${url.hash}`;
}
