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
import { addDays, madridDate, madridMidnight } from '../dates/format.ts';
import { isCurrentExhibition } from './programme.ts';
import type { ProgrammeEntry, ProgrammeFile } from './today-file.ts';
import { PROGRAMME_DAYS } from './today-file.ts';

export { PROGRAMME_DAYS, VISIT_MENU_LINK, isProgrammeFile, programmeUrl, showsToday } from './today-file.ts';
export type { ProgrammeEntry, ProgrammeFile } from './today-file.ts';

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
