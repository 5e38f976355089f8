/**
 * The collection as IIIF Presentation 3 collections, so that a viewer can browse it: the whole
 * collection (every work with a manifest, in pages of COLLECTION_PAGE_SIZE, as Presentation 3 has no
 * paging of its own: a collection of collections), and one collection per room, listing the works on
 * display there. All are made from the works' parts (./work-part.ts), so an edit writes them again from
 * the record, as a whole build does.
 *
 * Where: /iiif/collection.json (the whole collection: the rooms' collection, then its pages
 * /iiif/collection/<n>.json), /iiif/rooms.json (every room's collection) and /iiif/rooms/<room>.json.
 */
import type { Collection as FullCollection, InternationalString, Manifest } from '@iiif/presentation-3';
import { LANGUAGES, type Language } from '../../generated/types/constants.ts';
import { absoluteUri } from '../routes/absolute-url.ts';
import { uiLanguage, uiTextLang } from '../i18n/ui-text.ts';
import { plural } from '../i18n/plural.ts';
import {
  COLLECTION_PATH,
  collectionPagePath as pagePath,
  IIIF_PRESENTATION_CONTEXT,
  languageOrder,
  manifestPath,
  ROOMS_PATH,
  roomCollectionPath,
} from './iiif-link.ts';
import { interfaceWord, isPictured, map, type PicturedPart } from './iiif-manifest.ts';
import type { WorkPart } from './work-part.ts';
import { mergeInOrder } from './merge-in-order.ts';
import { COLLECTION_DATA_TITLES, collectionDataPath } from '../routes/search-route.ts';

/** Works in one page of the whole collection: a viewer lists a page at once. */
export const COLLECTION_PAGE_SIZE = 1000;

/**
 * What a collection lists: a reference to each manifest or collection (its address, type, label and
 * thumbnail), not the resource itself (@iiif/presentation-3 types items as whole resources).
 */
type ItemRef = Pick<Manifest, 'id' | 'type' | 'label' | 'thumbnail'> | Pick<FullCollection, 'id' | 'type' | 'label'>;
export type Collection = Omit<FullCollection, 'items'> & { items: ItemRef[] };

/** One work as a collection lists it: its manifest, label and thumbnail. */
interface WorkRef {
  key: string;
  parts: PicturedPart[];
}

/** The artworks with a manifest, each with its parts in the site's language order, by key. */
function worksOf(parts: Iterable<WorkPart>): WorkRef[] {
  const byKey = new Map<string, PicturedPart[]>();
  for (const p of parts) {
    if (p.bundle !== 'artwork' || !isPictured(p)) continue;
    const list = byKey.get(p.key);
    if (list) list.push(p);
    else byKey.set(p.key, [p]);
  }
  return [...byKey]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, list]) => ({ key, parts: list.sort((a, b) => languageOrder(a.lang) - languageOrder(b.lang)) }));
}

const manifestRef = (work: WorkRef, siteUrl: string): ItemRef => {
  const thumb = work.parts[0]!.image.thumbnail;
  return {
    id: absoluteUri(siteUrl, manifestPath(work.key)),
    type: 'Manifest',
    label: map(work.parts, (p) => p.title),
    ...(thumb
      ? {
          thumbnail: [
            { id: absoluteUri(siteUrl, thumb.url), type: 'Image', format: 'image/jpeg', width: thumb.width, height: thumb.height },
          ],
        }
      : {}),
  };
};

/** The interface languages the collections are labelled in: those of the works' pages (Spanish at least). */
const labelLanguages = (works: readonly WorkRef[]): Language[] => {
  const langs = new Set<Language>(['es']);
  for (const w of works) for (const p of w.parts) langs.add(p.lang);
  return LANGUAGES.filter((l) => langs.has(l));
};

const collection = (id: string, label: InternationalString, items: ItemRef[], extra: Partial<Collection> = {}): Collection => ({
  '@context': IIIF_PRESENTATION_CONTEXT,
  id,
  type: 'Collection',
  label,
  ...extra,
  items,
});

/** Which works each collection lists: the whole collection's pages and the rooms, by site path. */
interface CollectionLayout {
  works: WorkRef[];
  /** The languages the collections are labelled in. */
  langs: Language[];
  /** Each room's collection, in the rooms' order (0.1 < 0.2 < 1.1). */
  rooms: [path: string, { room: string; works: WorkRef[] }][];
  /** The whole collection's pages, in order (the first is /iiif/collection/1.json). */
  pages: WorkRef[][];
}

export const collectionLayout = (parts: Iterable<WorkPart>): CollectionLayout => layoutOf(worksOf(parts));

/**
 * The layout after an edit, from the layout before it: the works whose keys `changed` (their parts read
 * or gone) made again from their parts now (`parts`: those, and any others, which are left out), the
 * others as they were (each of their parts is). The same as collectionLayout of every part now, without
 * sorting the whole collection again.
 */
export function layoutAfterEdit(before: CollectionLayout, parts: Iterable<WorkPart>, changed: ReadonlySet<string>): CollectionLayout {
  const fresh = worksOf([...parts].filter((p) => changed.has(p.key)));
  const kept = before.works.filter((w) => !changed.has(w.key));
  return layoutOf(mergeInOrder(kept, fresh, (w) => w.key));
}

