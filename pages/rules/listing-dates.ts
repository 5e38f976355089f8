/**
 * Which listed items fall in a date filter (SPEC §4, §9). Apart from the filters themselves
 * (listing-filters.ts) because it parses activities' processed dates with dayjs: the search page,
 * which shares the filters, does not download it.
 */
import type { NodeTeaser } from '../../generated/types/content.ts';
import { parseProcessedDate } from '../dates/processed-dates.ts';
import { spanFor, type DateFilter, type Span } from './listing-filters.ts';
import { isCurrentExhibition } from './programme.ts';

const inSpan = (t: number, s: Span) => t >= s.from && t <= s.to;

/**
 * Whether a listed item falls in a date filter. Activities match by their processed dates (one that
 * does not parse is logged and does not match); exhibitions by their run overlapping the span.
 */
export function matchesDate(
  item: Pick<NodeTeaser, 'bundle' | 'dates' | 'processedDates' | 'title'>,
  filter: DateFilter,
  now: number,
  warn: (m: string) => void = console.warn,
): boolean {
  if (filter === 'all') return true;
  if (item.bundle === 'exhibition' && item.dates) {
    if (filter === 'past') return (item.dates.endValueTimestamp ?? Infinity) < now;
    const s = spanFor(filter, now);
    if (filter === 'today' && isCurrentExhibition(item.dates, now)) return true;
    return item.dates.valueTimestamp <= s.to && (item.dates.endValueTimestamp ?? Infinity) >= s.from;
  }
  const times = (item.processedDates ?? []).flatMap(({ value }) => {
    const d = parseProcessedDate(value);
    if (!d) {
      warn(`[listing] "${item.title}": processed date ${JSON.stringify(value)} does not parse; left out of the ${filter} filter`);
      return [];
    }
    return [d.unix()];
  });
  if (!times.length && item.dates) times.push(item.dates.valueTimestamp);
  if (filter === 'past') return times.length > 0 && times.every((t) => t < now);
  const s = spanFor(filter, now);
  return times.some((t) => inSpan(t, s));
}
