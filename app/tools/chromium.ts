/**
 * Debian's Chromium, through playwright-core for the site, the screenshots and the benchmarks, and
 * through Vitest's playwright provider for the stories. The flags are what this closed network needs.
 */
import { existsSync, statfsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** The browser visitors run: what the tools that look at or measure pages drive (screenshots, benchmarks). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/**
 * What the tests drive: Debian's build of the same Chromium's headless shell (package
 * chromium-headless-shell: the browser without its windowing layers, what Playwright runs headless by
 * default), where it is installed, else the full browser. A fresh context with a page of the site loaded
 * in it costs half the CPU in the shell here (0.25 core-seconds against 0.56), which halves the suite's
 * browser work; one test file keeps to the full browser (tests/browser/site.test.ts).
 */
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

/**
 * Chromium shares memory between its processes through /dev/shm; where that is small (a container's
 * 64 MB) it must use /tmp instead, which costs every frame and message a trip through the disk's cache.
 * Playwright asks for /tmp whatever the machine (`--disable-dev-shm-usage` is one of its default
 * switches): where /dev/shm is large, that default is left out (`CHROMIUM_IGNORED_DEFAULTS`). On this
 * machine's disk (ext4 without a journal) each region Chromium made in /tmp and removed at once also
 * made every file created after it slower for a minute (docs/performance.md, Measuring on this machine):
 * Chromium's threads creating them were a third of the kernel's time spent so in a run of the tests.
 */
function sharedMemoryIsSmall(): boolean {
  try {
    const shm = statfsSync('/dev/shm');
    return shm.blocks * shm.bsize < 2 ** 30;
  } catch {
    return true;
  }
}

/** Asked once: both the switch and the defaults left out follow from it. */
const SMALL_SHARED_MEMORY = sharedMemoryIsSmall();

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  ...(SMALL_SHARED_MEMORY ? ['--disable-dev-shm-usage'] : []),
];

/** Playwright's default switches left out: its shared memory in /tmp, unless /dev/shm is too small (above). */
export const CHROMIUM_IGNORED_DEFAULTS = SMALL_SHARED_MEMORY ? [] : ['--disable-dev-shm-usage'];

/** `proxy`: every request through this server (the visual run serves its fixed host names so). */
export function launchChromium(
  extraArgs: string[] = [],
  executablePath = CHROMIUM_PATH,
  { proxy }: { proxy?: string } = {},
): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    ignoreDefaultArgs: CHROMIUM_IGNORED_DEFAULTS,
    ...(proxy ? { proxy: { server: proxy } } : {}),
  });
}
