import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { diskSettler, SETTLE_MS, type SettleClock } from '../../app/tools/disk-settle.ts';

/** A clock that moves only when slept on, and a log of what the settler did, in order. */
function fakeClock(onSleep: (t: number) => Promise<void> = async () => {}) {
  const log: string[] = [];
  let t = 1_000;
  const clock: SettleClock = {
    now: () => t,
    sleep: async (ms) => {
      log.push(`sleep ${ms}`);
      t += ms;
      await onSleep(t);
    },
    sync: () => log.push(`sync at ${t}`),
  };
  return { clock, log, at: () => t };
}

describe('a measured build starts on a settled disk', () => {
  const made: string[] = [];
  afterEach(async () => {
    for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
  });
  const site = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'settle-'));
    made.push(dir);
    return join(dir, 'dist');
  };

  it('does not wait when nothing is being or was removed, but writes back what is dirty', async () => {
    const out = await site();
    await mkdir(join(`${out}.builds`, '20261127-000000000Z-1'), { recursive: true });
    const { clock, log } = fakeClock();
    expect(await diskSettler(out, clock).settle()).toBe(0);
    expect(log).toEqual(['sync at 1000']);
  });

  it('waits for a removal beside the site, syncs, then waits out the minute after it', async () => {
    const out = await site();
    const removing = join(`${out}.builds`, '.removing-20261127-000000000Z-1');
    await mkdir(removing, { recursive: true });
    // The removal ends after three polls.
    let polls = 0;
    const { clock, log, at } = fakeClock(async () => {
      if (++polls === 3) await rm(removing, { recursive: true });
    });
    const settler = diskSettler(out, clock);
    const waited = await settler.settle();
    // Seen at 1000, 1500 and 2000; gone at the fourth look (2500).
    expect(log.slice(0, 4)).toEqual(['sleep 500', 'sleep 500', 'sleep 500', 'sync at 2500']);
    expect(log[4]).toBe(`sleep ${2000 + SETTLE_MS - 2500}`);
    expect(at()).toBe(2000 + SETTLE_MS);
    expect(waited).toBe(1000 + SETTLE_MS);
    // Once waited out, the next measurement starts at once.
    expect(await settler.settle()).toBe(0);
  });

  it('gives up, naming the folder, when a removal outlasts five minutes', async () => {
    const out = await site();
    await mkdir(join(`${out}.builds`, '.removing-stuck'), { recursive: true });
    const { clock } = fakeClock();
    await expect(diskSettler(out, clock).settle()).rejects.toThrow(/still being removed after 5 minutes/);
  });
});
