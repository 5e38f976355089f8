/**
 * One content error (file or URL, JSON pointer, what was expected and what was found) and its
 * wording, apart from the validators (validate.ts): /preview shows errors with this alone, and
 * downloads the validators only when it checks a document.
 */
import { CONTENT_ERRORS_EN, say, type ContentErrorWords, type Phrase } from './content-error-words.ts';

export interface ContentError {
  /** The file or URL the document came from. */
  source: string;
  /** JSON pointer into the document ('' is the whole document). */
  pointer: string;
  /** What was expected and what was found, in English (the build's and the dev server's messages). */
  expected: string;
  found: string;
  /** The same as phrases, for saying them in the interface language (the preview, the playground). */
  expects?: Phrase;
  finds?: Phrase;
  /** Set for a paragraph whose type this code does not know (content newer than code). */
  unknownParagraphType?: string;
}

/** One key of a JSON pointer, escaped (RFC 6901: `~` as `~0`, `/` as `~1`). */
export const escapePointerKey = (key: string | number) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

/** The JSON pointer of the keys from a document down to a value (`['a/b', 0]` → `/a~1b/0`). */
export const jsonPointer = (keys: readonly (string | number)[]) => keys.map((k) => `/${escapePointerKey(k)}`).join('');

/** An error with its phrases, and their English wording for the build's messages. */
export const contentError = (source: string, pointer: string, expects: Phrase, finds: Phrase, extra: Partial<ContentError> = {}): ContentError => ({
  source,
  pointer,
  expected: say(expects),
  found: say(finds),
  expects,
  finds,
  ...extra,
});

/** 'source /pointer: expected …, found …' in English (the build, the dev server). */
export const formatContentError = (e: ContentError): string => formatContentErrorIn(e, CONTENT_ERRORS_EN);

/** The same message in another language's words (the preview and the playground speak the interface language). */
export function formatContentErrorIn(e: ContentError, words: ContentErrorWords): string {
  const where = `${e.source}${e.pointer ? ` ${e.pointer}` : ''}`;
  const expected = e.expects ? say(e.expects, words) : e.expected;
  const found = e.finds ? say(e.finds, words) : e.found;
  return words.message(where, expected, found);
}
