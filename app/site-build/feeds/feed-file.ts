/** What the feeds' writers share. */
import type { Language } from '../../../generated/types/constants.ts';
import type { SiteConfig } from '../../../generated/types/content.ts';
import type { FeedEntry } from '../../../pages/rules/feed-entries.ts';

/** A file the build writes for the feeds; `card` is a picture drawn in the museum's identity (../pictures/share-cards.ts). */
export type FeedFile = { rel: string; body: string } | { rel: string; card: { title: string; lang: Language } };

/** Relative addresses in the CMS's (sanitised) HTML made absolute, as a feed reader needs them. */
export const absoluteHtml = (html: string, siteUrl: string) => html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${siteUrl}/`);
export const date = (seconds: number) => new Date(seconds * 1000);
export const byLang = <T extends FeedEntry>(entries: readonly FeedEntry[], kind: T['kind'], lang: Language) =>
  entries.filter((e): e is T => e.kind === kind && e.lang === lang);
/** The latest of `seconds` (a reduce: a radio's or a press office's whole archive is too long to spread into Math.max). */
export const latest = (seconds: number[], fallback: number) =>
  seconds.reduce((a, b) => (b > a ? b : a), seconds.length ? -Infinity : fallback);

/**
 * A feed's text without the control characters XML 1.0 and iCalendar forbid (a CMS text may hold one:
 * a strict parser would then refuse the whole feed). Tab, line feed and carriage return stay.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it takes out
export const withoutForbiddenControls = (text: string) => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');

/** What every feed of a language is made in: its language, the site's name and address, the build's render day. */
export interface FeedContext {
  lang: Language;
  /** The site's name in that language (the feeds' author). */
  siteName: string;
  /** The site's address: every address in a feed is absolute (apps read it elsewhere). */
  siteUrl: string;
  /** Unix seconds: the build's render day, from which "upcoming" and "opened" are counted. */
  renderedAt: number;
}

/** What the feeds are made from: every page's feed entry, the languages to write, the site, the render day. */
export interface FeedInput {
  entries: readonly FeedEntry[];
  /** The languages the build has pages in: each has its programme, press and exhibitions feeds. */
  languages: readonly Language[];
  site: SiteConfig;
  /** Unix seconds: the build's render day, from which "upcoming" is counted. */
  renderedAt: number;
}
