/**
 * The pages assembled from the keys the previous build's record gives them (what a standby build makes
 * ahead, app/site-build/content/page-assembly.ts) are those assembled from nothing, in document order:
 * the same pages kept and refused, with the same errors and the same record for the next build, whether
 * a changed document keeps its keys, takes new ones, or claims another document's.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from '../../generated/types/content.ts';
import type { ContentError } from '../../pages/content/validate.ts';
import type { SourceRecord } from '../../app/site-build/content/loaded-content.ts';
import { assemblePages, recordedKeys, unchangedSince, type Checked } from '../../app/site-build/content/page-assembly.ts';

const page = (n: number, path = `/obra/w-${n}`, lang = 'es'): Page =>
  ({ id: String(n), uuid: `u-${n}`, url: { path }, language: { id: lang }, bundle: 'artwork', translations: [] }) as unknown as Page;
const name = (n: number) => `doc-${n}.json`;

/** The record of a build of ten pages, one of them refused for a reason of its own. */
function record(): Record<string, SourceRecord> {
  const sources: Record<string, SourceRecord> = {};
  for (let n = 0; n < 10; n++)
    sources[name(n)] =
      n === 6
        ? { stamp: 's', errors: [{ source: name(6), pointer: '/title', expected: 'a title', found: 'null' }] }
        : { stamp: 's', path: `/obra/w-${n}`, id: `es:${n}`, uuid: `es:u-${n}` };
  return sources;
}

/** The documents of an edit: those of `changed` read again, the rest unchanged since the record. */
function documents(sources: Record<string, SourceRecord>, changed: Record<string, Page | 'gone'>, added: Record<string, Page> = {}) {
  const names = [...Object.keys(sources).filter((n) => changed[n] !== 'gone'), ...Object.keys(added)];
  const checked: Checked[] = names.map((n) => {
    const doc = changed[n] ?? added[n];
    // A document read is shown by its path (a file's, as a build from files names it), not by its name.
    return doc && doc !== 'gone' ? { source: `content/pages/${n}`, ok: true, page: doc, record: null } : unchangedSince(n, sources[n]!);
  });
  return { names, stamps: names.map(() => 's2'), checked };
}

function assembledBothWays(sources: Record<string, SourceRecord>, changed: Record<string, Page | 'gone'>, added?: Record<string, Page>) {
  const { names, stamps, checked } = documents(sources, changed, added);
  const errorsFromNothing: ContentError[] = [];
  const fromNothing = assemblePages(names, stamps, errorsFromNothing, checked);
  const errors: ContentError[] = [];
  const keys = recordedKeys.of(sources);
  expect(keys).not.toBeNull();
  const fromRecord = assemblePages(names, stamps, errors, checked, keys);
  const summary = (a: typeof fromNothing, e: ContentError[]) => ({
    pages: a.pages.map((p) => p.source),
    unchanged: a.unchanged,
    order: a.order,
    invalid: a.invalid,
    sources: JSON.stringify(a.sources),
    errors: e,
  });
  expect(summary(fromRecord, errors)).toEqual(summary(fromNothing, errorsFromNothing));
  expect(fromNothing.fromRecord).toBe(false);
  return fromRecord;
}

describe('the pages assembled from the record’s keys', () => {
  it('are those assembled from nothing when nothing changed, or a page changed in place', () => {
    const unchanged = assembledBothWays(record(), {});
    expect([unchanged.order.length, unchanged.fromRecord]).toEqual([9, true]);
    const edited = assembledBothWays(record(), { [name(3)]: page(3) });
    expect([edited.pages.map((p) => p.source), edited.fromRecord]).toEqual([[`content/pages/${name(3)}`], true]);
  });

  it('are those assembled from nothing when a page moves, a page is gone, or one is added', () => {
    expect(assembledBothWays(record(), { [name(3)]: page(3, '/obra/moved') }).fromRecord).toBe(true);
    expect(assembledBothWays(record(), { [name(4)]: 'gone' }, { 'doc-new.json': page(40) }).fromRecord).toBe(true);
    expect(assembledBothWays(record(), {}, { 'doc-ca.json': page(2, '/ca/obra/w-2', 'ca') }).fromRecord).toBe(true);
  });

  it('refuse, as in document order, a changed page that claims an address, id or uuid of another', () => {
    // Of a page before it, of one after it, of a page gone, and of a page that changed.
    const before = assembledBothWays(record(), { [name(5)]: page(5, '/obra/w-2') });
    expect([before.invalid.map((d) => d.source), before.fromRecord]).toEqual([[`content/pages/${name(5)}`, name(6)], false]);
    const after = assembledBothWays(record(), { [name(2)]: page(2, '/obra/w-5') });
    expect(after.invalid.map((d) => d.source)).toContain(name(5));
    const sameId = { ...page(1), id: '7' } as unknown as Page;
    expect(assembledBothWays(record(), { [name(1)]: sameId }).invalid.map((d) => d.source)).toContain(name(7));
    assembledBothWays(record(), { [name(4)]: 'gone' }, { 'doc-new.json': page(4) });
    assembledBothWays(record(), { [name(3)]: page(3, '/obra/x'), [name(8)]: page(8, '/obra/w-3') });
  });

  it('are not made from a record that gives one key to two documents', () => {
    const sources = record();
    sources[name(9)] = { ...sources[name(9)]!, path: '/obra/w-1' };
    expect(recordedKeys.of(sources)).toBeNull();
  });
});
