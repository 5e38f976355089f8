/**
 * The day's build (app/publisher/day-turn.ts): when the day in Madrid begins, on nights the clocks change
 * too; when the service asks for it (at once for a site of an earlier day, then just after each midnight,
 * never with the render moment fixed); and when a build already waiting or running stands for it. The
 * clock is Vitest's: nothing here waits for a real midnight. The service making that build is tested as
 * a process in tests/browser/publisher-day.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayBuildWanted, madridDay, untilNextDay, watchDays } from '../../app/publisher/day-turn.ts';
import { sameRenderDay } from '../../app/site-build/support/build-moment.ts';
import type { Trigger } from '../../app/publisher/records.ts';

const at = (iso: string) => Date.parse(iso);
const seconds = (iso: string) => at(iso) / 1000;
const HOUR = 3_600_000;

afterEach(() => void vi.useRealTimers());

describe('the day in Madrid', () => {
  it('begins at midnight in Madrid, an hour or two before midnight in UTC', () => {
    expect(madridDay(at('2026-12-05T22:59:59Z'))).toBe('2026-12-05');
    expect(madridDay(at('2026-12-05T23:00:00Z'))).toBe('2026-12-06');
    expect(madridDay(at('2027-06-30T21:59:59Z'))).toBe('2027-06-30');
    expect(madridDay(at('2027-06-30T22:00:00Z'))).toBe('2027-07-01');
  });

  it('is due a second past the next midnight, 23 or 25 hours on when the clocks change', () => {
    expect(untilNextDay(at('2026-12-05T22:59:59Z'))).toBe(2000);
    expect(untilNextDay(at('2026-12-05T23:00:00Z'))).toBe(24 * HOUR + 1000);
    expect(untilNextDay(at('2027-06-30T21:59:00Z'))).toBe(61_000);
    // Madrid's midnights around 28 March 2027 (forward at 02:00) and 25 October 2026 (back at 03:00).
    expect(untilNextDay(at('2027-03-27T23:00:00Z'))).toBe(23 * HOUR + 1000);
    expect(untilNextDay(at('2026-10-24T22:00:00Z'))).toBe(25 * HOUR + 1000);
  });

  it('keeps pages of the same day, not those of the day before or of a moment ahead (a clock moved back)', () => {
    expect(sameRenderDay(seconds('2026-12-05T09:00:00Z'), seconds('2026-12-05T22:59:59Z'))).toBe(true);
    expect(sameRenderDay(seconds('2026-12-05T09:00:00Z'), seconds('2026-12-05T23:00:00Z'))).toBe(false);
    expect(sameRenderDay(seconds('2026-12-05T12:00:00Z'), seconds('2026-12-05T11:00:00Z'))).toBe(false);
  });
});

describe('the service following the days', () => {
  /** A watch over a site published at `published` (ISO, or null: nothing yet), with the calls it made. */
  function watch(published: string | null, env: NodeJS.ProcessEnv = {}) {
    const due: string[] = [];
    let renderedAt = published === null ? null : seconds(published);
    const days = watchDays(
      async () => renderedAt,
      (day) => {
        due.push(day);
        // The day's build publishes pages of that moment.
        renderedAt = Math.floor(Date.now() / 1000);
      },
      env,
    );
    /** Pages of this moment published by a build of its own. */
    const publish = () => void (renderedAt = Math.floor(Date.now() / 1000));
    return { due, days, publish };
  }

  it('asks for the day at midnight, once, and again the next midnight', async () => {
    vi.useFakeTimers({ now: at('2026-12-05T22:59:50Z') });
    const { due, days } = watch('2026-12-05T09:00:00Z');
    await vi.advanceTimersByTimeAsync(9_000);
    expect(due).toEqual([]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(due).toEqual(['2026-12-06']);
    await vi.advanceTimersByTimeAsync(12 * HOUR);
    expect(due).toEqual(['2026-12-06']);
    await vi.advanceTimersByTimeAsync(12 * HOUR);
    expect(due).toEqual(['2026-12-06', '2026-12-07']);
    days.stop();
    await vi.advanceTimersByTimeAsync(48 * HOUR);
    expect(due).toEqual(['2026-12-06', '2026-12-07']);
  });

  it('asks at once for a site published on an earlier day (the service down over midnight)', async () => {
    vi.useFakeTimers({ now: at('2026-12-06T07:30:00Z') });
    const { due, days } = watch('2026-12-05T18:00:00Z');
    await vi.advanceTimersByTimeAsync(0);
    expect(due).toEqual(['2026-12-06']);
    days.stop();
  });

  it('does not ask when the day’s pages are published already (an editor’s build after midnight made them)', async () => {
    vi.useFakeTimers({ now: at('2026-12-05T22:59:50Z') });
    const { due, days, publish } = watch('2026-12-05T09:00:00Z');
    // An editor's save at midnight, published half a second later: before the day's timer.
    await vi.advanceTimersByTimeAsync(10_500);
    publish();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(due).toEqual([]);
    days.stop();
  });

  it('never asks before anything is published, nor when SOURCE_DATE_EPOCH fixes the render moment', async () => {
    vi.useFakeTimers({ now: at('2026-12-05T22:59:50Z') });
    const empty = watch(null);
    const fixed = watch('2026-11-22T09:00:00Z', { SOURCE_DATE_EPOCH: String(seconds('2026-11-22T09:00:00Z')) });
    await vi.advanceTimersByTimeAsync(72 * HOUR);
    expect(empty.due).toEqual([]);
    expect(fixed.due).toEqual([]);
    empty.days.stop();
  });
});

describe('the day’s build', () => {
  const trigger = (t: Partial<Trigger> = {}): Trigger => ({
    id: 'a',
    delivery: null,
    event: 'publish',
    files: null,
    receivedAt: '2026-12-05T23:00:01.000Z',
    ...t,
  });

  it('waits for its turn unless one waits already or the build running started that day', () => {
    expect(dayBuildWanted('2026-12-06', { running: null, waiting: [] })).toBe(true);
    expect(dayBuildWanted('2026-12-06', { running: null, waiting: [trigger({ files: ['es/obra.json'] })] })).toBe(true);
    expect(dayBuildWanted('2026-12-06', { running: null, waiting: [trigger({ day: '2026-12-06' })] })).toBe(false);
    // Started at 23:59:30 in Madrid the day before: it renders that day's pages.
    const evening = { id: 7, triggers: [trigger()], startedAt: '2026-12-05T22:59:30.000Z' };
    expect(dayBuildWanted('2026-12-06', { running: evening, waiting: [] })).toBe(true);
    const night = { id: 8, triggers: [trigger()], startedAt: '2026-12-05T23:00:00.500Z' };
    expect(dayBuildWanted('2026-12-06', { running: night, waiting: [] })).toBe(false);
  });
});
