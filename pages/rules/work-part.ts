/**
 * What one page of the collection gives the files the whole collection shares: its work's IIIF
 * manifest (./iiif-manifest.ts) and, for an artwork, the IIIF collections that list the work
 * (./iiif-collection.ts) and its row in the collection's data downloads (./collection-data.ts). Every
 * artwork page gives one, with a picture or without; a collection archive item with pictures in its
 * gallery and a publication with a cover give one for their manifest. The parts are kept in the build's
 * record, so that an edit writes those files again from the pages it read and the parts of the others,
 * as the feeds are (./feed-entries.ts).
 */
import type { Language } from '../../generated/types/constants.ts';
import type { ImageLicense, Page } from '../../generated/types/content.ts';
import { hasManifest, manifestKey } from './iiif-link.ts';
import type { SitePage } from '../routes/search-route.ts';
import { cmsDescription } from '../head/schema-org.ts';
import { iiifInfo, type MediaServers } from './iiif.ts';

/** The facts a manifest lists, in the order a registrar reads them: an artwork's, an archive item's, a publication's. */
export const FACTS = [
  'artist',
  'date',
  'technique',
  'dimensions',
  'room',
  'archiveTitle',
  'extremeDates',
  'signature',
  'authors',
  'year',
  'editorialLine',
  'isbn',
  'issn',
] as const;
export type Fact = (typeof FACTS)[number];

type Artwork = Extract<Page, { bundle: 'artwork' }>;
type ArtworkStatusCode = Artwork['status']['status'];
type Image = NonNullable<NonNullable<Artwork['hero']>['image']>;

/** A picture as a manifest names it: its master, size, tiles, a small JPEG, and its caption. */
interface Picture {
  url: string;
  width: number;
  height: number;
  service?: string;
  thumbnail?: { url: string; width: number; height: number };
  label?: string;
}

/** What one page gives its work's shared files. */
export interface WorkPart {
  bundle: 'artwork' | 'collection_archive' | 'publication';
  lang: Language;
  /** The work's key (manifestKey): its Spanish page's site path, the same from every translation. */
  key: string;
  /** The page's own address (its site path). */
  path: string;
  /** The work's id in the CMS (one id for all its translations). */
  id: string;
  title: string;
  summary?: string;
  /** The facts the page has, in its language. */
  facts: Partial<Record<Fact, string>>;
  artists: string[];
  /** An artwork's display status. */
  status?: ArtworkStatusCode;
  /** The room it is on display in (the room's id on the plans, the same in every language). */
  room?: string;
  registryId?: string;
  category?: string;
  entryYear?: number;
  /** The picture (the first, for an archive item's gallery); none when the page shows none. */
  image?: Picture;
  /** An archive item's other pictures, each a canvas of its manifest. */
  more?: Picture[];
  /** A publication's PDF: its address and name. */
  rendering?: { url: string; label: string };
  /** The work's credit line (how it came to the collection). */
  creditLine?: string;
  /** The picture's licence as the CMS names it. */
  license?: ImageLicense;
  /** The picture's credit (its photographer, its rights holder). */
  credit?: string;
}

/** The page's part of its work's shared files; null for a page of another kind, or an archive item or publication without a picture. */
export function workPartOf(page: SitePage, media: MediaServers): WorkPart | null {
  if (page.bundle === 'collection_archive' || page.bundle === 'publication') return documentPartOf(page as Page & SitePage, media);
  if (page.bundle !== 'artwork') return null;
  const work = page as Artwork & SitePage;
  const tech = work.technicalDetails ?? {};
  const artists = (work.authors ?? []).map((a) => a.entity.title);
  const facts: Partial<Record<Fact, string>> = {};
  if (artists.length) facts.artist = artists.join(', ');
  if (work.date) facts.date = work.date;
  if (tech.technique) facts.technique = String(tech.technique);
  if (tech.dimensions) facts.dimensions = String(tech.dimensions);
  const room = work.status.status === 'exposedin' && work.status.room ? work.status.room : undefined;
  if (room) facts.room = room;
  const summary = cmsDescription(work);
  const image = hasManifest(work) ? work.hero!.image! : undefined;
  return {
    bundle: 'artwork',
    lang: work.language.id,
    key: manifestKey(work),
    path: work.url.path,
    id: String(work.id),
    title: work.title.value,
    ...(summary ? { summary } : {}),
    facts,
    artists,
    status: work.status.status,
    ...(room ? { room } : {}),
    ...(tech.registryId ? { registryId: String(tech.registryId) } : {}),
    ...(tech.category ? { category: String(tech.category) } : {}),
    ...(typeof tech.entryYear === 'number' ? { entryYear: tech.entryYear } : {}),
    ...(tech.credit ? { creditLine: String(tech.credit) } : {}),
    ...(image ? { image: pictureOf(image, media) } : {}),
    ...(image?.license ? { license: image.license } : {}),
    ...(image?.credit ? { credit: image.credit } : {}),
  };
}

/** An archive item's part (its gallery's pictures, its archive facts) or a publication's (its cover, its facts and PDF). */
function documentPartOf(page: Page & SitePage, media: MediaServers): WorkPart | null {
  if (!hasManifest(page)) return null;
  const facts: Partial<Record<Fact, string>> = {};
  let images: { image: Image; label?: string }[] = [];
  let rendering: WorkPart['rendering'];
  if (page.bundle === 'collection_archive') {
    images = (page.gallery ?? []).flatMap((m) =>
      m.entity.type === 'MediaImage' && m.entity.image.width
        ? [{ image: m.entity.image, ...(m.entity.caption ? { label: m.entity.caption } : {}) }]
        : [],
    );
    if (page.archiveTitle) facts.archiveTitle = page.archiveTitle;
    if (page.extremeDates) facts.extremeDates = page.extremeDates;
    if (page.signature) facts.signature = page.signature;
  } else if (page.bundle === 'publication') {
    images = page.cover ? [{ image: page.cover }] : [];
    if (page.authors?.length) facts.authors = page.authors.join(', ');
    if (page.year) facts.year = String(page.year);
    if (page.editorialLine) facts.editorialLine = page.editorialLine;
    if (page.isbn) facts.isbn = page.isbn;
    if (page.issn) facts.issn = page.issn;
    const pdf = page.pdf?.entity.type === 'MediaDocument' ? page.pdf.entity : undefined;
    if (pdf && page.format !== 'printed') rendering = { url: pdf.fileUrl, label: pdf.name };
  }
  const [first, ...more] = images.map(({ image, label }) => ({ ...pictureOf(image, media), ...(label ? { label } : {}) }));
  const summary = cmsDescription(page);
  const firstImage = images[0]!.image;
  return {
    bundle: page.bundle as WorkPart['bundle'],
    lang: page.language.id,
    key: manifestKey(page),
    path: page.url.path,
    id: String(page.id),
    title: page.title.value,
    ...(summary ? { summary } : {}),
    facts,
    artists: [],
    image: first!,
    ...(more.length ? { more } : {}),
    ...(rendering ? { rendering } : {}),
    ...(firstImage.license ? { license: firstImage.license } : {}),
    ...(firstImage.credit ? { credit: firstImage.credit } : {}),
  };
}

/** The picture as a manifest names it: its master, size, tiles and a JPEG of at least 400 px for a thumbnail. */
function pictureOf(image: Image, media: MediaServers): Picture {
  const info = iiifInfo(image, media);
  const r = image.renditions;
  // The smallest JPEG of at least 400 px, else the largest there is.
  const thumbWidth = r ? (r.jpeg.find((w) => w >= 400) ?? r.jpeg.at(-1)!) : undefined;
  return {
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
  };
}
