/**
 * The collection as IIIF Presentation 3: a manifest for every artwork with a picture (and every
 * collection archive item with pictures, every publication with a cover), so that a
 * researcher's viewer (Mirador, Universal Viewer) or an aggregator (Europeana) can open the work, its
 * facts and its zoomable picture outside the site. One manifest holds every translation of a work:
 * its texts are language maps, one language per page, from each page's part (./work-part.ts).
 *
 * Where: /iiif/manifests/<the work's Spanish address>.json (else its first translation's, in the
 * site's language order), the same from every translation's page.
 */
import type { Canvas, InternationalString, Manifest, MetadataItem, Service } from '@iiif/presentation-3';
import type { Language } from '../../generated/types/constants.ts';
import { IIIF_PRESENTATION_CONTEXT, languageOrder, manifestPath, roomCollectionPath } from './iiif-link.ts';
import { absoluteUri } from '../routes/absolute-url.ts';
import { uiText, uiTextLang } from '../i18n/ui-text.ts';
import { LICENSE_URL } from './rights.ts';
import { FACTS, type Fact, type WorkPart } from './work-part.ts';

/** A part whose page shows the work's picture: the manifest is made of those. */
export type PicturedPart = WorkPart & Required<Pick<WorkPart, 'image'>>;
export const isPictured = (p: WorkPart): p is PicturedPart => Boolean(p.image);

/** The licence as IIIF names it: a Creative Commons licence by the URI it defines itself with, http://. */
const rightsUri = (p: WorkPart) =>
  p.license ? LICENSE_URL[p.license]?.replace(/^https:\/\/creativecommons\.org\//, 'http://creativecommons.org/') : undefined;

/** An interface word in the interface languages of `langs` (Spanish for the languages it is not written in). */
export function interfaceWord(
  langs: readonly Language[],
  word: (t: ReturnType<typeof uiText>, lang: Language) => string,
): InternationalString {
  return Object.fromEntries(langs.map((lang) => [uiTextLang(lang) ?? lang, [word(uiText(lang), lang)]]));
}

const FACT_WORD: Record<Fact, (t: ReturnType<typeof uiText>) => string> = {
  artist: (t) => t.explore.artist,
  date: (t) => t.date,
  technique: (t) => t.sheet.technique,
  dimensions: (t) => t.sheet.dimensions,
  room: (t) => t.showroom,
  archiveTitle: (t) => t.archiveTitle,
  extremeDates: (t) => t.extremeDates,
  signature: (t) => t.signature,
  authors: (t) => t.authors,
  year: (t) => t.year,
  editorialLine: (t) => t.editorialLine,
  isbn: () => 'ISBN',
  issn: () => 'ISSN',
};

/** A language map of each part's value, in the site's language order. */
export const map = (parts: readonly WorkPart[], value: (p: WorkPart) => string | undefined): InternationalString =>
  Object.fromEntries(parts.flatMap((p) => (value(p) ? [[p.lang, [value(p)!]]] : [])));

/** The manifest of one work from its pages' parts (any order; none is not a manifest). */
export function manifestOf(parts: readonly PicturedPart[], siteUrl: string, siteName: string): Manifest {
  const sorted = [...parts].sort((a, b) => languageOrder(a.lang) - languageOrder(b.lang));
  // The picture, the licence and the credit are the first page's (the Spanish one's when there is one).
  const first = sorted[0]!;
  const id = absoluteUri(siteUrl, manifestPath(first.key));
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
  // One canvas per picture: an artwork's or a publication's cover, an archive item's gallery in its order.
  const items = [image, ...(first.more ?? [])].map((picture, i) => canvasOf(picture, `${id}/canvas/${i + 1}`, first.lang, siteUrl));
  const credit = sorted.filter((p) => p.credit);
  return {
    '@context': IIIF_PRESENTATION_CONTEXT,
    id,
    type: 'Manifest',
    label: map(sorted, (p) => p.title),
    ...(sorted.some((p) => p.summary) ? { summary: map(sorted, (p) => p.summary) } : {}),
    ...(metadata.length ? { metadata } : {}),
    ...(rightsUri(first) ? { rights: rightsUri(first) } : {}),
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
    // The room the work is on display in: its collection lists the works there (./iiif-collection.ts).
    ...(first.room ? { partOf: [{ id: absoluteUri(siteUrl, roomCollectionPath(first.room)), type: 'Collection' }] } : {}),
    homepage: sorted.map((p) => ({
      id: absoluteUri(siteUrl, p.path),
      type: 'Text',
      label: { [p.lang]: [p.title] },
      format: 'text/html',
      language: [p.lang],
    })),
    ...(image.thumbnail
      ? {
          thumbnail: [
            {
              id: absoluteUri(siteUrl, image.thumbnail.url),
              type: 'Image',
              format: 'image/jpeg',
              width: image.thumbnail.width,
              height: image.thumbnail.height,
            },
          ],
        }
      : {}),
    // A publication's PDF, the whole of it to read (the specification asks for its label, which the types leave out).
    ...(first.rendering ? { rendering: [pdfOf(first.rendering, first.lang, siteUrl)] } : {}),
    items,
  };
}

/** A rendering of the whole as a PDF: its address, its name, its format. */
function pdfOf(rendering: NonNullable<WorkPart['rendering']>, lang: Language, siteUrl: string) {
  const pdf = {
    id: absoluteUri(siteUrl, rendering.url),
    type: 'Text' as const,
    label: { [lang]: [rendering.label] },
    format: 'application/pdf',
  };
  return pdf;
}

/** A picture's canvas: its size, the picture painted on it with its IIIF Image service, and its caption as the canvas's label. */
function canvasOf(picture: PicturedPart['image'], canvasId: string, lang: Language, siteUrl: string): Canvas {
  const service: Service[] = picture.service
    ? [{ id: absoluteUri(siteUrl, picture.service), type: 'ImageService3', profile: 'level0' }]
    : [];
  return {
    id: canvasId,
    type: 'Canvas',
    ...(picture.label ? { label: { [lang]: [picture.label] } } : {}),
    width: picture.width,
    height: picture.height,
    items: [
      {
        id: `${canvasId}/page`,
        type: 'AnnotationPage',
        items: [
          {
            id: `${canvasId}/page/image`,
            type: 'Annotation',
            motivation: 'painting',
            target: canvasId,
            body: {
              id: absoluteUri(siteUrl, picture.url),
              type: 'Image',
              format: /\.png$/i.test(picture.url) ? 'image/png' : /\.webp$/i.test(picture.url) ? 'image/webp' : 'image/jpeg',
              width: picture.width,
              height: picture.height,
              ...(service.length ? { service } : {}),
            },
          },
        ],
      },
    ],
  };
}
