/**
 * The day's build. Pages say what is on now, coming or past, and the home and visit pages show today's
 * programme: they are rendered at one moment per day in Madrid (sameRenderDay), so the first build of a
 * day renders every page again. The service makes that build itself, just after midnight in Madrid (and
 * at its start, when the site it publishes was rendered on an earlier day), rather than leave it to the
 * first editor who saves that day: their save would wait for the whole museum (over a minute at full
 * scale) instead of about a second. And from midnight on, what the HTML says is on today is right for
 * visitors without JavaScript, for crawlers and for the feeds.
 */
import { addDays, madridDate, madridMidnight } from '../../pages/dates/format.ts';
import { sameRenderDay } from '../site-build/support/build-moment.ts';
import type { Frozen, PublisherState } from './records.ts';

/** How long past midnight the day's build is due: a timer may fire a moment early by the wall clock. */
const PAST_MIDNIGHT_MS = 1000;

const two = (n: number) => String(n).padStart(2, '0');

/** The date in Madrid at a moment (Unix ms), as YYYY-MM-DD. */
export function madridDay(ms: number): string {
  const { year, month, day } = madridDate(Math.floor(ms / 1000));
  return `${year}-${two(month)}-${two(day)}`;
}

/** Milliseconds from `nowMs` to just past the next midnight in Madrid (23 to 25 hours apart on the nights the clocks change). */
export function untilNextDay(nowMs: number): number {
  const midnight = madridMidnight(addDays(madridDate(Math.floor(nowMs / 1000)), 1)) * 1000;
  return midnight - nowMs + PAST_MIDNIGHT_MS;
}

/**
 * Whether `day`'s build is to wait for its turn: not when one waits already, nor when the build running
 * started on that day (it renders the day's pages; a build that started the evening before does not).
 */
export function dayBuildWanted(day: string, { running, waiting }: Pick<Frozen<PublisherState>, 'running' | 'waiting'>): boolean {
  return !waiting.some((t) => t.day === day) && !(running && madridDay(Date.parse(running.startedAt)) === day);
}

export interface DayWatch {
  stop(): void;
}

/**
 * Calls `due(day)` whenever the published pages are of another day than today in Madrid: once at once
 * (the service starting after a night it was down), then just after every midnight. `renderedAt` reads
 * the published build's render moment (Unix seconds; null: nothing is published yet, and the first event
 * builds the site). A timer that fires early by the wall clock (the clock set back meanwhile) finds the
 * same day and waits for the next midnight. Nothing at all when SOURCE_DATE_EPOCH fixes the render
 * moment: its day never changes.
 */
export function watchDays(renderedAt: () => Promise<number | null>, due: (day: string) => void, env = process.env): DayWatch {
  if (Number(env.SOURCE_DATE_EPOCH) > 0) return { stop() {} };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const check = async () => {
    const at = await renderedAt().catch(() => null);
    const now = Date.now();
    if (!stopped && at !== null && !sameRenderDay(at, Math.floor(now / 1000))) due(madridDay(now));
  };
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => void check().finally(next), untilNextDay(Date.now()));
    // The service's listeners keep it running; this timer alone does not.
    timer.unref();
  };
  void check().finally(next);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
