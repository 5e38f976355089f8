/**
 * Where a work's IIIF manifest is (./iiif-manifest.ts writes it), for the page's head and its link beside
 * the picture: kept apart from the manifest's making, which the browser never needs.
 */
import { LANGUAGES } from '../../generated/types/constants.ts';
import type { Page } from '../../generated/types/content.ts';
import type { SitePage } from '../routes/search-route.ts';
import { absoluteUri } from '../routes/absolute-url.ts';

export const IIIF_PRESENTATION_CONTEXT = 'http://iiif.io/api/presentation/3/context.json';
/** The media type a IIIF Presentation 3 resource is announced with (`<link type>`, the server's Content-Type is JSON). */
export const IIIF_MANIFEST_TYPE = `application/ld+json;profile="${IIIF_PRESENTATION_CONTEXT}"`;
/** The folder of the manifests, under the site. */
const MANIFESTS_FOLDER = '/iiif/manifests';

/** A language's place in the site's order (es, en, ca, eu, gl). */
export const languageOrder = (lang: string) => {
  const i = (LANGUAGES as readonly string[]).indexOf(lang);
  return i < 0 ? LANGUAGES.length : i;
};

/** The site path a work's manifest is named by: its Spanish page's, else the first translation's in the site's language order. */
export function manifestKey(page: Pick<SitePage, 'language' | 'url' | 'translations'>): string {
  const all = [{ language: page.language, url: page.url }, ...page.translations];
  return all.reduce((a, b) => (languageOrder(b.language.id) < languageOrder(a.language.id) ? b : a)).url.path;
}

/** The whole collection's IIIF collection, its pages, and the rooms' (./iiif-collection.ts writes them). */
export const COLLECTION_PATH = '/iiif/collection.json';
export const collectionPagePath = (n: number) => `/iiif/collection/${n}.json`;
export const ROOMS_PATH = '/iiif/rooms.json';
/** A room's id as a file name: its letters, digits and single dots, anything else a dash (a CMS value is never a path). */
const roomSlug = (room: string) =>
  room
    .replace(/[^A-Za-z0-9.]+|\.{2,}/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '') || 'room';
/** The site path of the collection of the works on display in `room`. */
export const roomCollectionPath = (room: string) => `/iiif/rooms/${roomSlug(room)}.json`;

/** The site path of the manifest named by `key`. */
export const manifestPath = (key: string) => `${MANIFESTS_FOLDER}${key}.json`;

/**
 * Whether the page has a manifest: an artwork with a picture of known size, a collection archive item
 * with one in its gallery, a publication with its cover.
 */
export function hasManifest(page: SitePage): boolean {
  const p = page as Page;
  if (p.bundle === 'artwork') return Boolean(p.hero?.image?.width);
  if (p.bundle === 'collection_archive')
    return (p.gallery ?? []).some((m) => m.entity.type === 'MediaImage' && Boolean(m.entity.image.width));
  if (p.bundle === 'publication') return Boolean(p.cover?.width);
  return false;
}

/** The link to the work's manifest by the IIIF drag-and-drop convention: its path, with `?manifest=` and its address. */
export function manifestLink(page: SitePage, siteUrl: string): string | undefined {
  if (!siteUrl || !hasManifest(page)) return undefined;
  const path = manifestPath(manifestKey(page));
  return `${encodeURI(path)}?manifest=${encodeURIComponent(absoluteUri(siteUrl, path))}`;
}
