/**
 * The collection as IIIF Presentation 3: a manifest for every artwork with a picture, so that a
 * researcher's viewer (Mirador, Universal Viewer) or an aggregator (Europeana) can open the work, its
 * facts and its zoomable picture outside the site. One manifest holds every translation of a work:
 * its texts are language maps, one language per page. Each artwork page gives a small part (its
 * language's texts, its picture), kept in the build's record, so that an edit writes the manifest again
 * from the page it read and the parts of the others, as the feeds are (./feed-entries.ts).
 *
 * Where: /iiif/manifests/<the work's Spanish address>.json (else its first translation's, in the
 * site's language order), the same from every translation's page.
 */
import type { Canvas, InternationalString, Manifest, MetadataItem, Service } from '@iiif/presentation-3';
import type { Language } from '../../generated/types/constants.ts';
import { hasManifest, IIIF_PRESENTATION_CONTEXT, languageOrder, manifestKey, manifestPath } from './iiif-link.ts';
import type { SitePage } from '../routes/search-route.ts';
import { uiText, uiTextLang } from '../i18n/ui-text.ts';
import { cmsDescription } from '../head/schema-org.ts';
import { iiifInfo, type MediaServers } from './iiif.ts';
import { LICENSE_URL } from './rights.ts';

/** The facts a manifest lists, in the order a registrar reads them. */
const FACTS = ['artist', 'date', 'technique', 'dimensions', 'room'] as const;
type Fact = (typeof FACTS)[number];

/** What one artwork page gives its work's manifest. */
export interface IiifPart {
  lang: Language;
  /** The manifest it belongs to (manifestKey). */
  key: string;
  /** The page's own address (its site path). */
  path: string;
  title: string;
  summary?: string;
  /** The facts the page has, in its language. */
  facts: Partial<Record<Fact, string>>;
  /** The picture: its address, size, IIIF Image service and a small JPEG. */
  image: { url: string; width: number; height: number; service?: string; thumbnail?: { url: string; width: number; height: number } };
  /** The licence's address (none for all rights reserved). */
  rights?: string;
  credit?: string;
}

