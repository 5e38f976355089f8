import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { CHROMIUM_ARGS, CHROMIUM_IGNORED_DEFAULTS, TEST_CHROMIUM_PATH } from './app/tools/chromium.ts';
import LongestFirst from './tests/support/longest-first.ts';

/**
 * Projects:
 * - node: Node and the built site in Chromium: schemas, validation, sanitiser, rules, views rendered to
 *   HTML; the build as a deploy meets it (the output contract read from the shared build, each build
 *   behaviour on a fixture), the server, every built page (status, language, hydration, axe) and the
 *   site's behaviour (runtime faults, listing, search, WCAG beyond axe). One project, so the pages and
 *   the design system are transformed once for all of them;
 * - stories: every story through Storybook's Vitest integration in Chromium, play function and axe
 *   (a11y addon, test: 'error'), then the colour rules again in the dark theme, unless the story fixes
 *   its theme (tagged 'theme-fixed': .storybook/preview.tsx, afterEach);
 * - dates-UTC, dates-America/New_York: the date rules again under those time zones, each unless it is
 *   the machine's own (the node project has run them in it already).
 * The site is built once per run (tests/support/global-setup.ts) and shared.
 */
/**
 * What the test servers' file watcher leaves alone: the builds (thousands of files each, the pictures'
 * sizes among them), the pictures' cache, reports and the content (read as data, never imported as
 * code). Walking them cost every Vitest start 20 s on this machine, and their files, written while the
 * suite runs, events for nothing.
 */
const unwatched = { watch: { ignored: ['**/dist*/**', '**/.build/**', '**/storybook-static/**', '**/reports/**', '**/content/**'] } };

const storyBrowser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS, ignoreDefaultArgs: CHROMIUM_IGNORED_DEFAULTS },
    contextOptions: { reducedMotion: 'reduce' },
  }),
  instances: [{ browser: 'chromium' as const }],
});

const stories: TestProjectInlineConfiguration = {
  plugins: [vanillaExtractPlugin(), storybookTest({ configDir: '.storybook' })],
  // Found late by the scanner (vanilla-extract injects it): optimised up front so no test is reloaded mid-run.
  // Found only when a story imports them lazily: listed so the first run does not re-optimise and reload mid-run.
  optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn', 'openseadragon'] },
  server: unwatched,
  test: {
    name: 'stories',
    browser: storyBrowser(),
    testTimeout: 60_000,
    isolate: false,
  },
};

/** The date rules, run again under time zones other than the machine's: nothing may depend on it. */
const dateRuleTests = [
  'tests/unit/dates.test.ts',
  'tests/unit/programme-rules.test.ts',
  'tests/unit/listing-filters.test.ts',
  'tests/unit/views.test.tsx',
  'pages/rules/opening-hours.test.ts',
  'pages/rules/today.test.ts',
  'tests/unit/time-zone.test.ts',
  'tests/unit/publisher-day.test.ts',
];
/**
 * CPU_BY_FILE=<file>: the node project on one worker, each test file's CPU appended to <file>
 * (tests/support/cpu-by-file.ts; docs/testing.md, How long it takes). A measurement, not a test run.
 */
const cpuByFile = !!process.env.CPU_BY_FILE;

const machineZone = process.env.TZ || Intl.DateTimeFormat().resolvedOptions().timeZone;
const inTimeZone = (zone: string): TestProjectInlineConfiguration => ({
  extends: true,
  // The unit project's safety net for a hung test, never a measure of speed. One module graph per
  // worker, as in the node project: the pages and design system are imported once, not once per file.
  test: { name: `dates-${zone}`, environment: 'node', include: dateRuleTests, env: { TZ: zone }, testTimeout: 60_000, isolate: false },
});

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  server: unwatched,
  test: {
    // One worker per core: each worker imports the pages and design system once (isolate: false) and
    // drives its own Chromium; more workers only repeat that work on two cores (decision 74).
    maxWorkers: 2,
    fileParallelism: !cpuByFile,
    sequence: { sequencer: LongestFirst },
    reporters: ['default', './tests/support/a11y-report.ts'],
    // Every interface language and deferred paragraph, as the build has them (the browser loads them per page).
    setupFiles: ['tests/support/static-rendering.ts', ...(cpuByFile ? ['tests/support/cpu-by-file.ts'] : [])],
    // Polls wait for what a visitor would see, however busy the machine is; they never measure time.
    expect: { poll: { timeout: 30_000, interval: 50 } },
    projects: [
      stories,
      {
        extends: true,
        test: {
          name: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}', '{pages,design-system,app}/**/*.test.{ts,tsx}', 'tests/browser/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'tests/unit/time-zone.test.ts'],
          environment: 'node',
          // One module graph per worker: the interface text and paragraphs are imported once, not once per
          // file, and the browser tests share their worker's Chromium (tests/support/chromium.ts workerBrowser).
          isolate: false,
          // The sample site, built once and served (the built-site tests read it; the rest do not wait long).
          globalSetup: ['tests/support/global-setup.ts'],
          // Safety nets for a hung test on a busy machine, never a measure of speed.
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      ...['UTC', 'America/New_York'].filter((zone) => zone !== machineZone).map(inTimeZone),
    ],
  },
});
