/**
 * The playground's reading of what an editor gives it: the text as a list of paragraphs (a list, a
 * whole page or one paragraph), and each paragraph checked on its own against the schemas, with its
 * errors in the interface language.
 */
import { sanitizeHtml } from '../../design-system/components/RichText/sanitizeHtml.ts';
import type { Paragraph } from '../../generated/types/content.ts';
import type { ContentErrorWords } from '../content/content-error-words.ts';
import { mapParagraphHtml } from '../content/html-fields.ts';
import { contentError, formatContentErrorIn, parseJson, validateParagraphDocument, type ContentError } from '../content/validate.ts';
import { readPastedDocument } from './combination.ts';
import type { PlaygroundWords } from './playground-words.ts';

/** One paragraph of the combination, checked on its own so a broken one never hides the others. */
export interface ParagraphCheck {
  /** 1-based, as editors count. */
  position: number;
  type: string | undefined;
  /** What the preview shows: the paragraph when valid, or the placeholder for a type this code does not know. */
  paragraph?: Paragraph;
  /** Pointers relative to the paragraph ('/entity/link'). */
  errors: ContentError[];
}

export function checkParagraphs(list: readonly unknown[]): ParagraphCheck[] {
  return list.map((item, i) => {
    const entity = (item as { entity?: { type?: unknown } } | null)?.entity;
    const type = typeof entity?.type === 'string' ? entity.type : undefined;
    const r = validateParagraphDocument(item, `paragraph ${i + 1}`);
    if (r.ok) return { position: i + 1, type, paragraph: mapParagraphHtml(r.value, sanitizeHtml), errors: [] };
    // A type this code does not know still takes its place in the preview, as the placeholder editors see.
    const unknownOnly = r.errors.every((e) => e.unknownParagraphType);
    return { position: i + 1, type, paragraph: unknownOnly ? (item as Paragraph) : undefined, errors: r.errors };
  });
}

/** One error of a paragraph, in the interface language: 'falta el campo obligatorio «link»', or where it is and what was expected. */
export function describeParagraphError(e: ContentError, words: PlaygroundWords, errorWords: ContentErrorWords): string {
  if (e.expects?.[0] === 'requiredField' && (!e.finds || e.finds[0] === 'nothing')) return words.missing(e.expects[1]);
  return formatContentErrorIn({ ...e, source: '' }, errorWords).trim();
}

type Read = { ok: true; paragraphs: unknown[]; taken?: string } | { ok: false; errors: ContentError[] };

/** The editor's text as a list of paragraphs (a whole page or one paragraph taken as the list it holds). */
export function readText(text: string, words: PlaygroundWords): Read {
  if (text.trim() === '') return { ok: true, paragraphs: [] };
  const parsed = parseJson(text, 'JSON');
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const doc = readPastedDocument(parsed.value);
  if (doc.kind === 'other') return { ok: false, errors: [contentError('JSON', '', ['literal', words.notAList], ['object'])] };
  if (doc.kind === 'page') return { ok: true, paragraphs: doc.paragraphs, taken: words.pageTaken(doc.paragraphs.length, doc.title) };
  if (doc.kind === 'paragraph') return { ok: true, paragraphs: doc.paragraphs, taken: words.paragraphTaken };
  return { ok: true, paragraphs: doc.paragraphs };
}
