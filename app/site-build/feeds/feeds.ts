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
import type { Language } from '../../../generated/types/constants.ts';
import type { SiteConfig } from '../../../generated/types/content.ts';
import { uiText } from '../../../pages/i18n/ui-text.ts';
import { siteNameFor } from '../../../pages/chrome/site-chrome.ts';
import type { ChannelEntry, EpisodeEntry, ExhibitionEntry, FeedEntry, PressEntry } from '../../../pages/rules/feed-entries.ts';
import { channelFeedPath, feedPath, podcastArtworkPath, transcriptPath } from '../../../pages/rules/feeds.ts';
import type { MediaFileOf } from '../pictures/page-pictures.ts';
import { PODCAST_ARTWORK, placeDrawing } from '../pictures/share-cards.ts';
import { writeOut } from '../site-files/site-wide-files.ts';
import { languageOfPath } from '../../../pages/routes/language-path.ts';
import { calendarFeed } from './calendar-feed.ts';
import { byLang, withoutForbiddenControls, type FeedContext, type FeedFile } from './feed-file.ts';
import { exhibitionsFeed, pressFeed } from './news-feeds.ts';
import { podcastFeed, takesAsArtwork, transcriptDocument } from './podcast-feed.ts';

interface FeedInput {
  entries: readonly FeedEntry[];
  /** The languages the build has pages in: each has its programme, press and exhibitions feeds. */
  languages: readonly Language[];
  site: SiteConfig;
  /** Unix seconds: the build's render day, from which "upcoming" is counted. */
  renderedAt: number;
}

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

/** Every feed file of the site (none without the site's address: pages/rules/feeds.ts offers none then either). */
function feedFiles({ entries, languages, site, renderedAt }: FeedInput): FeedFile[] {
  // A feed's every address is absolute (apps read it elsewhere): a site without its address has none.
  const siteUrl = site.siteUrl ?? '';
  if (!siteUrl) return [];
  const files: FeedFile[] = [];
  for (const lang of languages) {
    const t = uiText(lang);
    const ctx: FeedContext = { lang, siteName: siteNameFor(site, lang), siteUrl, renderedAt };
    const episodes = byLang<EpisodeEntry>(entries, 'episode', lang).sort((a, b) => b.date - a.date || a.path.localeCompare(b.path));
    const radio = byLang(entries, 'radio', lang)[0];
    const channels = byLang<ChannelEntry>(entries, 'channel', lang);
    if (radio || episodes.length || channels.length) {
      const title = radio?.title ?? t.feeds.radio;
      files.push({ rel: podcastArtworkPath(lang, null), card: { title, lang } });
      files.push(
        podcastFeed(
          {
            title,
            description: radio?.description ?? t.feeds.radioDescription,
            link: siteUrl + (radio?.path ?? feedPath('radio', lang)),
            self: feedPath('radio', lang),
            artwork: podcastArtworkPath(lang, null),
            categories: [],
          },
          episodes,
          ctx,
        ),
      );
    }
    for (const channel of channels) {
      const own = takesAsArtwork(channel.image);
      const artwork = own ? channel.image!.url : podcastArtworkPath(lang, channel.id);
      if (!own) files.push({ rel: artwork, card: { title: channel.title, lang } });
      files.push(
        podcastFeed(
          {
            title: channel.title,
            description: channel.description ?? channel.title,
            link: siteUrl + channel.path,
            self: channelFeedPath(lang, channel.id),
            artwork,
            categories: channel.categories,
          },
          episodes.filter((e) => e.channel?.id === channel.id),
          ctx,
        ),
      );
    }
    for (const e of episodes) if (e.transcript) files.push({ rel: transcriptPath(lang, e.id), body: transcriptDocument(e) });
    files.push(calendarFeed(entries, ctx, t.feeds.programme));
    files.push(pressFeed(byLang<PressEntry>(entries, 'press', lang), ctx, t.feeds.press));
    files.push(exhibitionsFeed(byLang<ExhibitionEntry>(entries, 'exhibition', lang), ctx, t.feeds.exhibitions));
  }
  return files.map((f) => ({ ...f, rel: f.rel.replace(/^\//, '') }));
}

/**
 * Writes the feeds of `languages` into `dir` (their square artwork drawn, or linked from earlier
 * builds); the feeds of the other languages are left as `published` has them. Returns the bytes
 * written, the pictures drawn now, the files written, every feed file the site now has, and those of
 * the published ones it no longer has.
 */
export async function writeFeeds(root: string, dir: string, input: FeedInput & { published: readonly string[] }) {
  const feeds = feedFiles(input);
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
