export * from './RichText.tsx';
export { createHtmlSanitizer, sanitizeHtml, type HtmlSanitizer } from './sanitizeHtml.ts';
