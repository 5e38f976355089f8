export * from './RichText.tsx';
export { sanitizeHtml } from './sanitizeHtml.ts';
