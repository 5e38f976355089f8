/**
 * What the published build's record holds that an edit compares its pages with: their drawings, pictures
 * and ids; and the documents every edit reads again.
 */
import { type PageRecord } from '../publish/build-state.ts';
import type { SourceRecord } from '../content/loaded-content.ts';
import { ahead } from '../publish/ahead.ts';

/** What a page shows that other pages may show too: a drawing made a JPEG, the pictures' sizes (by key). */
type Shows = (record: PageRecord) => readonly string[] | undefined;
const drawingOf: Shows = (r) => (r.drawing ? [r.drawing] : undefined);
const picturesOf: Shows = (r) => r.pictures;

/** How many of `pages` show each thing, in the order first shown. */
function countShown(pages: Readonly<Record<string, PageRecord>>, shows: Shows): Map<string, number> {
  const shown = new Map<string, number>();
  for (const path in pages) for (const thing of shows(pages[path]!) ?? []) shown.set(thing, (shown.get(thing) ?? 0) + 1);
  return shown;
}

/** The counts of the previous build's pages, counted ahead by a standby build (../publish/ahead.ts). */
const drawingsShown = ahead('drawings shown', (pages: Readonly<Record<string, PageRecord>>) => countShown(pages, drawingOf));
const picturesShown = ahead('pictures shown', (pages: Readonly<Record<string, PageRecord>>) => countShown(pages, picturesOf));
export const prepareShown = (pages: Readonly<Record<string, PageRecord>>) => {
  drawingsShown.prepare(pages);
  picturesShown.prepare(pages);
};

/**
 * The documents of the pages that show today's programme (`todayPages`): read again by every build, as an
 * edit of any activity may change them. Found ahead by a standby (a look at every document's record).
 */
export const todayDocuments = ahead(
  "today's documents",
  (sources: Readonly<Record<string, SourceRecord>>, todayPages: readonly string[]): string[] => {
    const paths = new Set(todayPages);
    const names: string[] = [];
    for (const name in sources) {
      const path = sources[name]!.path;
      if (path !== undefined && paths.has(path)) names.push(name);
    }
    return names;
  },
);

/** The pages an edit changed: those `rendered`, and those `gone`. Every other page's record is the previous one. */
export interface EditedPages {
  rendered: ReadonlySet<string>;
  gone: readonly string[];
}

/** `shown`, the counts of `before`, made those of `now`: only the pages rendered or gone change a count. */
function countNow(
  shown: Map<string, number>,
  shows: Shows,
  before: Readonly<Record<string, PageRecord>>,
  now: Readonly<Record<string, PageRecord>>,
  { rendered, gone }: EditedPages,
): Map<string, number> {
  const count = (record: PageRecord | undefined, by: number) => {
    for (const thing of (record && shows(record)) ?? []) shown.set(thing, (shown.get(thing) ?? 0) + by);
  };
  for (const path of [...rendered, ...gone]) {
    count(before[path], -1);
    count(now[path], 1);
  }
  return shown;
}

/** The drawings made JPEGs for shared links that the previous build's pages showed and no page shows now. */
export function drawingsNoneShows(
  before: Readonly<Record<string, PageRecord>>,
  now: Readonly<Record<string, PageRecord>>,
  edited: EditedPages,
): string[] {
  const shown = drawingsShown.of(before);
  const was = [...shown.keys()];
  countNow(shown, drawingOf, before, now, edited);
  return was.filter((drawing) => !shown.get(drawing));
}

/** Whether a page of `now` shows a picture (by key), from the previous build's pages' counts. */
export function picturesShownNow(
  before: Readonly<Record<string, PageRecord>>,
  now: Readonly<Record<string, PageRecord>>,
  edited: EditedPages,
): (key: string) => boolean {
  const shown = countNow(picturesShown.of(before), picturesOf, before, now, edited);
  return (key) => (shown.get(key) ?? 0) > 0;
}

/** Whether a page lost an id another page could link to. */
export function lostIds(before: string | undefined, after: string): boolean {
  return (before ?? '\n').split('\n').some((id) => id && !after.includes(`\n${id}\n`));
}
