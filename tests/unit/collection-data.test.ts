/**
 * The collection's shared files made from the works' parts, at sizes and with values the sample does
 * not have: the whole collection's IIIF collection in pages, a room named by hostile text, the data
 * files with text a spreadsheet would run, a site without its address; and edits of 2,500 works, which
 * write only what changed and then hold what a whole build writes.
 */
import { mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, describe, expect, it } from 'vitest';
import {
  collectionChanges,
  collectionLayout,
  collectionsOf,
  COLLECTION_PAGE_SIZE,
  layoutAfterEdit,
} from '../../pages/rules/iiif-collection.ts';
import { dataRowOf, DATA_FIELDS } from '../../pages/rules/collection-data.ts';
import type { WorkPart } from '../../pages/rules/work-part.ts';
import { publishedData, writeDataFiles } from '../../app/site-build/collection/data-files.ts';
import { changedWorkParts } from '../../app/site-build/collection/changed-works.ts';
import { provideAllUiText } from '../../pages/i18n/all-ui-text.ts';
import { discard } from '../support/discard.ts';

provideAllUiText();
const SITE = 'https://www.museo.example';
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => void discard(d)));

const part = (n: number, more: Partial<WorkPart> = {}): WorkPart => ({
  bundle: 'artwork',
  lang: 'es',
  key: `/coleccion/obra/${String(n).padStart(5, '0')}`,
  path: `/coleccion/obra/${String(n).padStart(5, '0')}`,
  id: String(n),
  title: `Obra ${n}`,
  facts: {},
  artists: [],
  status: 'notexposed',
  image: { url: `/media/works/${n}.jpg`, width: 1000, height: 800 },
  ...more,
});

describe('IIIF collections', () => {
  it('pages the whole collection, every work once, in the order of their keys', () => {
    const parts = Array.from({ length: 2 * COLLECTION_PAGE_SIZE + 500 }, (_, i) => part(i + 1));
    // A translation is the same work: listed once, labelled in both languages.
    parts.push(part(1, { lang: 'en', path: '/en/collection/artwork/00001', title: 'Work 1' }));
    const files = collectionsOf(parts.reverse(), SITE, 'Museo');
    const top = files.get('/iiif/collection.json')!;
    expect(top.items.map((i) => i.id)).toEqual([
      `${SITE}/iiif/rooms.json`,
      `${SITE}/iiif/collection/1.json`,
      `${SITE}/iiif/collection/2.json`,
      `${SITE}/iiif/collection/3.json`,
    ]);
    expect(top.items[3]!.label).toEqual({ es: ['Obras 2001–2500'], en: ['Works 2001–2500'] });
    expect(top.summary).toEqual({ es: ['2500 obras con imagen'], en: ['2,500 works with a picture'] });
    const listed = [1, 2, 3].flatMap((n) => files.get(`/iiif/collection/${n}.json`)!.items.map((i) => i.id));
    expect(listed).toHaveLength(2500);
    expect(listed[0]).toBe(`${SITE}/iiif/manifests/coleccion/obra/00001.json`);
    expect(files.get('/iiif/collection/1.json')!.items[0]!.label).toEqual({ es: ['Obra 1'], en: ['Work 1'] });
    // Works without a picture have no manifest, and are in no collection.
    expect(collectionsOf([part(1, { image: undefined })], SITE, 'Museo').get('/iiif/collection.json')!.items).toHaveLength(1);
  });

  it('names a room by its letters, digits and single dots only: a room from the CMS never makes a path', () => {
    const files = collectionsOf(
      [part(1, { room: '../../etc/passwd' }), part(2, { room: 'Sala 1 / "A"' }), part(3, { room: '205.10' })],
      SITE,
      'Museo',
    );
    const rooms = [...files.keys()].filter((k) => k.startsWith('/iiif/rooms/'));
    expect(rooms.sort()).toEqual(['/iiif/rooms/205.10.json', '/iiif/rooms/Sala-1-A.json', '/iiif/rooms/etc-passwd.json']);
    // Its label is the room as the CMS names it, in a text a viewer shows as text.
    expect(files.get('/iiif/rooms/etc-passwd.json')!.label).toEqual({ es: ['Sala ../../etc/passwd'] });
    // Rooms are listed in the order of their names (numbers by their value).
    expect(files.get('/iiif/rooms.json')!.items.map((i) => i.id)).toEqual([
      `${SITE}/iiif/rooms/etc-passwd.json`,
      `${SITE}/iiif/rooms/205.10.json`,
      `${SITE}/iiif/rooms/Sala-1-A.json`,
    ]);
  });
});

