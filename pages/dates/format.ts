/** Dates as the museum writes them, always in Madrid time (SPEC §9). Timestamps from the CMS are seconds. */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import 'dayjs/locale/es.js';
import type { Language } from '../../generated/types/constants.ts';
import { uiLanguage } from '../i18n/ui-text.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export const MUSEUM_TIMEZONE = 'Europe/Madrid';

const inMadrid = (seconds: number, lang: Language) => dayjs.unix(seconds).tz(MUSEUM_TIMEZONE).locale(uiLanguage(lang));

/** 'DD MMM YYYY', e.g. 07 oct 2026 / 07 Oct 2026. */
export const formatDate = (seconds: number, lang: Language) => inMadrid(seconds, lang).format('DD MMM YYYY');

/** 'dddd DD MMM YYYY [a las] H:mm' ('at' in English). */
export const formatDateTime = (seconds: number, lang: Language) =>
  inMadrid(seconds, lang).format(uiLanguage(lang) === 'en' ? 'dddd DD MMM YYYY [at] H:mm' : 'dddd DD MMM YYYY [a las] H:mm');

/** A date range as 'DD MMM YYYY – DD MMM YYYY', or the single date when there is no end or it ends the same day. */
export function formatDateRange(start: number, end: number | null | undefined, lang: Language): string {
  const from = formatDate(start, lang);
  if (end == null) return from;
  const to = formatDate(end, lang);
  return from === to ? from : `${from} – ${to}`;
}

/** ISO 8601 in Madrid time with offset, for <time datetime> and schema.org. */
export const isoInMadrid = (seconds: number) => dayjs.unix(seconds).tz(MUSEUM_TIMEZONE).format();
/** The Madrid calendar day of a moment, as YYYY-MM-DD (sorts as text). */
export const madridDay = (seconds: number) => dayjs.unix(seconds).tz(MUSEUM_TIMEZONE).format('YYYY-MM-DD');
export const madridYear = (seconds: number) => Number(dayjs.unix(seconds).tz(MUSEUM_TIMEZONE).format('YYYY'));

/** An itinerary date (YYYY-MM-DD) as day, month name and year: '10 de abril de 2027' / '10 April 2027'. */
export function formatItineraryDate(date: string, lang: Language): string {
  const d = dayjs.tz(date, MUSEUM_TIMEZONE).locale(uiLanguage(lang));
  return uiLanguage(lang) === 'en' ? d.format('D MMMM YYYY') : d.format('D [de] MMMM [de] YYYY');
}