/** Which works each collection lists, from the works in the order of their keys. */
function layoutOf(works: WorkRef[]): CollectionLayout {
  const byRoom = new Map<string, { room: string; works: WorkRef[] }>();
  for (const w of works) {
    const room = w.parts[0]!.room;
    if (!room) continue;
    const path = roomCollectionPath(room);
    const entry = byRoom.get(path) ?? { room, works: [] };
    entry.works.push(w);
    byRoom.set(path, entry);
  }
  const pages: WorkRef[][] = [];
  for (let from = 0; from < works.length; from += COLLECTION_PAGE_SIZE) pages.push(works.slice(from, from + COLLECTION_PAGE_SIZE));
  return {
    works,
    langs: labelLanguages(works),
    rooms: [...byRoom].sort(([, a], [, b]) => a.room.localeCompare(b.room, 'es', { numeric: true })),
    pages,
  };
}

/** Every collection file's site path. */
const pathsOf = (layout: CollectionLayout) => [
  COLLECTION_PATH,
  ROOMS_PATH,
  ...layout.rooms.map(([path]) => path),
  ...layout.pages.map((_, i) => pagePath(i + 1)),
];

/**
 * The collection files an edit writes, and those it takes away: of a page of the whole collection or a
 * room, only those that list another sequence of works than before or a work whose parts changed
 * (`changed`, the works' keys); the whole collection and the rooms' list always (a few lines each);
 * every file when the labels' languages changed. Each file is a function of its works' parts and of the
 * languages alone, so what is not written is what it was.
 */
export function collectionChanges(before: CollectionLayout, after: CollectionLayout, changed: ReadonlySet<string>) {
  const gone = new Set(pathsOf(before));
  for (const path of pathsOf(after)) gone.delete(path);
  const sameWorks = (a: readonly WorkRef[] | undefined, b: readonly WorkRef[]) =>
    a !== undefined && a.length === b.length && a.every((w, i) => w.key === b[i]!.key) && !b.some((w) => changed.has(w.key));
  const write = new Set([COLLECTION_PATH, ROOMS_PATH]);
  const allLanguages = before.langs.join() !== after.langs.join();
  const roomsBefore = new Map(before.rooms);
  for (const [path, { works }] of after.rooms) if (allLanguages || !sameWorks(roomsBefore.get(path)?.works, works)) write.add(path);
  after.pages.forEach((works, i) => {
    if (allLanguages || !sameWorks(before.pages[i], works)) write.add(pagePath(i + 1));
  });
  return { write, gone: [...gone] };
}

/**
 * The collection files of `layout`, by site path (the same parts give the same files, in the same
 * order); only those `wanted` says (every one unless given).
 */
export function collectionsOf(
  parts: Iterable<WorkPart> | CollectionLayout,
  siteUrl: string,
  siteName: string,
  wanted: (path: string) => boolean = () => true,
): Map<string, Collection> {
  const { works, langs, rooms, pages: pageWorks } = Symbol.iterator in parts ? collectionLayout(parts) : parts;
  const provider = [{ id: `${siteUrl}/`, type: 'Agent' as const, label: { none: [siteName] } }];
  const homepage = langs.map((lang) => ({
    id: absoluteUri(siteUrl, collectionDataPath(lang)),
    type: 'Text' as const,
    label: { [uiTextLang(lang) ?? lang]: [COLLECTION_DATA_TITLES[uiLanguage(lang)]] },
    format: 'text/html',
    language: [lang],
  }));
  const out = new Map<string, Collection>();
  const roomLabel = (room: string, ws: readonly WorkRef[]) => interfaceWord(labelLanguages(ws), (t) => t.explore.room(room));
  for (const [path, { room, works: ws }] of rooms) {
    if (!wanted(path)) continue;
    out.set(
      path,
      collection(
        absoluteUri(siteUrl, path),
        roomLabel(room, ws),
        ws.map((w) => manifestRef(w, siteUrl)),
        { provider },
      ),
    );
  }
  const roomsRef = {
    id: absoluteUri(siteUrl, ROOMS_PATH),
    type: 'Collection' as const,
    label: interfaceWord(langs, (t) => t.collectionData.iiif.rooms),
  };
  out.set(
    ROOMS_PATH,
    collection(
      roomsRef.id,
      roomsRef.label,
      rooms.map(([path, { room, works: ws }]) => ({ id: absoluteUri(siteUrl, path), type: 'Collection', label: roomLabel(room, ws) })),
      { provider },
    ),
  );
  // The whole collection, page by page.
  const pages: ItemRef[] = pageWorks.map((ws, i) => {
    const from = i * COLLECTION_PAGE_SIZE;
    const label = interfaceWord(langs, (t) => t.collectionData.iiif.works(from + 1, from + ws.length));
    const path = pagePath(i + 1);
    if (wanted(path))
      out.set(
        path,
        collection(
          absoluteUri(siteUrl, path),
          label,
          ws.map((w) => manifestRef(w, siteUrl)),
          { provider },
        ),
      );
    return { id: absoluteUri(siteUrl, path), type: 'Collection', label };
  });
  out.set(
    COLLECTION_PATH,
    collection(
      absoluteUri(siteUrl, COLLECTION_PATH),
      interfaceWord(langs, (t) => t.collectionData.iiif.collection),
      [roomsRef, ...pages],
      {
        summary: interfaceWord(langs, (t, lang) => plural(lang, works.length, t.collectionData.iiif.summary)),
        provider,
        homepage,
      },
    ),
  );
  return out;
}
