/**
 * What one artwork page gives the files the whole collection shares: its work's IIIF manifest
 * (./iiif-manifest.ts), the IIIF collections that list the work (./iiif-collection.ts) and its row in
 * the collection's data downloads (./collection-data.ts). Every artwork page gives one, with a picture
 * or without; the parts are kept in the build's record, so that an edit writes those files again from
 * the pages it read and the parts of the others, as the feeds are (./feed-entries.ts).
 */
import type { Language } from '../../generated/types/constants.ts';
import type { ImageLicense, Page } from '../../generated/types/content.ts';
import { hasManifest, manifestKey } from './iiif-link.ts';
import type { SitePage } from '../routes/search-route.ts';
import { cmsDescription } from '../head/schema-org.ts';
import { iiifInfo, type MediaServers } from './iiif.ts';

/** The facts a manifest lists, in the order a registrar reads them. */
export const FACTS = ['artist', 'date', 'technique', 'dimensions', 'room'] as const;
export type Fact = (typeof FACTS)[number];

type Artwork = Extract<Page, { bundle: 'artwork' }>;
type ArtworkStatusCode = Artwork['status']['status'];

/** What one artwork page gives its work's shared files. */
export interface WorkPart {
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
  status: ArtworkStatusCode;
  /** The room it is on display in (the room's id on the plans, the same in every language). */
  room?: string;
  registryId?: string;
  category?: string;
  entryYear?: number;
  /** The picture: its address, size, IIIF Image service and a small JPEG; none when the page shows none. */
  image?: { url: string; width: number; height: number; service?: string; thumbnail?: { url: string; width: number; height: number } };
  /** The work's credit line (how it came to the collection). */
  creditLine?: string;
  /** The picture's licence as the CMS names it. */
  license?: ImageLicense;
  /** The picture's credit (its photographer, its rights holder). */
  credit?: string;
}

/** The page's part of its work's shared files; null when it is not an artwork. */
export function workPartOf(page: SitePage, media: MediaServers): WorkPart | null {
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

/** The picture as a manifest names it: its master, size, tiles and a JPEG of at least 400 px for a thumbnail. */
function pictureOf(image: NonNullable<NonNullable<Artwork['hero']>['image']>, media: MediaServers): NonNullable<WorkPart['image']> {
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
