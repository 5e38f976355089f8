/**
 * Every feed file of the site, made by the writers of each format (./feeds.ts says which and why),
 * loaded by writeFeeds only when a language's feeds are written.
 */
import { uiText } from '../../../pages/i18n/ui-text.ts';
import { siteNameFor } from '../../../pages/chrome/site-chrome.ts';
import type { ChannelEntry, EpisodeEntry, ExhibitionEntry, PressEntry } from '../../../pages/rules/feed-entries.ts';
import { channelFeedPath, feedPath, podcastArtworkPath, transcriptPath } from '../../../pages/rules/feeds.ts';
import { calendarFeed } from './calendar-feed.ts';
import { byLang, type FeedContext, type FeedFile, type FeedInput } from './feed-file.ts';
import { exhibitionsFeed, pressFeed } from './news-feeds.ts';
import { podcastFeed, takesAsArtwork, transcriptDocument } from './podcast-feed.ts';

/** Every feed file of the site (none without the site's address: pages/rules/feeds.ts offers none then either). */
export function feedFiles({ entries, languages, site, renderedAt }: FeedInput): FeedFile[] {
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
