/**
 * The feeds' files (pages/rules/feeds.ts), made from every page's feed entry (pages/rules/feed-entries.ts)
 * with the libraries the formats are best written with: podcasts as RSS 2.0 with Apple's `itunes:` and
 * Podcasting 2.0's `podcast:` elements (xmlbuilder2: every namespace declared where apps look for it,
 * and nothing the clock decides), the programme as iCalendar (ical-generator, with the VTIMEZONE of
 * Europe/Madrid from @touch4it/ical-timezones), the news as Atom (feed). Every date in them comes from
 * the content or the build's render day, never the clock: two builds of the same content write the same
 * bytes, and an edit publishes only the feeds it changed.
 */
import { stat } from 'node:fs/promises';
import { siteNameFor } from '../../../pages/chrome/site-chrome.ts';
import type { FeedEntry } from '../../../pages/rules/feed-entries.ts';
import type { MediaFileOf } from '../pictures/page-pictures.ts';
import { PODCAST_ARTWORK, placeDrawing } from '../pictures/share-cards.ts';
import { writeOut } from '../site-files/site-wide-files.ts';
import { languageOfPath } from '../../../pages/routes/language-path.ts';
import { withoutForbiddenControls, type FeedInput } from './feed-file.ts';

/**
 * The byte length of each episode's audio (a podcast app needs it before it downloads the file): read
 * from the file in the media folder, else the CMS's `size`. Returns a warning for each episode whose
 * length is unknown (its enclosure says 0, which apps accept but Apple's checker flags).
 */
export async function measureEnclosures(entries: Iterable<FeedEntry>, fileOf: MediaFileOf): Promise<string[]> {
  const warnings: string[] = [];
  for (const e of entries) {
    if (e.kind !== 'episode') continue;
    const file = fileOf(e.audio.url);
    const size = file ? (await stat(file).catch(() => null))?.size : undefined;
    if (size !== undefined) e.audio.size = size;
    else if (e.audio.size === undefined)
      warnings.push(
        `${e.path}: the podcast feed cannot give the size of ${e.audio.url} (the build has no such file, and no audio size from the CMS)`,
      );
  }
  return warnings;
}

/**
 * Writes the feeds of `languages` into `dir` (their square artwork drawn, or linked from earlier
 * builds); the feeds of the other languages are left as `published` has them. Returns the bytes
 * written, the pictures drawn now, the files written, every feed file the site now has, and those of
 * the published ones it no longer has.
 */
export async function writeFeeds(root: string, dir: string, input: FeedInput & { published: readonly string[] }) {
  // The feed writers and their libraries (xmlbuilder2 alone ≈ 0.1 s to load) only when a language's feeds
  // are written: an edit that changed none of them (an artwork, most pages) starts without them.
  const feeds = input.languages.length ? (await import('./feed-files.ts')).feedFiles(input) : [];
  if (!input.site.siteUrl && input.entries.length) console.warn('warning: the site configuration has no siteUrl: no feed is written');
  let bytes = 0;
  let drawn = 0;
  for (const f of feeds)
    if ('body' in f) bytes += await writeOut(dir, f.rel, withoutForbiddenControls(f.body));
    else if (
      await placeDrawing(root, dir, f.rel, { card: { ...f.card, siteName: siteNameFor(input.site, f.card.lang) }, size: PODCAST_ARTWORK })
    )
      drawn++;
  const written = new Set(feeds.map((f) => f.rel));
  const kept = input.published.filter((rel) => !input.languages.includes(languageOfPath(`/${rel}`)));
  return {
    bytes,
    drawn,
    written: written.size,
    files: [...kept, ...written],
    gone: input.published.filter((rel) => !written.has(rel) && !kept.includes(rel)),
  };
}
