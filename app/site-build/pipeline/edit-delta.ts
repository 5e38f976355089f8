/**
 * What an edit changes of the site's list of pages, worked out from the published build's record made
 * ready beforehand (a standby build makes it while it waits, ./edit-ahead.ts), so that the edit does work
 * in proportion to what changed rather than to the site.
 *
 * An edit keeps the previous build's records, programme, feeds and works of every page still there; it
 * finds which are still there, and writes the sitemap in the order of the addresses. Done from nothing,
 * that is a pass over each of tens of thousands of records (the memory they are spread over is most of
 * its cost: ≈ 0.15 s at full scale). The base below holds the record's pages in the content's order, a
 * copy of the records and works an edit starts from, and the sitemap's order; an edit walks its own list
 * of pages beside the base's, and finds the few added and gone.
 *
 * The result is the same, key order included, as the pass from nothing (the test says so): when the
 * edit's list is not the base's with a few pages added or gone (the CMS reordered its documents, or a
 * whole build), there is no delta and the build does the pass.
 */
import { siteRoutes } from '../../../pages/routes/search-route.ts';
import type { WorkPart } from '../../../pages/rules/work-part.ts';
import type { BuildState, PageRecord } from '../publish/build-state.ts';
import { ahead } from '../publish/ahead.ts';

/** The published build's pages, ready for an edit. */
interface EditBase {
  /** Every page with a record, in the content's order and then the site's own routes, as an edit lists its pages. */
  order: string[];
  has: Set<string>;
  /** The records in that order: an edit takes out those it renders and those gone. Given to one edit, which changes it. */
  records: Record<string, PageRecord>;
  /** The works, a copy, the same way. */
  works: Record<string, WorkPart>;
  /** The pages in the sitemap's order (of their addresses), and each one's entry as published. */
  sorted: string[];
  sitemap: string[];
}

/** An edit's list of pages against the base: the pages added, and those gone. */
export interface EditDelta {
  base: EditBase;
  added: Set<string>;
  gone: Set<string>;
}

/** More pages added or gone than this, and the pass from nothing is as quick. */
const MOST_CHANGES = 2_000;

/**
 * The base, or none when the record does not describe its pages in an order an edit can follow (every
 * page and work with a record must be in it, once).
 */
function makeEditBase(previous: BuildState): EditBase | null {
  const { pages, sources, works } = previous;
  const order: string[] = [];
  for (const name in sources) {
    const path = sources[name]!.path;
    if (path !== undefined && pages[path]) order.push(path);
  }
  for (const route of siteRoutes()) if (pages[route.url.path]) order.push(route.url.path);
  const has = new Set(order);
  if (has.size !== order.length || Object.keys(pages).length !== order.length) return null;
  for (const path in works) if (!has.has(path)) return null;
  const records: Record<string, PageRecord> = {};
  for (const path of order) records[path] = pages[path]!;
  const sorted = [...order].sort();
  return { order, has, records, works: { ...works }, sorted, sitemap: sorted.map((path) => pages[path]!.sitemap ?? '') };
}

export const editBase = ahead('edit base', makeEditBase);

/**
 * The pages added and gone of an edit whose list is `current`, when it is the base's in the same order
 * with a few pages added or gone; else null.
 */
export function editDelta(base: EditBase | null, current: readonly string[]): EditDelta | null {
  if (!base) return null;
  const { order, has } = base;
  const added = new Set<string>();
  const gone = new Set<string>();
  let j = 0;
  for (const path of current) {
    if (order[j] === path) {
      j++;
      continue;
    }
    if (!has.has(path)) {
      added.add(path);
      if (added.size > MOST_CHANGES) return null;
      continue;
    }
    // A page of the base passed as gone, and here after all: the order changed.
    if (gone.has(path)) return null;
    while (order[j] !== path) {
      gone.add(order[j++]!);
      if (gone.size > MOST_CHANGES) return null;
    }
    j++;
  }
  if (order.length - j > MOST_CHANGES) return null;
  while (j < order.length) gone.add(order[j++]!);
  return { base, added, gone };
}

/** Whether a page is still on the site (in the edit's list). */
export const stillThere = (delta: EditDelta) => (path: string) =>
  delta.base.has.has(path) ? !delta.gone.has(path) : delta.added.has(path);

/** The base's records of the pages kept as published: without those gone or rendered again (the base is the edit's then). */
export function keptRecords({ base, gone }: EditDelta, rendering: Iterable<string>): Record<string, PageRecord> {
  const { records } = base;
  for (const path of gone) delete records[path];
  for (const path of rendering) delete records[path];
  return records;
}

/** The base's works of the pages kept and not read again; and the works those gone or read had. */
export function keptWorks(
  { base, gone }: EditDelta,
  previous: BuildState,
  read: ReadonlySet<string>,
): { kept: Record<string, WorkPart>; left: WorkPart[] } {
  const { works } = base;
  const left: WorkPart[] = [];
  for (const path of [...gone, ...read])
    if (previous.works[path]) {
      left.push(previous.works[path]);
      delete works[path];
    }
  return { kept: works, left };
}

/** The pages gone that had a record, in the record's order (their files are removed). */
export function goneWithRecords({ gone }: EditDelta, previous: BuildState): string[] {
  if (gone.size < 2) return [...gone];
  return Object.keys(previous.pages).filter((path) => gone.has(path));
}

/** Each page's sitemap entry ('' for none), in the order of the addresses: the rendered pages' new ones, the others' as published. */
export function sitemapInOrder(
  { base, added, gone }: EditDelta,
  records: Record<string, PageRecord>,
  rendered: ReadonlySet<string>,
): string[] {
  const { sorted, sitemap } = base;
  const fresh = [...added].sort();
  const list: string[] = [];
  const entryOf = (path: string) => records[path]?.sitemap ?? '';
  let k = 0;
  for (let i = 0; i < sorted.length; i++) {
    const path = sorted[i]!;
    while (k < fresh.length && fresh[k]! < path) list.push(entryOf(fresh[k++]!));
    if (gone.has(path)) continue;
    list.push(rendered.has(path) ? entryOf(path) : sitemap[i]!);
  }
  while (k < fresh.length) list.push(entryOf(fresh[k++]!));
  return list;
}
