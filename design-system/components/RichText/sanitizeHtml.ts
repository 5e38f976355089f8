/**
 * The allow-list for HTML written in the CMS, applied with DOMPurify: the HTML is parsed by a real
 * HTML parser (the browser's, or jsdom's at build time) and serialised again, so the result is a
 * balanced tree: an unclosed <a> or <table> ends inside its own field and cannot wrap what follows.
 * Anything not listed is removed (scripts, styles, iframes, forms, SVG and MathML, event handlers);
 * URLs must be http(s), mailto, tel, site paths or fragments. Links to other sites (and `//host`
 * or `/\host`, which browsers read as other sites) open in a new window with rel="noopener
 * noreferrer", as does any link the editor set to open one. Text is kept as text: `1 < 2` stays.
 *
 * The build sanitises every CMS HTML field once (page data carries clean HTML); in the browser only
 * /preview does, on content that never went through a build.
 */
import createDOMPurify, { type Config, type WindowLike } from 'dompurify';

const ALLOWED: Record<string, readonly string[]> = {
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

const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/i;
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go: browsers ignore them inside a scheme (java\tscript:)
const IGNORED_IN_URLS = /[\u0000-\u0020\u007f]+/g;

const config: Config = {
  ALLOWED_TAGS: Object.keys(ALLOWED),
  ALLOWED_ATTR: [...new Set(Object.values(ALLOWED).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // URLs are checked by the hook below, per attribute.
  ALLOWED_URI_REGEXP: /^/,
  ADD_URI_SAFE_ATTR: [],
  RETURN_TRUSTED_TYPE: false,
};

export type HtmlSanitizer = (html: string) => string;

/** A sanitiser bound to a DOM: the page's `window` in the browser, a jsdom window in Node. */
export function createHtmlSanitizer(window: WindowLike): HtmlSanitizer {
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const allowed = ALLOWED[node.nodeName.toLowerCase()] ?? [];
    if (!allowed.includes(data.attrName)) {
      data.keepAttr = false;
      return;
    }
    if (URL_ATTRIBUTES.has(data.attrName)) {
      let url = data.attrValue.replace(IGNORED_IN_URLS, '');
      // `//host/x` and `/\host/x` lead to another site: written out as the https address they are.
      if (/^[/\\]{2}/.test(url)) url = `https://${url.replace(/^[/\\]+/, '')}`;
      if (!SAFE_URL.test(url)) data.keepAttr = false;
      else data.attrValue = url;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() !== 'a') return;
    const target = node.getAttribute('target');
    const external = /^https?:/i.test(node.getAttribute('href') ?? '');
    node.removeAttribute('rel');
    if (target !== null && target !== '_blank') node.removeAttribute('target');
    if (external || target === '_blank') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (html: string) => purify.sanitize(html, config) as string;
}

let browserSanitizer: HtmlSanitizer | undefined;
/** In the browser (the /preview page, stories): sanitises with the page's own DOM. */
export function sanitizeHtml(html: string): string {
  browserSanitizer ??= createHtmlSanitizer(window);
  return browserSanitizer(html);
}
