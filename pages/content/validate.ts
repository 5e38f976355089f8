/**
 * Content validation with messages an editor can act on: every error of a document at once,
 * each with the file or URL, the JSON pointer, what was expected and what was found.
 * Runs the generated standalone validators (no schema compiling at run time), so it is safe
 * in the browser (preview, Storybook playground) as well as in the build.
 */
import { languageOfPath, languagePrefix } from '../routes/language-path.ts';
import type { ErrorObject } from 'ajv';
import { INVISIBLE_CONTROLS } from './invisible-controls.ts';
import {
  validatePage,
  validateParagraph,
  validatePublishHook,
  validateSiteConfig,
  type StandaloneValidator,
} from '../../generated/validators/validators.js';
import { BUNDLES, DEFAULT_LANGUAGE, type Language, PARAGRAPH_TYPES } from '../../generated/types/constants.ts';
import type { Page, Paragraph, PublishHook, SiteConfig } from '../../generated/types/content.ts';
import type { Phrase } from './content-error-words.ts';
import { contentError, escapePointerKey, type ContentError } from './content-error.ts';

export { contentErrorWords, type ContentErrorWords, type Phrase } from './content-error-words.ts';
export { contentError, formatContentError, formatContentErrorIn, type ContentError } from './content-error.ts';

type Validated<T> = { ok: true; value: T; errors: [] } | { ok: false; errors: ContentError[] };

const quote = (v: unknown) => JSON.stringify(v);
const list = (values: readonly unknown[]) => values.map(quote).join(', ');

function foundPhrase(data: unknown): Phrase {
  if (data === undefined) return ['nothing'];
  if (data === null) return ['null'];
  if (Array.isArray(data)) return ['list', data.length];
  if (typeof data === 'object') return ['object'];
  if (typeof data === 'string') return ['literal', quote(data.length > 80 ? `${data.slice(0, 77)}...` : data)];
  if (typeof data === 'number' && Number.isInteger(data) && data > 1e11) return ['milliseconds', data];
  return ['literal', String(data)];
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
  const schema = error.parentSchema as Record<string, unknown> | undefined;
  const x = schema?.['x-expected'];
  const xEs = schema?.['x-expected-es'];
  const described: Phrase | null = typeof x === 'string' ? ['described', x, typeof xEs === 'string' ? xEs : undefined] : null;
  const at = (expects: Phrase) => contentError(source, error.instancePath, expects, foundPhrase(error.data));
  const p = error.params as AjvErrorParams;
  switch (error.keyword) {
    case 'required':
      return contentError(source, `${error.instancePath}/${p.missingProperty}`, ['requiredField', String(p.missingProperty)], ['nothing']);
    case 'type':
      return at(described ?? ['types', String(p.type).split(',')]);
    case 'const':
      return at(['value', quote(p.allowedValue)]);
    case 'enum':
      return at(['oneOf', list(p.allowedValues ?? [])]);
    case 'discriminator': {
      const pointer = `${error.instancePath}/${p.tag}`;
      const tag = String(p.tag);
      const found = foundPhrase(p.tagValue);
      if (p.error === 'tag') return contentError(source, pointer, ['tagText', tag], found);
      const isParagraph = p.tag === 'type' && /\/entity$/.test(error.instancePath) && /paragraphs|Top|Section|Middle/.test(error.instancePath);
      if (p.tag === 'bundle') return contentError(source, pointer, ['bundle', list(BUNDLES)], found);
      if (isParagraph || (p.tag === 'type' && error.instancePath === '/entity'))
        return contentError(source, pointer, ['paragraphType', PARAGRAPH_TYPES.join(', ')], found, { unknownParagraphType: String(p.tagValue) });
      return contentError(source, pointer, ['knownTag', tag], found);
    }
    default:
      return at(described ?? ['rule', error.message ?? error.keyword]);
  }
}

/** A path as the characters it names (percent-escapes decoded), or null when it does not decode. */
function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * Rules a JSON Schema cannot say: a page's path carries its language's prefix, and so do its
 * translations; a path is written as the characters it names (a percent-escape would be decoded by
 * browsers and servers into another path: `%2e%2e` is `..`, `%2f` a separator), in Unicode NFC, and
 * with no invisible control character; so is a title.
 */
