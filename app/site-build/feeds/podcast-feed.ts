/**
 * Podcast feeds: RSS 2.0 with Apple's `itunes:` and Podcasting 2.0's `podcast:` elements, written with
 * xmlbuilder2 (every namespace declared on the root, where apps look for it, and no date from the clock),
 * and each episode's transcript as a document of its own.
 */
import { create } from 'xmlbuilder2';
import { v5 as uuidv5 } from 'uuid';
import type { ChannelEntry, EpisodeEntry } from '../../../pages/rules/feed-entries.ts';
import { transcriptPath } from '../../../pages/rules/feeds.ts';
import { htmlToText } from '../../../pages/search/html-text.ts';
import { absoluteUrl } from '../../../pages/routes/absolute-url.ts';
import { date, latest, type FeedContext, type FeedFile } from './feed-file.ts';
import { uidOf } from '../../../pages/rules/calendar.ts';

const PODCAST_NS = 'https://podcastindex.org/namespace/1.0';
const ITUNES_NS = 'http://www.itunes.com/dtds/podcast-1.0.dtd';
const ATOM_NS = 'http://www.w3.org/2005/Atom';
const CONTENT_NS = 'http://purl.org/rss/1.0/modules/content/';
/** Apple's category for a museum's radio. */
const PODCAST_CATEGORY = 'Arts';
const AUDIO_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  flac: 'audio/flac',
};

/** A square picture of a podcast feed: an app takes a JPEG or PNG of 1400 to 3000 pixels a side. */
export const takesAsArtwork = (image: ChannelEntry['image']) =>
  !!image &&
  /\.(jpe?g|png)$/i.test(image.url.split(/[?#]/)[0]!) &&
  image.width != null &&
  image.width === image.height &&
  image.width >= 1400 &&
  image.width <= 3000;

export interface PodcastChannel {
  title: string;
  description: string;
  link: string;
  /** Site paths, or an absolute address for the artwork. */
  self: string;
  artwork: string;
  categories: string[];
}

/** One podcast feed: Apple's required channel and episode fields, and Podcasting 2.0's guid, transcript and locked. */
export function podcastFeed(c: PodcastChannel, episodes: readonly EpisodeEntry[], ctx: FeedContext): FeedFile {
  const { lang, siteName: author, siteUrl } = ctx;
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const rss = doc.ele('rss', {
    version: '2.0',
    'xmlns:itunes': ITUNES_NS,
    'xmlns:podcast': PODCAST_NS,
    'xmlns:atom': ATOM_NS,
    'xmlns:content': CONTENT_NS,
  });
  const ch = rss.ele('channel');
  ch.ele('title').txt(c.title);
  ch.ele('link').txt(c.link);
  ch.ele('description').txt(c.description);
  ch.ele('language').txt(lang);
  ch.ele('copyright').txt(`© ${author}`);
  ch.ele('atom:link', { href: siteUrl + c.self, rel: 'self', type: 'application/rss+xml' });
  const changed = latest(
    episodes.map((e) => e.changed),
    0,
  );
  if (changed) ch.ele('lastBuildDate').txt(date(changed).toUTCString());
  const artwork = absoluteUrl(siteUrl, c.artwork);
  ch.ele('image').ele('url').txt(artwork).up().ele('title').txt(c.title).up().ele('link').txt(c.link);
  ch.ele('itunes:image', { href: artwork });
  ch.ele('itunes:author').txt(author);
  ch.ele('itunes:owner').ele('itunes:name').txt(author);
  ch.ele('itunes:category', { text: PODCAST_CATEGORY });
  ch.ele('itunes:explicit').txt('false');
  ch.ele('itunes:type').txt('episodic');
  ch.ele('itunes:summary').txt(c.description);
  for (const keyword of c.categories.slice(0, 12)) ch.ele('category').txt(keyword);
  ch.ele('podcast:locked').txt('no');
  ch.ele('podcast:guid').txt(podcastGuid(siteUrl + c.self));
  for (const e of episodes) {
    const item = ch.ele('item');
    item.ele('title').txt(e.title);
    item.ele('link').txt(siteUrl + e.path);
    item.ele('guid', { isPermaLink: 'false' }).txt(uidOf(e.uid));
    item.ele('pubDate').txt(date(e.date).toUTCString());
    if (e.description) item.ele('description').txt(e.description);
    item.ele('enclosure', { url: absoluteUrl(siteUrl, e.audio.url), length: String(e.audio.size ?? 0), type: audioType(e.audio) });
    if (e.audio.duration != null) item.ele('itunes:duration').txt(String(e.audio.duration));
    if (e.number != null) item.ele('itunes:episode').txt(String(e.number));
    item.ele('itunes:episodeType').txt('full');
    item.ele('itunes:explicit').txt('false');
    if (e.transcript) item.ele('podcast:transcript', { url: siteUrl + transcriptPath(lang, e.id), type: 'text/plain', language: lang });
  }
  return { rel: c.self, body: doc.end({ prettyPrint: true }) + '\n' };
}

const audioType = (audio: EpisodeEntry['audio']) =>
  audio.type ?? AUDIO_TYPES[/\.([a-z0-9]+)$/i.exec(audio.url.split(/[?#]/)[0]!)?.[1]?.toLowerCase() ?? ''] ?? 'audio/mpeg';

/**
 * Podcasting 2.0's `podcast:guid`: a UUIDv5 of the feed's address without its scheme, in the namespace
 * the standard names, so every app that computes it gets the same.
 */
const PODCAST_GUID_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6';
const podcastGuid = (feedUrl: string) => uuidv5(feedUrl.replace(/^[a-z]+:\/\//i, '').replace(/\/+$/, ''), PODCAST_GUID_NAMESPACE);

/**
 * An episode's transcript as a text of its own (Podcasting 2.0 takes `text/plain`): the page's
 * transcription, sanitised by the build, a paragraph a block, under the episode's title.
 */
export function transcriptDocument(e: EpisodeEntry): string {
  const paragraphs = e
    .transcript!.split(/<\/(?:p|h[1-6]|li|blockquote|div)>/i)
    .map(htmlToText)
    .filter(Boolean);
  return `${e.title}\n\n${paragraphs.join('\n\n')}\n`;
}
