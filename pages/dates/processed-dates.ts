/**
 * Activities' processed dates (SPEC §9): Madrid wall times in a few fixed formats, or ISO moments
 * with an offset, parsed strictly with dayjs. Only the programme listing and the build read them.
 */
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { MUSEUM_TIMEZONE } from './format.ts';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

const PROCESSED_FORMATS = ['YYYY-MM-DDTHH:mm:ss', 'YYYY-MM-DDTHH:mm', 'YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD'];

/** A processed date ('2026-11-28T12:00:00', Madrid wall time, or ISO with an offset), or null when it does not parse. */
export function parseProcessedDate(value: string): Dayjs | null {
  if (/[zZ]|[+-]\d\d:?\d\d$/.test(value)) {
    const d = dayjs(value);
    return d.isValid() ? d : null;
  }
  const format = PROCESSED_FORMATS.find((f) => dayjs(value, f, true).isValid());
  return format ? dayjs.tz(value, format, MUSEUM_TIMEZONE) : null;
}