describe('the data files', () => {
  it('quote what CSV needs quoted and defuse what a spreadsheet would run as a formula, while JSON Lines keep the text as it is', () => {
    const dir = mkdtempSync(join(tmpdir(), 'collection-data-'));
    dirs.push(dir);
    const hostile = [
      part(1, { title: '=HYPERLINK("https://evil.example","clic")', artists: ['@SUM(A1)', 'Ana, "la" pintora'] }),
      part(2, { title: 'Línea uno\r\nlínea dos', creditLine: '+34 donación', entryYear: 1990 }),
    ];
    writeDataFiles(dir, {
      entries: Object.fromEntries(hostile.map((p) => [p.path, p])),
      languages: ['es', 'en'],
      site: { siteUrl: SITE } as never,
    });
    const text = readFileSync(join(dir, 'data/collection.es.csv'), 'utf8');
    expect(text.startsWith('\ufeffid,registryId,title,')).toBe(true);
    const [header, first, second] = parse(text, { bom: true }) as string[][];
    expect(header).toEqual([...DATA_FIELDS]);
    const cell = (row: string[], field: (typeof DATA_FIELDS)[number]) => row[DATA_FIELDS.indexOf(field)];
    expect(cell(first!, 'title')).toBe(`'=HYPERLINK("https://evil.example","clic")`);
    expect(cell(first!, 'artists')).toBe(`'@SUM(A1); Ana, "la" pintora`);
    expect(cell(second!, 'title')).toBe('Línea uno\r\nlínea dos');
    expect(cell(second!, 'creditLine')).toBe(`'+34 donación`);
    expect(cell(second!, 'entryYear')).toBe('1990');
    const lines = readFileSync(join(dir, 'data/collection.es.jsonl'), 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      title: '=HYPERLINK("https://evil.example","clic")',
      artists: ['@SUM(A1)', 'Ana, "la" pintora'],
    });
    // A language with no work has its files all the same: a header, no row.
    expect(readFileSync(join(dir, 'data/collection.en.csv'), 'utf8')).toBe(`\ufeff${DATA_FIELDS.join(',')}\r\n`);
    expect(readFileSync(join(dir, 'data/collection.en.jsonl'), 'utf8')).toBe('');
  });

  it('are made a piece of rows at a time, as the very bytes of every row made at once', () => {
    const dir = mkdtempSync(join(tmpdir(), 'collection-data-'));
    dirs.push(dir);
    // More rows than a piece holds, with the values CSV quotes or defuses here and there among them.
    const many = Array.from({ length: 1_234 }, (_, i) =>
      part(i + 1, i % 97 === 0 ? { title: `=Línea ${i}\r\n"dos"`, artists: ['@x', 'Ana, "la" pintora'] } : {}),
    );
    writeDataFiles(dir, { entries: Object.fromEntries(many.map((p) => [p.path, p])), languages: ['es'], site: { siteUrl: SITE } as never });
    const rows = many.map((p) => dataRowOf(p, SITE));
    const cells = rows.map((r) => DATA_FIELDS.map((f) => (Array.isArray(r[f]) ? r[f].join('; ') : (r[f] ?? ''))));
    const csv = stringify(cells, {
      escape_formulas: true,
      record_delimiter: 'windows',
      header: true,
      columns: [...DATA_FIELDS],
      bom: true,
    });
    expect(readFileSync(join(dir, 'data/collection.es.csv'), 'utf8')).toBe(csv);
    expect(readFileSync(join(dir, 'data/collection.es.jsonl'), 'utf8')).toBe(rows.map((r) => `${JSON.stringify(r)}\n`).join(''));
  });

  it('give site paths and no manifest where the site has no address', () => {
    expect(dataRowOf(part(7, { license: 'cc-by' }), '')).toMatchObject({
      url: '/coleccion/obra/00007',
      image: '/media/works/7.jpg',
      manifest: null,
      license: 'cc-by',
      licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
    });
  });
});