function pageRules(page: Page, source: string): ContentError[] {
  const errors: ContentError[] = [];
  const plain = (value: string, pointer: string, what: 'path' | 'title') => {
    if (what === 'path' && decodedPath(value) !== value)
      errors.push(
        contentError(
          source,
          pointer,
          [
            'described',
            'a path written as the characters it names, with no percent-escape (%2e, %2f, %5c and the like name other paths)',
            'una ruta escrita con los caracteres que nombra, sin escapes con % (%2e, %2f, %5c y similares nombran otras rutas)',
          ],
          ['literal', `${quote(value)}${decodedPath(value) === null ? '' : `, which reads ${quote(decodedPath(value))}`}`],
        ),
      );
    if (value.search(INVISIBLE_CONTROLS) >= 0)
      errors.push(
        contentError(
          source,
          pointer,
          [
            'described',
            `a ${what} with no invisible control character (bidirectional overrides, zero-width spaces)`,
            `${what === 'path' ? 'una ruta' : 'un título'} sin caracteres de control invisibles (cambios de dirección del texto, espacios de anchura cero)`,
          ],
          ['literal', quote(value).replace(INVISIBLE_CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)],
        ),
      );
  };
  plain(page.url.path, '/url/path', 'path');
  page.translations.forEach((t, i) => plain(t.url.path, `/translations/${i}/url/path`, 'path'));
  plain(page.title.value, '/title/value', 'title');
  const check = (lang: string, path: string, pointer: string) => {
    const ok = languageOfPath(path) === lang;
    if (!ok) errors.push(contentError(source, pointer, lang === DEFAULT_LANGUAGE ? ['spanishPath'] : ['pathPrefix', languagePrefix(lang as Language), lang], ['literal', quote(path)]));
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
/** What a CMS's publishing hook says (app/publisher), with the same messages as content. */
export const validatePublishHookDocument = (data: unknown, source: string) => run<PublishHook>(validatePublishHook, data, source);

/** Parses JSON text, turning a syntax error into the same kind of message. */
/** Limits of one document, so a hostile or broken one is reported, never a stack overflow or a build out of memory. */
const DOCUMENT_LIMITS = {
  /** Characters of one document. */
  maxLength: 16 * 1024 * 1024,
  /** Objects and lists inside each other (real pages nest about 12 deep). */
  maxDepth: 64,
  /** Characters of one text value (a long CMS HTML field is about 100,000). */
  maxStringLength: 1024 * 1024,
} as const;


/**
 * Whether `value` nests no deeper and holds no longer a text than the limits allow: every document is
 * walked once, so without building a pointer for each of its values (only {@link limitError} does, for
 * a document that is over).
 */
function withinLimits(value: unknown): boolean {
  const values: unknown[] = [value];
  const depths: number[] = [0];
  while (values.length) {
    const v = values.pop();
    const depth = depths.pop()!;
    if (typeof v === 'string') {
      if (v.length > DOCUMENT_LIMITS.maxStringLength) return false;
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth >= DOCUMENT_LIMITS.maxDepth) return false;
    for (const x of Array.isArray(v) ? v : Object.values(v)) {
      values.push(x);
      depths.push(depth + 1);
    }
  }
  return true;
}

/** The first place where `value` nests too deep or holds too long a text, walked without recursion. */
function limitError(value: unknown, source: string): ContentError | null {
  if (withinLimits(value)) return null;
  const stack: { value: unknown; pointer: string; depth: number }[] = [{ value, pointer: '', depth: 0 }];
  while (stack.length) {
    const { value: v, pointer, depth } = stack.pop()!;
    if (typeof v === 'string' && v.length > DOCUMENT_LIMITS.maxStringLength)
      return contentError(source, pointer, ['maxText', DOCUMENT_LIMITS.maxStringLength], ['characters', v.length]);
    if (v === null || typeof v !== 'object') continue;
    if (depth >= DOCUMENT_LIMITS.maxDepth)
      return contentError(source, pointer, ['maxDepth', DOCUMENT_LIMITS.maxDepth], ['deeperNesting']);
    const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [k, x] = entries[i]!;
      stack.push({ value: x, pointer: `${pointer}/${escapePointerKey(k)}`, depth: depth + 1 });
    }
  }
  return null;
}

export function parseJson(text: string, source: string): { ok: true; value: unknown } | { ok: false; errors: ContentError[] } {
  if (text.length > DOCUMENT_LIMITS.maxLength)
    return { ok: false, errors: [contentError(source, '', ['maxDocument', DOCUMENT_LIMITS.maxLength], ['characters', text.length])] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    const e = err as Error;
    const found: Phrase = e instanceof RangeError ? ['tooDeepToRead'] : ['jsonError', e.message];
    return { ok: false, errors: [contentError(source, '', ['validJson'], found)] };
  }
  const limit = limitError(value, source);
  return limit ? { ok: false, errors: [limit] } : { ok: true, value };
}

export { INVISIBLE_CONTROLS } from './invisible-controls.ts';
