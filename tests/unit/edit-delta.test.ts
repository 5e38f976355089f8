/**
 * An edit's pages worked out from the delta against the published build's (app/site-build/pipeline/
 * edit-delta.ts) are those the pass over every page gives, key order included: the records kept, which
 * pages are still there, the pages gone, the works kept and left, and the sitemap's list.
 */
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../../pages/routes/search-route.ts';
import type { BuildState, PageRecord } from '../../app/site-build/publish/build-state.ts';
import type { WorkPart } from '../../pages/rules/work-part.ts';
import {
  editBase,
  editDelta,
  goneWithRecords,
  keptRecords,
  keptWorks,
  sitemapInOrder,
  stillThere,
} from '../../app/site-build/pipeline/edit-delta.ts';

const routes = siteRoutes().map((r) => r.url.path);
const pathOf = (n: number) => `/coleccion/obra/w-${String(n).padStart(3, '0')}`;
const record = (path: string, key = 'k0'): PageRecord => ({
  key,
  files: [`${path.slice(1)}.html`],
  ids: '',
  links: [],
  sitemap: `<url>${path}</url>`,
});
const work = (path: string): WorkPart => ({ key: path, lang: 'es', bundle: 'artwork' }) as unknown as WorkPart;

/** A published build of `n` artworks (every third with a work), whose record lists them in an order of the CMS's. */
function published(n: number): BuildState {
  const paths = Array.from({ length: n }, (_, i) => pathOf((i * 7) % n));
  const state = { sources: {}, pages: {}, works: {} } as unknown as BuildState;
  paths.forEach((path, i) => (state.sources[`doc-${i}.json`] = { stamp: `s${i}`, path }));
  // The records' order is not the content's: pages rendered by the last edit come last.
  for (const path of [...paths.slice(5), ...routes, ...paths.slice(0, 5)]) state.pages[path] = record(path);
  for (const path of paths.filter((_, i) => i % 3 === 0)) state.works[path] = work(path);
  return state;
}

/** The pass over every page (app/site-build/pipeline/page-plan.ts without a delta). */
function fromNothing(previous: BuildState, current: string[], rendering: Set<string>, read: Set<string>) {
  const here = new Set(current);
  const records: Record<string, PageRecord> = {};
  for (const path of current) if (previous.pages[path] && !rendering.has(path)) records[path] = previous.pages[path];
  const kept: Record<string, WorkPart> = {};
  for (const path in previous.works) if (here.has(path) && !read.has(path)) kept[path] = previous.works[path]!;
  const left: WorkPart[] = [];
  for (const path in previous.works) if (!here.has(path) || read.has(path)) left.push(previous.works[path]!);
  for (const path of rendering) records[path] = record(path, 'k1');
  const gone = Object.keys(previous.pages).filter((path) => !records[path]);
  const sitemap = [...current].sort().map((path) => records[path]?.sitemap ?? '');
  return { here, records, kept, left, gone, sitemap };
}

function compare(previous: BuildState, current: string[], rendered: string[]) {
  const rendering = new Set(rendered);
  const read = new Set([...rendered, ...routes]);
  const expected = fromNothing(previous, current, rendering, read);
  const delta = editDelta(editBase.of(previous), current);
  expect(delta).not.toBeNull();
  const here = stillThere(delta!);
  for (const path of [...Object.keys(previous.pages), ...current, '/no/such']) expect(here(path), path).toBe(expected.here.has(path));
  const works = keptWorks(delta!, previous, read);
  expect(Object.keys(works.kept)).toEqual(Object.keys(expected.kept));
  expect(works.left.map((w) => w.key).sort()).toEqual(expected.left.map((w) => w.key).sort());
  const records = keptRecords(delta!, rendering);
  for (const path of rendering) records[path] = record(path, 'k1');
  expect(Object.keys(records)).toEqual(Object.keys(expected.records));
  expect(records).toEqual(expected.records);
  expect(goneWithRecords(delta!, previous)).toEqual(expected.gone);
  expect(sitemapInOrder(delta!, records, rendering)).toEqual(expected.sitemap);
  return delta!;
}

const contentOrder = (state: BuildState) => Object.values(state.sources).map((s) => s.path!);

describe('an edit against the published build', () => {
  it('finds nothing added or gone when a page is edited, and keeps every other record', () => {
    const previous = published(60);
    const current = [...contentOrder(previous), ...routes];
    const delta = compare(previous, current, [current[10]!]);
    expect([delta.added.size, delta.gone.size]).toEqual([0, 0]);
  });

  it('finds a translation added among the pages, and its neighbours rendered again', () => {
    const previous = published(60);
    const order = contentOrder(previous);
    const current = [...order.slice(0, 20), '/ca/colleccio/obra/w-new', ...order.slice(20), ...routes];
    const delta = compare(previous, current, ['/ca/colleccio/obra/w-new', order[19]!, order[20]!]);
    expect([...delta.added]).toEqual(['/ca/colleccio/obra/w-new']);
    expect(delta.gone.size).toBe(0);
  });

  it('finds pages deleted, one or several, at the start, middle and end', () => {
    const previous = published(60);
    const order = contentOrder(previous);
    expect([...compare(previous, [...order.slice(1), ...routes], []).gone]).toEqual([order[0]]);
    const several = order.filter((_, i) => ![3, 4, 30, 59].includes(i));
    expect([...compare(previous, [...several, ...routes], [several[2]!]).gone].sort()).toEqual(
      [order[3], order[4], order[30], order[59]].sort(),
    );
  });

  it('finds a page moved to another address as one gone and one added', () => {
    const previous = published(60);
    const order = contentOrder(previous);
    const current = [...order.slice(0, 7), '/coleccion/obra/moved', ...order.slice(8), ...routes];
    const delta = compare(previous, current, ['/coleccion/obra/moved']);
    expect([[...delta.added], [...delta.gone]]).toEqual([['/coleccion/obra/moved'], [order[7]]]);
  });

  it('gives no delta when the pages come in another order, or the record does not list every page', () => {
    const previous = published(60);
    const order = contentOrder(previous);
    const swapped = [order[1]!, order[0]!, ...order.slice(2), ...routes];
    expect(editDelta(editBase.of(previous), swapped)).toBeNull();
    // A work whose page has no record, and a page no document of the record names.
    expect(editBase.of({ ...previous, works: { ...previous.works, '/x': work('/x') } })).toBeNull();
    expect(editBase.of({ ...previous, pages: { ...previous.pages, '/y': record('/y') } })).toBeNull();
    expect(editDelta(null, order)).toBeNull();
  });
});
