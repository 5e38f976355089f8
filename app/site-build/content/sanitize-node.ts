/**
 * The CMS HTML sanitiser of the build (and the dev server): the allow-list of
 * design-system/components/RichText/htmlAllowList.ts applied by sanitize-html on htmlparser2, a
 * streaming parser, with no DOM emulator (DOMPurify on jsdom cost ≈ 0.45 ms per field whatever its
 * length). Its output is safe by construction: only allowed elements and attributes are written, every
 * attribute value and every text is escaped again, the contents of script, style, textarea and option
 * are dropped, and every element it opens it closes inside the field, so an unclosed <a> or <table>
 * cannot wrap what follows. A browser reading it again finds only what the allow-list names (tested
 * with the hostile corpus in Node and in Chromium).
 */
import sanitize, { type IOptions } from 'sanitize-html';
import {
  ALLOWED_HTML,
  allowedUrl,
  linkWindow,
  URL_ATTRIBUTES,
  type HtmlSanitizer,
} from '../../../design-system/components/RichText/htmlAllowList.ts';

/** URL attributes made safe (or removed), and links' windows decided, before the allow-list filters attributes. */
function transformTag(tagName: string, attribs: Record<string, string>) {
  const out: Record<string, string> = {};
  const allowed = ALLOWED_HTML[tagName] ?? [];
  for (const [name, value] of Object.entries(attribs)) {
    if (!allowed.includes(name)) continue;
    if (URL_ATTRIBUTES.has(name)) {
      const url = allowedUrl(value);
      if (url !== null) out[name] = url;
    } else out[name] = value;
  }
  if (tagName === 'a') {
    const opens = linkWindow(out.href ?? null, out.target ?? null);
    delete out.target;
    delete out.rel;
    if (opens) Object.assign(out, opens);
  }
  return { tagName, attribs: out };
}

const options: IOptions = {
  allowedTags: Object.keys(ALLOWED_HTML),
  allowedAttributes: Object.fromEntries(Object.entries(ALLOWED_HTML).map(([tag, attrs]) => [tag, [...attrs]])),
  // Schemes are decided by allowedUrl (in transformTag), which also rewrites //host; nothing more to filter here.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedStyles: {},
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  // Elements whose text is code or markup, not prose: dropped with what they hold.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'noembed',
    'noframes',
    'iframe',
    'xmp',
    'template',
    'title',
    'svg',
    'math',
    'object',
  ],
  transformTags: { '*': transformTag },
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
};

let sanitizer: HtmlSanitizer | undefined;
export function nodeHtmlSanitizer(): HtmlSanitizer {
  sanitizer ??= (html: string) => sanitize(html, options);
  return sanitizer;
}
