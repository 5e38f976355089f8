/**
 * Text made safe for HTML (and XML): in an element or a quoted attribute value, as React writes it
 * (`'` as `&#x27;`), so a string written by hand and one React rendered read the same. The one escape
 * the site uses: the build's document and sitemap, rich text's link notes, the dev server's error page,
 * the accessibility report, the share cards' text (Pango's markup is XML) and the tests that look for
 * text in a page.
 */
const SPECIAL = /[&<>"']/;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

export const escapeHtml = (s: string): string => (SPECIAL.test(s) ? s.replace(/[&<>"']/g, (c) => ENTITIES[c]!) : s);
