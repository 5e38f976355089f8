/** What the published build's record holds that an edit compares its pages with: their drawings and ids. */
import { type PageRecord } from '../publish/build-state.ts';

/** The drawings made JPEGs for shared links that the previous build's pages showed and no page shows now. */
export function drawingsNoneShows(before: Record<string, PageRecord>, now: Record<string, PageRecord>): string[] {
  const shown = new Set(Object.values(now).map((r) => r.drawing));
  return [...new Set(Object.values(before).map((r) => r.drawing))].filter((d): d is string => !!d && !shown.has(d));
}

/** Whether a page lost an id another page could link to. */
export function lostIds(before: string | undefined, after: string): boolean {
  return (before ?? '\n').split('\n').some((id) => id && !after.includes(`\n${id}\n`));
}
