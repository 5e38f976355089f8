/** What goes in a page's <head>, as data: the build serialises it, the runtime updates the title. */
import { documentTitle, isAllowedMeta, type HeadData, type HeadTag } from './head-data.ts';
import type { SitePage } from '../routes/search-route.ts';
import type { Building } from '../../generated/types/content.ts';
import { generatedSchema } from './schema-org.ts';
import { uiText } from '../i18n/ui-text.ts';
import { provideAllUiText } from '../i18n/all-ui-text.ts';

// Build only (the browser gets the head as page data): any page's language, without loading.
provideAllUiText();

const META_ATTR: Record<string, string> = {
  MetaValue: 'name',
  MetaProperty: 'property',
  MetaHttpEquiv: 'http-equiv',
  MetaItemProp: 'itemprop',
};

/** `buildings`: the site's buildings, for a location page's opening hours in its schema.org data. */
export function headFor(page: SitePage, siteName: string, siteUrl = '', buildings: readonly Building[] = []): HeadData {
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
  const spanish = alternates.find((a) => a.language.id === 'es');
  if (spanish) tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: siteUrl + spanish.url.path } });
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

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
