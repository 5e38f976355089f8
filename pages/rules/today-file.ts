/**
 * The programme file's shape and the few rules the site's shell needs about it (which pages show it,
 * where it is, whether data from the network is one), apart from the day arithmetic (today.ts): every
 * page's first load carries these, and only these.
 */
import type { Language } from '../../generated/types/constants.ts';
import type { SitePage } from '../routes/search-route.ts';

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
