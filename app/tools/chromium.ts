/**
 * Debian's Chromium, the one browser the tools and tests use: through playwright-core for the site, the
 * screenshots and the benchmarks, and through Vitest's playwright provider for the stories. The flags are
 * what this closed network needs.
 */
import { statfsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium shares memory between its processes through /dev/shm; where that is small (a container's
 * 64 MB) it must use /tmp instead, which costs every frame and message a trip through the disk's cache.
 */
function sharedMemoryIsSmall(): boolean {
  try {
    const shm = statfsSync('/dev/shm');
    return shm.blocks * shm.bsize < 2 ** 30;
  } catch {
    return true;
  }
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  ...(sharedMemoryIsSmall() ? ['--disable-dev-shm-usage'] : []),
];

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });
}
