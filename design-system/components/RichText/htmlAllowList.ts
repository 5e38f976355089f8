/**
 * The allow-list for HTML written in the CMS, and the rules its URLs and links follow. One list, two
 * sanitisers: the build's (sanitize-html on htmlparser2, a streaming parser: app/site-build/content/sanitize-node.ts)
 * and the browser's (DOMPurify on the page's DOM, for /preview and the playground: sanitizeHtml.ts).
 * Anything not listed is removed (scripts, styles, iframes, forms, SVG and MathML, event handlers);
 * URLs must be http(s), mailto, tel, site paths or fragments. Links to other sites (and `//host` or
 * `/\host`, which browsers read as other sites) open in a new window with rel="noopener noreferrer",
 * as does any link the editor set to open one.
 */
export const ALLOWED_HTML: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel', 'lang', 'hreflang'],
  p: ['lang'],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  small: [],
  sub: [],
  sup: [],
  mark: [],
  abbr: ['title'],
  cite: [],
  q: ['cite'],
  h2: ['id'],
  h3: ['id'],
  h4: ['id'],
  h5: ['id'],
  h6: ['id'],
  ul: [],
  ol: ['start', 'reversed'],
  li: [],
  dl: [],
  dt: [],
  dd: [],
  blockquote: ['cite'],
  figure: [],
  figcaption: [],
  hr: [],
  span: ['lang'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

export const URL_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'src', 'cite']);
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/i;
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go: browsers ignore them inside a scheme (java\tscript:)
const IGNORED_IN_URLS = /[\u0000-\u0020\u007f]+/g;

/** A URL attribute's value as it may be published, or null when it must go. */
export function allowedUrl(value: string): string | null {
  let url = value.replace(IGNORED_IN_URLS, '');
  // `//host/x` and `/\host/x` lead to another site: written out as the https address they are.
  if (/^[/\\]{2}/.test(url)) url = `https://${url.replace(/^[/\\]+/, '')}`;
  return SAFE_URL.test(url) ? url : null;
}

/** A link's `target` and `rel` from its (already allowed) href and the editor's target: new windows only for other sites or when asked. */
export function linkWindow(href: string | null, target: string | null): { target: '_blank'; rel: 'noopener noreferrer' } | null {
  return /^https?:/i.test(href ?? '') || target === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : null;
}

export type HtmlSanitizer = (html: string) => string;
