/**
 * The CMS HTML allow-list (htmlAllowList.ts) applied in the browser with DOMPurify: the HTML is parsed
 * by the browser's own parser and serialised again, so the result is a balanced tree. The build
 * sanitises every CMS HTML field once (page data carries clean HTML, app/site-build/content/sanitize-node.ts); in
 * the browser only /preview and the editors' playground do, on content that never went through a build.
 */
import createDOMPurify, { type Config, type WindowLike } from 'dompurify';
import { ALLOWED_HTML, allowedUrl, linkWindow, URL_ATTRIBUTES, type HtmlSanitizer } from './htmlAllowList.ts';

export type { HtmlSanitizer } from './htmlAllowList.ts';

const config: Config = {
  ALLOWED_TAGS: Object.keys(ALLOWED_HTML),
  ALLOWED_ATTR: [...new Set(Object.values(ALLOWED_HTML).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // URLs are checked by the hook below, per attribute.
  ALLOWED_URI_REGEXP: /^/,
  ADD_URI_SAFE_ATTR: [],
  RETURN_TRUSTED_TYPE: false,
};

/** A sanitiser bound to a DOM (the page's `window`). */
export function createHtmlSanitizer(window: WindowLike): HtmlSanitizer {
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const allowed = ALLOWED_HTML[node.nodeName.toLowerCase()] ?? [];
    if (!allowed.includes(data.attrName)) {
      data.keepAttr = false;
      return;
    }
    if (URL_ATTRIBUTES.has(data.attrName)) {
      const url = allowedUrl(data.attrValue);
      if (url === null) data.keepAttr = false;
      else data.attrValue = url;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() !== 'a') return;
    const opens = linkWindow(node.getAttribute('href'), node.getAttribute('target'));
    node.removeAttribute('rel');
    node.removeAttribute('target');
    if (opens) {
      node.setAttribute('target', opens.target);
      node.setAttribute('rel', opens.rel);
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
