/**
 * The programme entries of pages (pages/rules/today.ts), with activities' processed dates parsed: where
 * every page is at hand (the build, the stories' sample). Apart from today.ts because the parsing brings
 * dayjs, which the pages that show the programme never need.
 */
import type { Page } from '../../generated/types/content.ts';
import { parseProcessedDate } from '../dates/processed-dates.ts';
import { programmeEntry, type ProgrammeEntry } from './today.ts';

/** An activity's sessions: its processed dates (one that does not parse is left out, as the agenda does). */
export const sessionStarts = (page: Extract<Page, { bundle: 'activity' }>) =>
  (page.processedDates ?? []).flatMap(({ value }) => {
    const d = parseProcessedDate(value);
    return d ? [d.unix()] : [];
  });

/** The programme entries of `pages`, by page address. */
export function programmeEntriesOf(pages: readonly Page[]): Record<string, ProgrammeEntry> {
  const out: Record<string, ProgrammeEntry> = {};
  for (const page of pages) {
    const entry = programmeEntry(page, sessionStarts);
    if (entry) out[entry.path] = entry;
  }
  return out;
}
