export * from './RichText.tsx';
// The browser's sanitiser (DOMPurify) is imported from ./sanitizeHtml.ts by those who need it (/preview's
// lazy chunk, the playground, stories), so it never rides in the script every visitor loads.