describe('an edit of the collection', () => {
  /** 2,500 works in es (every third in a room), a third of them in en. */
  const museum = () =>
    Array.from({ length: 2500 }, (_, i) => [
      part(i + 1, { room: i % 3 ? undefined : `20${i % 4}.${i % 5}`, summary: i % 7 ? `Texto, "citado"\r\ny más ${i}` : undefined }),
      ...(i % 3 === 1 ? [part(i + 1, { lang: 'en' as const, path: `/en/collection/artwork/${i + 1}`, title: `Work ${i + 1}` })] : []),
    ]).flat();
  const byPath = (parts: WorkPart[]) => Object.fromEntries(parts.map((p) => [p.path, p]));
  const edits: [string, (parts: WorkPart[]) => { parts: WorkPart[]; read: WorkPart[] }][] = [
    ['a title changed', (ps) => ({ parts: ps.map((p) => (p.path === '/coleccion/obra/01200' ? { ...p, title: 'Nueva' } : p)), read: [] })],
    [
      'a work moved to another room',
      (ps) => ({ parts: ps.map((p) => (p.path === '/coleccion/obra/00004' ? { ...p, room: '999.1' } : p)), read: [] }),
    ],
    ['a work deleted', (ps) => ({ parts: ps.filter((p) => p.key !== '/coleccion/obra/00010'), read: [] })],
    [
      'a work added',
      (ps) => ({ parts: [...ps, part(2501, { key: '/coleccion/obra/00005b', path: '/coleccion/obra/00005b', room: '200.0' })], read: [] }),
    ],
    [
      'a first Catalan page',
      (ps) => ({ parts: [...ps, part(7, { lang: 'ca', path: '/ca/colleccio/obra/7', title: 'Obra 7 (ca)' })], read: [] }),
    ],
  ];
  for (const [n, [name, edit]] of edits.entries())
    it(`writes only what changed, and then has what a whole build writes: ${name}${n % 2 ? ' (the published rows read ahead)' : ''}`, () => {
      const before = museum();
      const { parts: after } = edit(before);
      const beforeMap = byPath(before);
      const afterMap = byPath(after);
      // What changed: the parts whose page is new, gone or different.
      const read = new Set(after.filter((p) => JSON.stringify(beforeMap[p.path]) !== JSON.stringify(p)).map((p) => p.path));
      const changedKeys = new Set(
        [...read, ...before.filter((p) => !afterMap[p.path]).map((p) => p.path)].map((path) => (afterMap[path] ?? beforeMap[path])!.key),
      );
      // An edit lays the collection out from the layout before it, the changed works made again: as from scratch.
      expect(layoutAfterEdit(collectionLayout(before), after, changedKeys)).toEqual(collectionLayout(after));
      // And from the changed works' parts alone, as the build gives them (changedWorkParts).
      const changedParts = changedWorkParts(changedKeys, afterMap, beforeMap, read);
      expect(changedParts.every((p) => changedKeys.has(p.key))).toBe(true);
      expect(layoutAfterEdit(collectionLayout(before), changedParts, changedKeys)).toEqual(collectionLayout(after));
      // The collections: the published files, less those gone, with those written over them.
      const published = collectionsOf(before, SITE, 'Museo');
      const changes = collectionChanges(collectionLayout(before), collectionLayout(after), changedKeys);
      for (const gone of changes.gone) published.delete(gone);
      for (const [path, c] of collectionsOf(collectionLayout(after), SITE, 'Museo', (p) => changes.write.has(p))) published.set(path, c);
      expect(Object.fromEntries(published)).toEqual(Object.fromEntries(collectionsOf(after, SITE, 'Museo')));
      if (name === 'a title changed')
        expect([...changes.write].sort()).toEqual(['/iiif/collection.json', '/iiif/collection/2.json', '/iiif/rooms.json']);
      // The data files: an edit keeps the published rows it did not read, and writes what a whole build does.
      const live = mkdtempSync(join(tmpdir(), 'collection-live-'));
      const whole = mkdtempSync(join(tmpdir(), 'collection-whole-'));
      dirs.push(live, whole);
      const site = { siteUrl: SITE } as never;
      writeDataFiles(live, { entries: beforeMap, languages: ['es', 'en', 'ca'], site });
      // As a standby build reads them while it waits (app/site-build/pipeline/edit-ahead.ts).
      if (n % 2) for (const lang of ['es', 'en', 'ca'] as const) publishedData.prepare(beforeMap, live).of(lang);
      const edited = writeDataFiles(live, {
        entries: afterMap,
        languages: ['es', 'en', 'ca'],
        site,
        edit: { live, previous: beforeMap, read },
      });
      // Only the rows of the pages read are made; the others are the published ones.
      expect(edited.rowsMade).toBe(read.size);
      writeDataFiles(whole, { entries: afterMap, languages: ['es', 'en', 'ca'], site });
      for (const f of ['es.jsonl', 'es.csv', 'en.jsonl', 'en.csv', 'ca.jsonl', 'ca.csv'])
        expect(readFileSync(join(live, `data/collection.${f}`), 'utf8'), f).toBe(readFileSync(join(whole, `data/collection.${f}`), 'utf8'));
    });

  /** Fifty works' Spanish files published; an edit that read none of them, and how many rows it made. */
  const fiftyPublished = () => {
    const parts = byPath(museum().slice(0, 50));
    const live = mkdtempSync(join(tmpdir(), 'collection-live-'));
    dirs.push(live);
    const site = { siteUrl: SITE } as never;
    writeDataFiles(live, { entries: parts, languages: ['es'], site });
    const file = join(live, 'data/collection.es.jsonl');
    const whole = readFileSync(file, 'utf8');
    const edit = () =>
      writeDataFiles(live, { entries: parts, languages: ['es'], site, edit: { live, previous: parts, read: new Set() } }).rowsMade;
    return { parts, live, file, whole, edit, spanish: Object.values(parts).filter((p) => p.lang === 'es').length };
  };
  /** The file with a row that is not its page's (say, a file restored by hand). */
  const notItsPages = (whole: string) => whole.replace('/coleccion/obra/00002"', '/coleccion/obra/00003"');

  it('makes a language whole when its published files are not the previous build’s', () => {
    const { file, whole, edit, spanish } = fiftyPublished();
    writeFileSync(file, notItsPages(whole));
    expect(edit()).toBe(spanish);
    expect(readFileSync(file, 'utf8')).toBe(whole);
  });

  it('reads the published files again when they changed after they were read ahead', () => {
    const { parts, live, file, whole, edit, spanish } = fiftyPublished();
    // Read ahead and found to be the previous build's; then replaced (as a build publishes a file: another
    // one renamed over it) by a file of the same size whose rows are not their pages'.
    expect(publishedData.prepare(parts, live).of('es')).not.toBeNull();
    writeFileSync(join(live, 'data/replaced'), notItsPages(whole));
    renameSync(join(live, 'data/replaced'), file);
    expect(edit()).toBe(spanish);
    expect(readFileSync(file, 'utf8')).toBe(whole);
    // Read ahead and unchanged since: every row kept, none made.
    publishedData.prepare(parts, live).of('es');
    expect(edit()).toBe(0);
  });
});
