/**
 * The date rules' projects run under the time zone they are named after (vitest.config.ts): a run
 * that silently stayed in the machine's zone would prove nothing about the rules.
 */
import { describe, expect, it } from 'vitest';

describe('the time zone of the date rules run', () => {
  it('is the one the project names', () => {
    expect(process.env.TZ).toBeTruthy();
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(process.env.TZ);
    // 1 July 2026, noon UTC: New York is 4 hours behind in summer, UTC 0.
    const offset = new Date(Date.UTC(2026, 6, 1, 12)).getTimezoneOffset();
    expect(offset).toBe(process.env.TZ === 'America/New_York' ? 240 : 0);
  });
});
