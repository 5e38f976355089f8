/**
 * What each page gives the feeds (./feeds.ts): an episode, a channel, the radio, an activity's sessions,
 * an exhibition or a press note, as a small record the build keeps per page, so an edit updates the
 * feeds from the pages it read and the records of the rest, without reading every page again (as the
 * programme does, ./today-entries.ts). Build only: parsing activities' dates brings dayjs.
 */
import type { Language } from '../../generated/types/constants.ts';
import type { Image, Page } from '../../generated/types/content.ts';
import { sessionStarts } from './today-entries.ts';
import { mainImage } from './main-image.ts';
import { cmsDescription } from '../head/schema-org.ts';

interface Base {
  lang: Language;
  /** The page's site path. */
  path: string;
  /**
   * Stable across builds and edits: the CMS's uuid (the schema holds it to a UUID), else its id
   * percent-encoded (an id is any text: a line break in it would start a property of its own in a calendar).
   */
  uid: string;
  title: string;
  /** The page's description (its CMS meta, else none). */
  description?: string;
  /** Unix seconds: when the page last changed. */
  changed: number;
}
export interface EpisodeEntry extends Base {
  kind: 'episode';
  id: string;
  /** Unix seconds: its publication. */
  date: number;
  number?: number;
  channel?: { id: string; title: string };
  audio: { url: string; duration?: number; type?: string; size?: number };
  /** Sanitised HTML (the build sanitised the page's text). */
  transcript?: string;
  categories: string[];
}
export interface ChannelEntry extends Base {
  kind: 'channel';
  id: string;
  image?: Pick<Image, 'url' | 'width' | 'height'>;
  categories: string[];
}
interface RadioEntry extends Base {
  kind: 'radio';
}
export interface EventEntry extends Base {
  kind: 'event';
  /** Unix seconds: each session's start and end. */
  sessions: { start: number; end: number }[];
  location?: string;
  categories: string[];
  cancelled: boolean;
}
export interface ExhibitionEntry extends Base {
  kind: 'exhibition';
  from: number;
  to: number | null;
  location?: string;
  categories: string[];
  /** Sanitised HTML. */
  summary?: string;
}
export interface PressEntry extends Base {
  kind: 'press';
  date: number;
  /** Sanitised HTML. */
  summary?: string;
}
export type FeedEntry = EpisodeEntry | ChannelEntry | RadioEntry | EventEntry | ExhibitionEntry | PressEntry;

/** An activity without an end or a duration lasts an hour. */
const ONE_HOUR = 3600;

const termNames = (terms: { entity: { name: string } }[] | undefined) => (terms ?? []).map((t) => t.entity.name).filter(Boolean);

/** An activity's sessions: its processed dates (one that does not parse is left out, as the agenda does), else its dates. */
function sessionsOf(page: Extract<Page, { bundle: 'activity' }>): { start: number; end: number }[] {
  const length = page.dates?.endValueTimestamp
    ? page.dates.endValueTimestamp - page.dates.valueTimestamp
    : page.duration
      ? page.duration * 60
      : ONE_HOUR;
  const starts = sessionStarts(page);
  if (!starts.length && page.dates) starts.push(page.dates.valueTimestamp);
  return [...new Set(starts)].sort((a, b) => a - b).map((start) => ({ start, end: start + Math.max(length, 0) }));
}

/** A page's feed entry, or null (most pages; an unpublished one). */
function feedEntryOf(page: Page): FeedEntry | null {
  if (page.isPublished === false) return null;
  const base: Base = {
    lang: page.language.id,
    path: page.url.path,
    uid: page.uuid ?? encodeURIComponent(page.id),
    title: page.title.value,
    changed: page.changed ?? page.created ?? 0,
    ...(cmsDescription(page) ? { description: cmsDescription(page) } : {}),
  };
  switch (page.bundle) {
    case 'podcast': {
      const audio = page.audio?.entity;
      if (audio?.type !== 'MediaAudio') return null;
      const channel = page.channel?.entity;
      return {
        ...base,
        kind: 'episode',
        id: page.id,
        date: page.date ?? base.changed,
        ...(page.episodeNumber != null ? { number: page.episodeNumber } : {}),
        ...(channel ? { channel: { id: channel.id, title: channel.title } } : {}),
        audio: {
          url: audio.audioUrl,
          ...(audio.duration != null ? { duration: audio.duration } : {}),
          ...(audio.mimeType ? { type: audio.mimeType } : {}),
          ...(audio.size != null ? { size: audio.size } : {}),
        },
        ...(page.transcription?.value ? { transcript: page.transcription.value } : {}),
        categories: termNames(page.categories),
      };
    }
    case 'podcast_channel': {
      const image = mainImage(page);
      return {
        ...base,
        kind: 'channel',
        id: page.id,
        ...(image ? { image: { url: image.url, width: image.width, height: image.height } } : {}),
        categories: termNames(page.categories),
      };
    }
    case 'home_radio':
      return { ...base, kind: 'radio' };
    case 'activity': {
      const sessions = sessionsOf(page);
      if (!sessions.length) return null;
      const location = page.location?.entity.title ?? page.locationText ?? undefined;
      return {
        ...base,
        kind: 'event',
        sessions,
        ...(location ? { location } : {}),
        categories: termNames(page.categories),
        cancelled: page.cancelled === true,
      };
    }
    case 'exhibition': {
      if (!page.dates) return null;
      const location = page.location?.entity.title ?? page.locationText ?? undefined;
      return {
        ...base,
        kind: 'exhibition',
        from: page.dates.valueTimestamp,
        to: page.dates.endValueTimestamp ?? null,
        ...(location ? { location } : {}),
        categories: termNames(page.categories),
        ...(page.content?.value ? { summary: page.content.value } : {}),
      };
    }
    case 'press_note':
      return {
        ...base,
        kind: 'press',
        date: page.date ?? base.changed,
        ...(page.content?.value ? { summary: page.content.value } : {}),
      };
    default:
      return null;
  }
}

/** The feed entries of `pages`, by page address. */
export function feedEntriesOf(pages: readonly Page[]): Record<string, FeedEntry> {
  const out: Record<string, FeedEntry> = {};
  for (const page of pages) {
    const entry = feedEntryOf(page);
    if (entry) out[entry.path] = entry;
  }
  return out;
}