/** The page's part of its work's manifest; null when it has none. */
export function iiifPartOf(page: SitePage, media: MediaServers): IiifPart | null {
  if (!hasManifest(page)) return null;
  const image = page.hero!.image!;
  const tech = page.technicalDetails ?? {};
  const facts: Partial<Record<Fact, string>> = {};
  const artist = (page.authors ?? []).map((a) => a.entity.title).join(', ');
  if (artist) facts.artist = artist;
  if (page.date) facts.date = page.date;
  if (tech.technique) facts.technique = String(tech.technique);
  if (tech.dimensions) facts.dimensions = String(tech.dimensions);
  if (page.status.status === 'exposedin' && page.status.room) facts.room = page.status.room;
  const info = iiifInfo(image, media);
  const r = image.renditions;
  // The smallest JPEG of at least 400 px, else the largest there is.
  const thumbWidth = r ? (r.jpeg.find((w) => w >= 400) ?? r.jpeg.at(-1)!) : undefined;
  const summary = cmsDescription(page);
  // IIIF names a Creative Commons licence by the URI the licence defines itself with, http://.
  const rights = image.license
    ? LICENSE_URL[image.license]?.replace(/^https:\/\/creativecommons\.org\//, 'http://creativecommons.org/')
    : undefined;
  return {
    lang: page.language.id,
    key: manifestKey(page),
    path: page.url.path,
    title: page.title.value,
    ...(summary ? { summary } : {}),
    facts,
    image: {
      url: image.url,
      width: image.width!,
      height: image.height!,
      ...(info ? { service: info.replace(/\/info\.json$/, '') } : {}),
      ...(r && thumbWidth
        ? {
            thumbnail: {
              url: `${r.base}${thumbWidth}.jpg`,
              width: thumbWidth,
              height: Math.round((thumbWidth * image.height!) / image.width!),
            },
          }
        : {}),
    },
    ...(rights ? { rights } : {}),
    ...(image.credit ? { credit: image.credit } : {}),
  };
}

/** An address as a IIIF client needs it: absolute, and a valid URI (a path's own characters percent-encoded). */
const uri = (siteUrl: string, address: string) => (/^https?:\/\//i.test(address) ? address : siteUrl + encodeURI(address));

/** An interface word in the interface languages of `langs` (Spanish for the languages it is not written in). */
function interfaceWord(langs: readonly Language[], word: (t: ReturnType<typeof uiText>) => string): InternationalString {
  return Object.fromEntries(langs.map((lang) => [uiTextLang(lang) ?? lang, [word(uiText(lang))]]));
}

const FACT_WORD: Record<Fact, (t: ReturnType<typeof uiText>) => string> = {
  artist: (t) => t.explore.artist,
  date: (t) => t.date,
  technique: (t) => t.sheet.technique,
  dimensions: (t) => t.sheet.dimensions,
  room: (t) => t.showroom,
};

/** A language map of each part's value, in the site's language order. */
const map = (parts: readonly IiifPart[], value: (p: IiifPart) => string | undefined): InternationalString =>
  Object.fromEntries(parts.flatMap((p) => (value(p) ? [[p.lang, [value(p)!]]] : [])));

/** The manifest of one work from its pages' parts (any order; none is not a manifest). */
export function manifestOf(parts: readonly IiifPart[], siteUrl: string, siteName: string): Manifest {
  const sorted = [...parts].sort((a, b) => languageOrder(a.lang) - languageOrder(b.lang));
  // The picture, the licence and the credit are the first page's (the Spanish one's when there is one).
  const first = sorted[0]!;
  const id = uri(siteUrl, manifestPath(first.key));
  const metadata: MetadataItem[] = FACTS.flatMap((fact) => {
    const having = sorted.filter((p) => p.facts[fact]);
    return having.length
      ? [
          {
            label: interfaceWord(
              having.map((p) => p.lang),
              FACT_WORD[fact],
            ),
            value: map(having, (p) => p.facts[fact]),
          },
        ]
      : [];
  });
  const { image } = first;
  const service: Service[] = image.service ? [{ id: uri(siteUrl, image.service), type: 'ImageService3', profile: 'level0' }] : [];
  const canvas: Canvas = {
    id: `${id}/canvas/1`,
    type: 'Canvas',
    width: image.width,
    height: image.height,
    items: [
      {
        id: `${id}/canvas/1/page`,
        type: 'AnnotationPage',
        items: [
          {
            id: `${id}/canvas/1/page/image`,
            type: 'Annotation',
            motivation: 'painting',
            target: `${id}/canvas/1`,
            body: {
              id: uri(siteUrl, image.url),
              type: 'Image',
              format: /\.png$/i.test(image.url) ? 'image/png' : /\.webp$/i.test(image.url) ? 'image/webp' : 'image/jpeg',
              width: image.width,
              height: image.height,
              ...(service.length ? { service } : {}),
            },
          },
        ],
      },
    ],
  };
  const credit = sorted.filter((p) => p.credit);
  return {
    '@context': IIIF_PRESENTATION_CONTEXT,
    id,
    type: 'Manifest',
    label: map(sorted, (p) => p.title),
    ...(sorted.some((p) => p.summary) ? { summary: map(sorted, (p) => p.summary) } : {}),
    ...(metadata.length ? { metadata } : {}),
    ...(first.rights ? { rights: first.rights } : {}),
    ...(credit.length
      ? {
          requiredStatement: {
            label: interfaceWord(
              credit.map((p) => p.lang),
              (t) => t.sheet.credit,
            ),
            value: map(credit, (p) => p.credit),
          },
        }
      : {}),
    provider: [{ id: `${siteUrl}/`, type: 'Agent', label: { none: [siteName] } }],
    homepage: sorted.map((p) => ({
      id: uri(siteUrl, p.path),
      type: 'Text',
      label: { [p.lang]: [p.title] },
      format: 'text/html',
      language: [p.lang],
    })),
    ...(image.thumbnail
      ? {
          thumbnail: [
            {
              id: uri(siteUrl, image.thumbnail.url),
              type: 'Image',
              format: 'image/jpeg',
              width: image.thumbnail.width,
              height: image.thumbnail.height,
            },
          ],
        }
      : {}),
    items: [canvas],
  };
}
