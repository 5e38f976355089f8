/**
 * Today at the museum: the activities of today and tomorrow with their times, and the exhibitions open
 * now, from a small programme the build writes per language (`page-data/programme-<lang>.json`). The
 * build renders it at its own moment and the browser again at the visitor's, like every other
 * time-dependent part of a page. Only the activities and exhibitions of a short window from the build's
 * day are in it: a visitor never downloads the whole agenda to see one day of it.
 *
 * 'Tomorrow' here is the next calendar day in Madrid, as a visitor planning a visit means it (the
 * agenda's date filter, SPEC §9, means the next 24 hours: a different question).
 */
import type { Language } from '../../generated/types/constants.ts';
import type { Page } from '../../generated/types/content.ts';
import type { SitePage } from '../routes/search-route.ts';
import { addDays, madridDate, madridMidnight } from '../dates/format.ts';
import { isCurrentExhibition } from './programme.ts';

/** One activity or exhibition of the programme, as the file carries it. */
export interface ProgrammeEntry {
  path: string;
  title: string;
  language: Language;
  bundle: 'activity' | 'exhibition';
  /** An activity's sessions (unix seconds), in order. */
  times?: number[];
  /** An exhibition's run (unix seconds; no end: it runs on). */
  from?: number;
  to?: number | null;
}

/** A language's programme file: the entries of the days from `from` up to (not including) `until`. */
export interface ProgrammeFile {
  from: number;
  until: number;
  entries: ProgrammeEntry[];
}

/** Days of programme the file holds from the build's day: a site not built again for longer shows only its agenda link. */
export const PROGRAMME_DAYS = 15;

export const programmeUrl = (lang: Language) => `/page-data/programme-${lang}.json`;

/** The main menu item whose hub page is the visit page (SPEC §2: /visita, /en/visit). */
export const VISIT_MENU_LINK = 'visita';

/** The pages that show today's programme: the home page, and the visit page (the hub page of the visit menu). */
export const showsToday = (page: Pick<SitePage, 'bundle' | 'activeMenuLinkId'>): boolean =>
  page.bundle === 'homepage' || (page.bundle === 'hubpage' && page.activeMenuLinkId === VISIT_MENU_LINK);

export interface TodaySession {
  path: string;
  title: string;
  time: number;
}

export interface TodayAtMuseum {
  /** Madrid midnight of today and of tomorrow. */
  today: number;
  tomorrow: number;
  todaySessions: TodaySession[];
  tomorrowSessions: TodaySession[];
  exhibitions: ProgrammeEntry[];
}

/** What is on at `now` (unix seconds), or null when `now` is outside the days the programme holds. */
export function todayAtMuseum(file: ProgrammeFile, now: number): TodayAtMuseum | null {
  const day = madridDate(now);
  const today = madridMidnight(day);
  const tomorrow = madridMidnight(addDays(day, 1));
  const after = madridMidnight(addDays(day, 2));
  if (today < file.from || after > file.until) return null;
  const sessions = (from: number, to: number) =>
    file.entries
      .flatMap((e) =>
        e.bundle === 'activity'
          ? (e.times ?? []).filter((t) => t >= from && t < to).map((time) => ({ path: e.path, title: e.title, time }))
          : [],
      )
      .sort((a, b) => a.time - b.time || a.title.localeCompare(b.title));
  return {
    today,
    tomorrow,
    todaySessions: sessions(today, tomorrow),
    tomorrowSessions: sessions(tomorrow, after),
    exhibitions: file.entries
      .filter(
        (e) => e.bundle === 'exhibition' && e.from != null && isCurrentExhibition({ valueTimestamp: e.from, endValueTimestamp: e.to }, now),
      )
      .sort((a, b) => (a.to ?? Infinity) - (b.to ?? Infinity) || a.title.localeCompare(b.title)),
  };
}

/**
 * A page's entry (build time): an activity with its sessions (the processed dates, given already
 * parsed, or else its start), an exhibition with its run; null for any other page or an unpublished one.
 */
export function programmeEntry(page: Page, sessionTimes: (page: Extract<Page, { bundle: 'activity' }>) => number[]): ProgrammeEntry | null {
  if (page.isPublished === false) return null;
  const base = { path: page.url.path, title: page.title.value, language: page.language.id };
  if (page.bundle === 'activity') {
    const times = sessionTimes(page);
    if (!times.length && page.dates) times.push(page.dates.valueTimestamp);
    return times.length ? { ...base, bundle: 'activity', times: [...new Set(times)].sort((a, b) => a - b) } : null;
  }
  if (page.bundle === 'exhibition' && page.dates)
    return { ...base, bundle: 'exhibition', from: page.dates.valueTimestamp, to: page.dates.endValueTimestamp ?? null };
  return null;
}

/**
 * Each language's file from every entry (build time): the days from the build's day for PROGRAMME_DAYS,
 * an activity with its sessions in them, an exhibition whose run meets them. Sorted, so the same
 * programme makes the same bytes.
 */
export function programmeFiles(
  entries: Iterable<ProgrammeEntry>,
  languages: readonly Language[],
  renderedAt: number,
): Map<Language, ProgrammeFile> {
  const day = madridDate(renderedAt);
  const from = madridMidnight(day);
  const until = madridMidnight(addDays(day, PROGRAMME_DAYS));
  const files = new Map<Language, ProgrammeFile>(languages.map((l) => [l, { from, until, entries: [] }]));
  for (const e of entries) {
    const file = files.get(e.language);
    if (!file) continue;
    if (e.bundle === 'activity') {
      const times = (e.times ?? []).filter((t) => t >= from && t < until);
      if (times.length) file.entries.push({ ...e, times });
    } else if (e.from != null && e.from < until && (e.to == null || e.to >= from)) file.entries.push(e);
  }
  for (const file of files.values()) file.entries.sort((a, b) => a.bundle.localeCompare(b.bundle) || a.path.localeCompare(b.path));
  return files;
}

/** Whether data from the network is a programme file (anything else counts as no programme). */
export function isProgrammeFile(value: unknown): value is ProgrammeFile {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<ProgrammeFile>;
  const num = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
  return (
    num(v.from) &&
    num(v.until) &&
    Array.isArray(v.entries) &&
    v.entries.every(
      (e: Partial<ProgrammeEntry> | null) =>
        !!e &&
        typeof e.path === 'string' &&
        e.path.startsWith('/') &&
        !e.path.startsWith('//') &&
        typeof e.title === 'string' &&
        (e.bundle === 'activity'
          ? Array.isArray(e.times) && e.times.every(num)
          : e.bundle === 'exhibition' && num(e.from) && (e.to == null || num(e.to))),
    )
  );
}
