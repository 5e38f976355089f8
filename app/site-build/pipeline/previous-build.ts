/** What the published build's record holds that an edit compares its pages with: their drawings and ids. */
import { type PageRecord } from '../publish/build-state.ts';
import { ahead } from '../publish/ahead.ts';

/** How many of the previous build's pages show each drawing, in the order first shown: counted ahead by a standby build. */
const drawingsShown = ahead('drawings shown', (pages: Readonly<Record<string, PageRecord>>) => {
  const shown = new Map<string, number>();
  for (const path in pages) {
    const drawing = pages[path]!.drawing;
    if (drawing) shown.set(drawing, (shown.get(drawing) ?? 0) + 1);
  }
  return shown;
});
export const prepareDrawingsShown = (pages: Readonly<Record<string, PageRecord>>) => void drawingsShown.prepare(pages);

/**
 * The drawings made JPEGs for shared links that the previous build's pages showed and no page shows now.
 * A page's record is the previous one unless it was `rendered` (or is gone): only those change the count.
 */
export function drawingsNoneShows(
  before: Readonly<Record<string, PageRecord>>,
  now: Readonly<Record<string, PageRecord>>,
  rendered: ReadonlySet<string>,
): string[] {
  const shown = drawingsShown.of(before);
  const was = [...shown.keys()];
  const count = (drawing: string | undefined, by: number) => drawing && shown.set(drawing, (shown.get(drawing) ?? 0) + by);
  for (const path in before) if (now[path] !== before[path]) count(before[path]!.drawing, -1);
  for (const path of rendered) count(now[path]?.drawing, 1);
  return was.filter((drawing) => !shown.get(drawing));
}

/** Whether a page lost an id another page could link to. */
export function lostIds(before: string | undefined, after: string): boolean {
  return (before ?? '\n').split('\n').some((id) => id && !after.includes(`\n${id}\n`));
}
