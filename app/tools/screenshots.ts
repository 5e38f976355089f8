/**
 * npm run screenshots: what a visitor sees of every view, at 1280 and 390 px, in the light and the
 * dark theme, from the built site (npm run build first) served by the real static server, with a
 * fixed clock. A page's theme is its type's (SPEC: multimedia, podcast and radio pages are dark) or
 * the CMS's forced flag, not the browser's colour scheme: the dark picture of a light page is taken
 * with the dark theme's class on the document, as the forced flag gives it. Writes docs/screenshots/<view>-<width>-<theme>.png (the first two screens of each page)
 * and docs/screenshots/README.md, an index.
 *   --out DIR   write somewhere else (e.g. to compare before and after a change)
 *   --only a,b  only these views
 *   --dist DIR  a built site elsewhere than dist/
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { commandLine, siteFolderOption } from './command-line.ts';

const root = resolve(import.meta.dirname, '../..');
const { values } = commandLine({
  command: 'npm run screenshots',
  summary: 'what a visitor sees of every view at 1280 and 390 px in both themes, from the built site → docs/screenshots/.',
  options: {
    out: { value: 'DIR', help: 'write the pictures there', default: 'docs/screenshots' },
    only: { value: 'VIEWS', help: 'only these views, by name, comma-separated' },
    dist: siteFolderOption('the built site'),
  },
  example: 'npm run screenshots -- --only home,artwork --out /tmp/shots',
});
// What the command needs loads once its command line is understood: --help and a refused option answer at once.
const [{ LIST_PARAM, encodeList }, { createStaticServer }, { launchChromium }, { mapBounded }, { onePagePerView }] = await Promise.all([
  import('../../pages/visit/visit-list.ts'),
  import('../server/static-server.ts'),
  import('./chromium.ts'),
  import('../site-build/support/map-bounded.ts'),
  import('./view-pages.ts'),
]);
const option = (name: string) => values[name.replace(/^--/, '')] as string | undefined;
const outDir = resolve(root, option('--out') ?? 'docs/screenshots');
const only = option('--only')?.split(',');
const WIDTHS = [1280, 390] as const;
const THEMES = ['light', 'dark'] as const;
/** The sample's programme is around this day (tests use the same clock). */
const NOW = new Date('2026-12-02T10:00:00+01:00');

const views: Record<string, string> = {
  ...onePagePerView(join(root, 'content')),
  'search-results': '/busqueda?q=paisaje',
  'not-found': '/no-existe',
  english: '/en',
  // The visit plan shows what this browser saved: a shared list stands in for it.
  visit: `/visita/mi-visita?${LIST_PARAM}=${encodeList([
    { path: '/coleccion/obra/estudio-amarillo', lang: 'es', bundle: 'artwork', title: 'Estudio amarillo', room: '205.10', onDisplay: true },
    { path: '/coleccion/obra/noche-meseta', lang: 'es', bundle: 'artwork', title: 'Noche en la meseta', room: '205.10', onDisplay: true },
    {
      path: '/exposiciones/paisajes-abstraccion',
      lang: 'es',
      bundle: 'exhibition',
      title: 'Paisajes de la abstracción',
      start: 1791331200,
      end: 1803942000,
    },
    {
      path: '/actividades/visita-paisajes',
      lang: 'es',
      bundle: 'activity',
      title: 'Visita comentada: Paisajes de la abstracción',
      start: 1795863600,
      place: 'Edificio Sabatini, planta 3',
    },
  ])}`,
};
const chosen = Object.entries(views).filter(([view]) => !only || only.includes(view));

const server = createStaticServer(resolve(option('--dist') ?? join(root, 'dist')));
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await launchChromium();
if (!only) await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });

const shots = chosen.flatMap(([view, path]) =>
  WIDTHS.flatMap((width) => THEMES.map((theme) => ({ view, path, width, theme, file: `${view}-${width}-${theme}.png` }))),
);
await mapBounded(shots, 2, async ({ path, width, theme, file }) => {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.clock.setFixedTime(NOW);
  page.on('pageerror', (e) => console.error(`${file}: ${e.message}`));
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  // Lazy images in the first two screens load before the picture is taken.
  await page.evaluate(() => window.scrollTo(0, 1800));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  if (theme === 'dark') {
    // The themes' classes are the rules that set `color-scheme` (design-system/tokens/themes.css.ts).
    // No named function inside: the TypeScript loader would wrap it in a helper the page does not have.
    const switched = await page.evaluate(() => {
      const classes: Record<string, string> = {};
      for (const sheet of document.styleSheets)
        for (const rule of sheet.cssRules)
          if (rule instanceof CSSStyleRule && /^\.[\w-]+$/.test(rule.selectorText) && rule.style.colorScheme)
            classes[rule.style.colorScheme] ??= rule.selectorText.slice(1);
      const root = document.documentElement;
      if (!classes.light || !classes.dark) return false;
      // The document and the layout's parts carry the theme's class (entry-client.tsx, PageLayout.tsx).
      for (const el of [root, ...document.querySelectorAll(`.${classes.light}`)]) el.classList.replace(classes.light, classes.dark);
      return root.classList.contains(classes.dark);
    });
    if (!switched) throw new Error(`${file}: the dark theme's class was not found in the page's styles`);
  }
  const height = Math.min(1800, await page.evaluate(() => document.documentElement.scrollHeight));
  await page.screenshot({ path: join(outDir, file), clip: { x: 0, y: 0, width, height }, fullPage: true });
  await context.close();
});
await browser.close();
server.close();

const files = new Set(await readdir(outDir));
const index = [
  '# Screenshots',
  '',
  'Every view at 1280 and 390 px in the light and dark themes, regenerated by `npm run build && npm run screenshots`',
  '(app/tools/screenshots.ts) with the clock at ' + NOW.toISOString() + '. The first two screens of each page.',
  "A page's theme comes from its type (multimedia, podcast and radio pages are dark) or the CMS's forced flag,",
  "not from the browser's colour scheme: a light page's dark picture shows it as the forced flag would.",
  '',
  '| view | page | 1280 light | 1280 dark | 390 light | 390 dark |',
  '| --- | --- | --- | --- | --- | --- |',
  ...Object.entries(views).map(([view, path]) => {
    const cell = (w: number, t: string) => (files.has(`${view}-${w}-${t}.png`) ? `[▣](${view}-${w}-${t}.png)` : '');
    return `| ${view} | \`${path}\` | ${cell(1280, 'light')} | ${cell(1280, 'dark')} | ${cell(390, 'light')} | ${cell(390, 'dark')} |`;
  }),
  '',
].join('\n');
await writeFile(join(outDir, 'README.md'), index);
console.log(`${shots.length} screenshot(s) → ${relative(root, outDir)}`);
