/** What the published build holds that an edit compares its pages with: its sitemap, its drawings, its pages' ids. */
import { join } from 'node:path';
import { type PageRecord } from '../publish/build-state.ts';
import { sitemapEntries, sitemapParts } from '../site-files/site-files.ts';
import { readFile } from 'node:fs/promises';

/** The sitemap entries of the published build (of every part, when it is in several), by address. */
export async function publishedSitemap(live: string | null): Promise<{ entries: Map<string, string>; parts: string[] }> {
  if (!live) return { entries: new Map(), parts: [] };
  const index = await readFile(join(live, 'sitemap.xml'), 'utf8').catch(() => '');
  const parts = sitemapParts(index);
  let text = index;
  for (const part of parts) text += await readFile(join(live, part), 'utf8').catch(() => '');
  return { entries: sitemapEntries(text), parts };
}

/** The drawings made JPEGs for shared links that the previous build's pages showed and no page shows now. */
export function drawingsNoneShows(before: Record<string, PageRecord>, now: Record<string, PageRecord>): string[] {
  const shown = new Set(Object.values(now).map((r) => r.drawing));
  return [...new Set(Object.values(before).map((r) => r.drawing))].filter((d): d is string => !!d && !shown.has(d));
}

/** Whether a page lost an id another page could link to. */
export function lostIds(before: string | undefined, after: string): boolean {
  return (before ?? '\n').split('\n').some((id) => id && !after.includes(`\n${id}\n`));
}
