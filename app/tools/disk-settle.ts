/**
 * A measured build starts on a settled disk: no build folder still being removed beside it, and none
 * removed in the minute before.
 *
 * The second matters on ext4 without a journal, this machine's disk (/proc/fs/jbd2 is empty). When
 * such a filesystem allocates an inode, it skips every free inode whose table block is still in
 * memory and which was freed in the last 60 s, or in the last 360 s while that block is unwritten
 * (fs/ext4/ialloc.c, `recently_deleted`). It reads the block for each skip. So a site's files
 * created right after a build folder of 98,000 files was removed pay for it. Measured on 27 Nov
 * 2026 with `perf record -a`: Astro's build of the full museum took 58.5 s wall and 18.4 s system
 * CPU right after such a removal, with 6.8 % of all samples in that scan. 150 s later, on a synced
 * disk, it took 50.0 s and 14.8 s, with 0.6 % in the scan.
 *
 * A build removes the folder two deploys old once it has published (app/site-build/publish/remove-later.ts).
 * Whatever is measured next waits for that removal, syncs, and then waits out the minute.
 */
import { execFileSync } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { buildsFolder } from '../site-build/publish/publish.ts';
import { REMOVING_PREFIX } from '../site-build/publish/remove-later.ts';

/** How long after a removal a measurement waits: ext4's 60 s, and a margin for the sync. */
export const SETTLE_MS = 75_000;
const POLL_MS = 500;
const REMOVAL_LIMIT_MS = 300_000;

export interface SettleClock {
  now(): number;
  sleep(ms: number): Promise<void>;
  /** Writes back what is dirty (`sync`). */
  sync(): void;
}

const realClock: SettleClock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((done) => setTimeout(done, ms)),
  sync: () => execFileSync('sync'),
};

/**
 * Tracks the removals of build folders beside the site at `out` (in `<out>.builds`, named
 * `.removing-*`). `settle()` waits until none is left, syncs, and then waits until
 * SETTLE_MS have passed since the last one was seen. It resolves with the milliseconds it waited.
 */
export function diskSettler(out: string, clock: SettleClock = realClock) {
  const builds = buildsFolder(out);
  let lastRemovalSeen = -Infinity;
  const removing = async () => (await readdir(builds).catch(() => [] as string[])).some((n) => n.startsWith(REMOVING_PREFIX));
  return {
    async settle(): Promise<number> {
      const start = clock.now();
      while (await removing()) {
        lastRemovalSeen = clock.now();
        if (lastRemovalSeen - start > REMOVAL_LIMIT_MS)
          throw new Error(`a build folder in ${builds} is still being removed after 5 minutes`);
        await clock.sleep(POLL_MS);
      }
      clock.sync();
      const wait = lastRemovalSeen + SETTLE_MS - clock.now();
      if (wait > 0) await clock.sleep(wait);
      return clock.now() - start;
    },
  };
}
