/**
 * Content validation with messages an editor can act on: every error of a document at once,
 * each with the file or URL, the JSON pointer, what was expected and what was found.
 * Runs the generated standalone validators (no schema compiling at run time), so it is safe
 * in the browser (preview, Storybook playground) as well as in the build.
 */
import type { ErrorObject } from 'ajv';
import { validatePage, validateParagraph, validateSiteConfig, type StandaloneValidator } from '../../generated/validators/validators.js';
import { BUNDLES, LANGUAGES, PARAGRAPH_TYPES } from '../../generated/types/constants.ts';
import type { Page, Paragraph, SiteConfig } from '../../generated/types/content.ts';

export interface ContentError {
  /** The file or URL the document came from. */
  source: string;
  /** JSON pointer into the document ('' is the whole document). */
  pointer: string;
  expected: string;
  found: string;
  /** Set for a paragraph whose type this code does not know (content newer than code). */
  unknownParagraphType?: string;
}

export type Validated<T> = { ok: true; value: T; errors: [] } | { ok: false; errors: ContentError[] };

export const formatContentError = (e: ContentError) =>
  `${e.source}${e.pointer ? ` ${e.pointer}` : ''}: expected ${e.expected}, found ${e.found}`;

const quote = (v: unknown) => JSON.stringify(v);
const list = (values: readonly unknown[]) => values.map(quote).join(', ');
const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

function describeFound(data: unknown): string {
  if (data === undefined) return 'nothing';
  if (data === null) return 'null';
  if (Array.isArray(data)) return `a list of ${data.length}`;
  if (typeof data === 'object') return 'an object';
  if (typeof data === 'string') return quote(data.length > 80 ? `${data.slice(0, 77)}...` : data);
  if (typeof data === 'number' && Number.isInteger(data) && data > 1e11) return `${data} (milliseconds?)`;
  return String(data);
}

/** The params ajv sets on the keywords described below. */
interface AjvErrorParams {
  missingProperty?: string;
  type?: string;
  allowedValue?: unknown;
  allowedValues?: unknown[];
  tag?: string;
  tagValue?: unknown;
  error?: string;
}

function describe(error: ErrorObject, source: string): ContentError {
  const x = (error.parentSchema as Record<string, unknown> | undefined)?.['x-expected'];
  const base = { source, pointer: error.instancePath, found: describeFound(error.data) };
  const p = error.params as AjvErrorParams;
  switch (error.keyword) {
    case 'required':
      return { source, pointer: `${error.instancePath}/${p.missingProperty}`, expected: `the required field "${p.missingProperty}"`, found: 'nothing' };
    case 'type':
      return { ...base, expected: typeof x === 'string' ? x : String(p.type).split(',').map(article).join(' or ') };
    case 'const':
      return { ...base, expected: quote(p.allowedValue) };
    case 'enum':
      return { ...base, expected: `one of ${list(p.allowedValues ?? [])}` };
    case 'discriminator': {
      const pointer = `${error.instancePath}/${p.tag}`;
      if (p.error === 'tag') return { source, pointer, expected: `a text value naming the ${p.tag}`, found: describeFound(p.tagValue) };
      const isParagraph = p.tag === 'type' && /\/entity$/.test(error.instancePath) && /paragraphs|Top|Section|Middle/.test(error.instancePath);
      if (p.tag === 'bundle') return { source, pointer, expected: `one of the bundles ${list(BUNDLES)}`, found: describeFound(p.tagValue) };
      if (isParagraph || (p.tag === 'type' && error.instancePath === '/entity'))
        return {
          source, pointer, found: describeFound(p.tagValue), unknownParagraphType: String(p.tagValue),
          expected: `a known paragraph type (${PARAGRAPH_TYPES.join(', ')})`,
        };
      return { source, pointer, expected: `a known ${p.tag}`, found: describeFound(p.tagValue) };
    }
    default:
      return { ...base, expected: typeof x === 'string' ? x : (error.message ?? error.keyword) };
  }
}

