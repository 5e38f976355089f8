/**
 * A page's <head> as data, and what may be in it. Light on purpose: the browser imports it to swap
 * the head after a client-side navigation, so it must not pull in schema.org or date code.
 */
import type { SitePage } from '../routes/search-route.ts';

export interface HeadTag {
  tag: 'meta' | 'link';
  attrs: Record<string, string>;
}

export interface HeadData {
  title: string;
  lang: string;
  tags: HeadTag[];
  /** JSON-LD documents. */
  jsonLd: unknown[];
}

/** A page's document title: the museum's name alone on a homepage, else "page | museum". */
export const documentTitle = (page: Pick<SitePage, 'bundle' | 'title'>, siteName: string) =>
  page.bundle === 'homepage' ? siteName : `${page.title.value} | ${siteName}`;

/** The head of a 404 or 500 page: its title, its message as the description, never indexed. */
export const errorPageHead = (copy: { title: string; text: string }, siteName: string, lang: string): HeadData => ({
  title: `${copy.title} | ${siteName}`,
  lang,
  tags: [
    { tag: 'meta', attrs: { name: 'description', content: copy.text } },
    { tag: 'meta', attrs: { name: 'robots', content: 'noindex' } },
  ],
  jsonLd: [],
});

/**
 * The only http-equiv metas a page may carry from the CMS. Others (refresh to another site,
 * set-cookie, a CSP that loosens the site's) are dropped; the build warns about each one.
 */
export const ALLOWED_HTTP_EQUIV = ['content-language'] as const;
/**
 * The only link relations a page may carry from the CMS: descriptive ones. A stylesheet, preload,
 * manifest or icon from the CMS would load something into every visitor's page; they are dropped.
 */
export const ALLOWED_LINK_RELS = ['alternate', 'author', 'license', 'me', 'next', 'prev', 'shortlink', 'image_src'] as const;

const has = (list: readonly string[], value: string) => list.includes(value.trim().toLowerCase());

/** Whether a CMS meta of this kind and property may be rendered. */
export const isAllowedMeta = (m: { type: string; property: string }) =>
  m.type === 'MetaHttpEquiv'
    ? has(ALLOWED_HTTP_EQUIV, m.property)
    : m.type === 'MetaLink'
      ? m.property
          .trim()
          .split(/\s+/)
          .every((rel) => has(ALLOWED_LINK_RELS, rel))
      : true;

const META_ATTRS = ['name', 'property', 'http-equiv', 'itemprop', 'content'];
const LINK_ATTRS = ['rel', 'href', 'hreflang', 'type', 'title', 'lang'];
/** The site's own link relations besides the CMS's. */
const SITE_LINK_RELS = [...ALLOWED_LINK_RELS, 'canonical'];

/**
 * Whether a head tag is one the build could have written: a meta or a descriptive link with known
 * attributes, an http(s) or site address. The browser checks page data against this before it
 * puts anything into the document (page data comes over the network).
 */
export function isSafeHeadTag(t: { tag?: unknown; attrs?: unknown }): t is HeadTag {
  if ((t.tag !== 'meta' && t.tag !== 'link') || typeof t.attrs !== 'object' || t.attrs === null) return false;
  const attrs = Object.entries(t.attrs as Record<string, unknown>);
  if (!attrs.every(([, v]) => typeof v === 'string')) return false;
  const a = t.attrs as Record<string, string>;
  if (t.tag === 'meta')
    return attrs.every(([k]) => META_ATTRS.includes(k)) && (a['http-equiv'] === undefined || has(ALLOWED_HTTP_EQUIV, a['http-equiv']));
  return (
    attrs.every(([k]) => LINK_ATTRS.includes(k)) &&
    (a.rel ?? '').trim() !== '' &&
    a
      .rel!.trim()
      .split(/\s+/)
      .every((rel) => has(SITE_LINK_RELS, rel)) &&
    /^(https?:\/\/|\/(?!\/))/i.test(a.href ?? '')
  );
}
