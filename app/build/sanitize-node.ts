/** The CMS HTML sanitiser in Node (build, dev server): DOMPurify on a jsdom window, created once per process. */
import { JSDOM } from 'jsdom';
import type { WindowLike } from 'dompurify';
import { createHtmlSanitizer, type HtmlSanitizer } from '../../design-system/components/RichText/sanitizeHtml.ts';

let sanitizer: HtmlSanitizer | undefined;
export function nodeHtmlSanitizer(): HtmlSanitizer {
  sanitizer ??= createHtmlSanitizer(new JSDOM('').window as unknown as WindowLike);
  return sanitizer;
}
