/**
 * The museum's feeds, for the apps visitors follow it in: a podcast feed (RSS with Apple's and
 * Podcasting 2.0's fields) of the whole radio and of each channel, the programme as a calendar
 * subscription (iCalendar), and news feeds (Atom) of press notes and of exhibitions as they open, each
 * per language under `/<lang>/feeds/`. Here: where each feed is, and which feeds a page offers (in its
 * head as `<link rel="alternate">` and as a visible subscribe control). The build writes them
 * (app/site-build/feeds/) for every language it has pages in, when the site's address is known (a
 * feed's addresses are absolute), so no page offers a feed that is not there.
 */
import { DEFAULT_LANGUAGE, type Language } from '../../generated/types/constants.ts';
import type { SitePage } from '../routes/search-route.ts';
import { languagePrefix } from '../routes/language-path.ts';

const FEED_TYPES = {
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
  calendar: 'text/calendar',
} as const;
type FeedType = (typeof FEED_TYPES)[keyof typeof FEED_TYPES];
type FeedKind = 'podcast' | 'calendar' | 'news';
/** The feeds of a language that are not one channel's. */
type SiteFeed = 'radio' | 'programme' | 'press' | 'exhibitions';

/** The programme page (SPEC §2's main menu item) and the press page (its footer's first link), by their Spanish address. */
const PROGRAMME_PAGE = '/exposiciones-actividades';
const PRESS_PAGE = '/prensa';

/** A CMS id as a file name: what is not a letter, digit, `_` or `-` becomes `-` (an id never leaves the feeds folder). */
const fileSafeId = (id: string) => id.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 64) || '-';

const FILES: Record<SiteFeed, string> = {
  radio: 'radio.xml',
  programme: 'programme.ics',
  press: 'press.xml',
  exhibitions: 'exhibitions.xml',
};
const FEED_TYPE_OF: Record<SiteFeed, FeedType> = {
  radio: FEED_TYPES.rss,
  programme: FEED_TYPES.calendar,
  press: FEED_TYPES.atom,
  exhibitions: FEED_TYPES.atom,
};
const KIND_OF: Record<SiteFeed, FeedKind> = { radio: 'podcast', programme: 'calendar', press: 'news', exhibitions: 'news' };

/** A language's feed, as a site path: `/feeds/radio.xml`, `/en/feeds/programme.ics`. */
export const feedPath = (feed: SiteFeed, lang: Language) => `${languagePrefix(lang)}/feeds/${FILES[feed]}`;
/** A channel's podcast feed, by the channel's CMS id. */
export const channelFeedPath = (lang: Language, id: string) => `${languagePrefix(lang)}/feeds/radio/${fileSafeId(id)}.xml`;
/** An episode's transcript, as a text of its own (Podcasting 2.0's `podcast:transcript`). */
export const transcriptPath = (lang: Language, id: string) => `${languagePrefix(lang)}/feeds/transcripts/${fileSafeId(id)}.txt`;
/**
 * The square picture of a podcast feed the build makes: the radio's (`id` null), or a channel's that has
 * none an app takes. A channel's name is prefixed, so no CMS id can take the radio's.
 */
export const podcastArtworkPath = (lang: Language, id: string | null) =>
  `${languagePrefix(lang)}/feeds/artwork/${id === null ? 'radio' : `channel-${fileSafeId(id)}`}.jpg`;

/** A feed a page offers. `title` is the feed's own (the channel's name, or the feed's name in the page's language). */
export interface FeedLink {
  kind: FeedKind;
  type: FeedType;
  /** Site path. */
  href: string;
  feed: SiteFeed | 'channel';
  /** The channel's name, for a channel's feed. */
  channel?: string;
}

/** Whether the page is `spanishPath` or one of its translations. */
const isPage = (page: SitePage, spanishPath: string) =>
  page.url.path === spanishPath ||
  (page.language.id !== DEFAULT_LANGUAGE &&
    page.translations.some((t) => t.language.id === DEFAULT_LANGUAGE && t.url.path === spanishPath));

const siteFeed = (feed: SiteFeed, lang: Language): FeedLink => ({
  kind: KIND_OF[feed],
  type: FEED_TYPE_OF[feed],
  href: feedPath(feed, lang),
  feed,
});

/** The feeds a page offers, most particular first: none for most pages. */
export function feedsOf(page: SitePage): FeedLink[] {
  if ('isPublished' in page && page.isPublished === false) return [];
  const lang = page.language.id;
  switch (page.bundle) {
    case 'podcast_channel':
      return [
        { kind: 'podcast', type: FEED_TYPES.rss, href: channelFeedPath(lang, page.id), feed: 'channel', channel: page.title.value },
        siteFeed('radio', lang),
      ];
    case 'home_radio':
    case 'podcast':
      return [siteFeed('radio', lang)];
    case 'press_note':
      return [siteFeed('press', lang)];
    default:
      if (isPage(page, PROGRAMME_PAGE)) return [siteFeed('programme', lang), siteFeed('exhibitions', lang)];
      if (isPage(page, PRESS_PAGE)) return [siteFeed('press', lang)];
      return [];
  }
}

/** The apps a feed of this kind subscribes in from a link, for a feed at `url` (absolute). */
export function subscribeApps(kind: FeedKind, url: string): { name: string; href: string }[] {
  const bare = url.replace(/^https?:\/\//i, '');
  const encoded = encodeURIComponent(url);
  switch (kind) {
    case 'podcast':
      return [
        { name: 'Apple Podcasts', href: `podcast://${bare}` },
        { name: 'Pocket Casts', href: `pktc://subscribe/${bare}` },
        { name: 'AntennaPod', href: `https://antennapod.org/deeplink/subscribe?url=${encoded}` },
        { name: 'Overcast', href: `overcast://x-callback-url/add?url=${encoded}` },
      ];
    case 'calendar':
      return [
        { name: 'Apple Calendar', href: `webcal://${bare}` },
        { name: 'Google Calendar', href: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(`webcal://${bare}`)}` },
        { name: 'Outlook', href: `https://outlook.live.com/calendar/0/addfromweb?url=${encoded}` },
      ];
    case 'news':
      return [
        { name: 'Feedly', href: `https://feedly.com/i/subscription/feed/${encoded}` },
        { name: 'Inoreader', href: `https://www.inoreader.com/?add_feed=${encoded}` },
      ];
  }
}