/** Rules a JSON Schema cannot say: a page's path carries its language's prefix, and so do its translations. */
function pageRules(page: Page, source: string): ContentError[] {
  const errors: ContentError[] = [];
  const check = (lang: string, path: string, pointer: string) => {
    const expectedPrefix = lang === 'es' ? '' : `/${lang}`;
    const ok = lang === 'es' ? !LANGUAGES.some((l) => l !== 'es' && (path === `/${l}` || path.startsWith(`/${l}/`))) : path === expectedPrefix || path.startsWith(`${expectedPrefix}/`);
    if (!ok)
      errors.push({ source, pointer, found: quote(path), expected: lang === 'es' ? 'a Spanish path with no language prefix' : `a path starting with ${expectedPrefix} for a page in "${lang}"` });
  };
  check(page.language.id, page.url.path, '/url/path');
  page.translations.forEach((t, i) => check(t.language.id, t.url.path, `/translations/${i}/url/path`));
  return errors;
}

function run<T>(validator: StandaloneValidator<T>, data: unknown, source: string, extra?: (value: T) => ContentError[]): Validated<T> {
  if (validator(data)) {
    const more = extra ? extra(data) : [];
    return more.length ? { ok: false, errors: more } : { ok: true, value: data, errors: [] };
  }
  const seen = new Set<string>();
  const errors = (validator.errors ?? []).map((e) => describe(e, source)).filter((e) => {
    const key = `${e.pointer}|${e.expected}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
  return { ok: false, errors };
}

export const validatePageDocument = (data: unknown, source: string) => run<Page>(validatePage, data, source, (p) => pageRules(p, source));
export const validateParagraphDocument = (data: unknown, source: string) => run<Paragraph>(validateParagraph, data, source);
export const validateSiteConfigDocument = (data: unknown, source: string) => run<SiteConfig>(validateSiteConfig, data, source);

/** Parses JSON text, turning a syntax error into the same kind of message. */
/** Limits of one document, so a hostile or broken one is reported, never a stack overflow or a build out of memory. */
export const DOCUMENT_LIMITS = {
  /** Characters of one document. */
  maxLength: 16 * 1024 * 1024,
  /** Objects and lists inside each other (real pages nest about 12 deep). */
  maxDepth: 64,
  /** Characters of one text value (a long CMS HTML field is about 100,000). */
  maxStringLength: 1024 * 1024,
} as const;

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The first place where `value` nests too deep or holds too long a text, walked without recursion. */
function limitError(value: unknown, source: string): ContentError | null {
  const stack: { value: unknown; pointer: string; depth: number }[] = [{ value, pointer: '', depth: 0 }];
  while (stack.length) {
    const { value: v, pointer, depth } = stack.pop()!;
    if (typeof v === 'string' && v.length > DOCUMENT_LIMITS.maxStringLength)
      return { source, pointer, expected: `a text of at most ${DOCUMENT_LIMITS.maxStringLength} characters`, found: `${v.length} characters` };
    if (v === null || typeof v !== 'object') continue;
    if (depth >= DOCUMENT_LIMITS.maxDepth)
      return { source, pointer, expected: `objects and lists nested at most ${DOCUMENT_LIMITS.maxDepth} deep`, found: 'deeper nesting' };
    const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [k, x] = entries[i]!;
      stack.push({ value: x, pointer: `${pointer}/${escapePointer(k)}`, depth: depth + 1 });
    }
  }
  return null;
}

export function parseJson(text: string, source: string): { ok: true; value: unknown } | { ok: false; errors: ContentError[] } {
  if (text.length > DOCUMENT_LIMITS.maxLength)
    return { ok: false, errors: [{ source, pointer: '', expected: `a document of at most ${DOCUMENT_LIMITS.maxLength} characters`, found: `${text.length} characters` }] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    const e = err as Error;
    const found = e instanceof RangeError ? 'nesting too deep to read' : e.message;
    return { ok: false, errors: [{ source, pointer: '', expected: 'valid JSON', found }] };
  }
  const limit = limitError(value, source);
  return limit ? { ok: false, errors: [limit] } : { ok: true, value };
}
