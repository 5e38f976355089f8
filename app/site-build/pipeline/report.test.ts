/** The build's one clock: each phase a step, timed, its result returned, recorded when it ends, failed or not. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newReport, stepsOf } from './report.ts';

afterEach(() => void vi.useRealTimers());

describe('a build’s steps', () => {
  it('return what they ran, and are recorded in the report with their time and start, in the order they end', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const report = newReport('/tmp/out');
    const step = stepsOf(report);
    const read = await step('load and validate', () => {
      vi.advanceTimersByTime(1234);
      return { pages: 3 };
    });
    expect(read).toEqual({ pages: 3 });
    await step('render and write pages', async () => void vi.advanceTimersByTime(50));
    expect(report.phases.map(({ name, seconds }) => ({ name, seconds }))).toEqual([
      { name: 'load and validate', seconds: 1.234 },
      { name: 'render and write pages', seconds: 0.05 },
    ]);
    // Each says when it began, so the time between phases (a process's start, its modules) shows too.
    expect(report.phases[1]!.at - report.phases[0]!.at).toBeCloseTo(1.234, 3);
  });

  it('are recorded when they fail, and the failure goes on to the build', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const report = newReport('/tmp/out');
    const step = stepsOf(report);
    await expect(
      step('link check', () => {
        vi.advanceTimersByTime(300);
        throw new Error('a dead link');
      }),
    ).rejects.toThrow('a dead link');
    expect(report.phases).toMatchObject([{ name: 'link check', seconds: 0.3 }]);
  });
});
