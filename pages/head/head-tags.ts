/** What goes in a page's <head>, as data: the build serialises it, the runtime updates the title. */
import { documentTitle, isAllowedMeta, type HeadData, type HeadTag } from './head-data.ts';
import type { SitePage } from '../routes/search-route.ts';
import type { Building } from '../../generated/types/content.ts';
import { generatedSchema } from './schema-org.ts';
import { uiText, uiTextLang, type UiText } from '../i18n/ui-text.ts';
import { feedsOf, type FeedLink } from '../rules/feeds.ts';
import { hasManifest, IIIF_MANIFEST_TYPE, manifestKey, manifestPath } from '../rules/iiif-link.ts';
import type { MediaServers } from '../rules/iiif.ts';
import { shareImageOf } from './share-image.ts';
import { absoluteUrl } from '../routes/absolute-url.ts';
import { provideAllUiText } from '../i18n/all-ui-text.ts';
import { DEFAULT_LANGUAGE } from '../../generated/types/constants.ts';

// Build only (the browser gets the head as page data): any page's language, without loading.
provideAllUiText();

const META_ATTR: Record<string, string> = {
  MetaValue: 'name',
  MetaProperty: 'property',
  MetaHttpEquiv: 'http-equiv',
  MetaItemProp: 'itemprop',
};

/** The Open Graph locale of each language (its language and the museum's country). */
const OG_LOCALE: Record<string, string> = { es: 'es_ES', en: 'en_GB', ca: 'ca_ES', eu: 'eu_ES', gl: 'gl_ES' };

/**
 * `buildings`: the site's buildings, for a location page's opening hours in its schema.org data;
 * `media`: the media host and its image server, for the picture a shared link shows.
 */
export function headFor(
  page: SitePage,
  siteName: string,
  siteUrl = '',
  buildings: readonly Building[] = [],
  media?: MediaServers,
): HeadData {
  const tags: HeadTag[] = [];
  for (const m of page.metas ?? []) {
    if (!isAllowedMeta(m)) continue;
    if (m.type === 'MetaLink') tags.push({ tag: 'link', attrs: { rel: m.property, href: m.content } });
    else if (m.type === 'MetaLinkHreflang') tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: m.property, href: m.content } });
    else tags.push({ tag: 'meta', attrs: { [META_ATTR[m.type] ?? 'name']: m.property, content: m.content } });
  }
  // Every page has a description: the CMS's, the site's own for its routes, else the title and the museum's name.
  if (!tags.some((t) => t.tag === 'meta' && t.attrs.name === 'description')) {
    const t = uiText(page.language.id);
    const content =
      page.bundle === 'search' ? t.search.description : page.bundle === 'preview' ? t.preview.intro : `${page.title.value}. ${siteName}.`;
    tags.push({ tag: 'meta', attrs: { name: 'description', content } });
  }
  // The editors' preview is never indexed.
  if (page.bundle === 'preview') tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex, nofollow' } });
  tags.push({ tag: 'link', attrs: { rel: 'canonical', href: siteUrl + page.url.path } });
  const alternates = [{ language: page.language, url: page.url }, ...page.translations];
  for (const a of alternates) tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: a.language.id, href: siteUrl + a.url.path } });
  // x-default: the page in the default language, which has no prefix.
  const fallback = alternates.find((a) => a.language.id === DEFAULT_LANGUAGE);
  if (fallback) tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: siteUrl + fallback.url.path } });
  openGraph(tags, page, siteName, siteUrl, media);
  // Every feed the page offers, for browsers, feed readers and podcast apps to find (pages/rules/feeds.ts).
  // Their titles are interface text: marked with its language where it is not the page's.
  const t = uiText(page.language.id);
  const lang = uiTextLang(page.language.id);
  // Only where the site's address is known: without it the build writes no feed (apps need absolute addresses).
  for (const feed of siteUrl ? feedsOf(page) : [])
    tags.push({
      tag: 'link',
      attrs: { rel: 'alternate', type: feed.type, title: feedTitle(feed, t), href: siteUrl + feed.href, ...(lang ? { lang } : {}) },
    });
  // A work's IIIF manifest, for viewers and aggregators to find (pages/rules/iiif-manifest.ts): only where the build writes it.
  if (siteUrl && hasManifest(page))
    tags.push({ tag: 'link', attrs: { rel: 'alternate', type: IIIF_MANIFEST_TYPE, href: siteUrl + manifestPath(manifestKey(page)) } });
  // The CMS's JSON-LD wins; without it (or when it cannot be parsed), the page's own schema.org data.
  const fromCms = typeof page.metasSchema === 'string' ? safeParse(page.metasSchema) : page.metasSchema;
  const jsonLd = fromCms ?? generatedSchema(page, siteName, siteUrl, buildings);
  return {
    title: documentTitle(page, siteName),
    lang: page.language.id,
    tags,
    jsonLd: jsonLd == null ? [] : Array.isArray(jsonLd) ? jsonLd : [jsonLd],
  };
}

/**
 * What messaging and social apps show for a shared link: Open Graph (title, description, address,
 * locale and its translations', picture with its size and text alternative) and a large Twitter card.
 * A property the CMS set is kept as the CMS set it.
 */
function openGraph(tags: HeadTag[], page: SitePage, siteName: string, siteUrl: string, media: MediaServers) {
  const set = new Set(tags.flatMap((t) => (t.tag === 'meta' ? [t.attrs.property ?? t.attrs.name] : [])));
  const add = (key: string, content: string, attr: 'property' | 'name' = 'property') => {
    if (!set.has(key)) tags.push({ tag: 'meta', attrs: { [attr]: key, content } });
  };
  const description = tags.find((t) => t.tag === 'meta' && t.attrs.name === 'description')?.attrs.content ?? '';
  const image = shareImageOf(page, media);
  const imageUrl = absoluteUrl(siteUrl, image.url);
  add('og:type', page.bundle === 'press_note' ? 'article' : 'website');
  add('og:site_name', siteName);
  add('og:title', page.title.value);
  add('og:description', description);
  // Addresses only where the site's is known: an app reads them elsewhere, where a path means nothing.
  if (siteUrl) add('og:url', siteUrl + page.url.path);
  add('og:locale', OG_LOCALE[page.language.id] ?? page.language.id);
  if (!set.has('og:locale:alternate'))
    for (const tr of page.translations)
      tags.push({ tag: 'meta', attrs: { property: 'og:locale:alternate', content: OG_LOCALE[tr.language.id] ?? tr.language.id } });
  if (!set.has('og:image') && /^https?:\/\//i.test(imageUrl)) {
    add('og:image', imageUrl);
    add('og:image:type', image.type);
    add('og:image:width', String(image.width));
    add('og:image:height', String(image.height));
    add('og:image:alt', image.alt);
  }
  add('twitter:card', 'summary_large_image', 'name');
}

const feedTitle = (feed: FeedLink, t: UiText) => (feed.feed === 'channel' ? (feed.channel ?? '') : t.feeds[feed.feed]);

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
