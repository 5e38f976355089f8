/**
 * npm run bench:images: pictures as visitors get them and as the build makes them → the `images` key
 * of bench/results.json (tests never assert these numbers; DESIGN.md holds the budgets).
 *   1. Image bytes a browser fetches on opening the home page, an artwork and the explorer (no
 *      scrolling: the first screen, and the lazy pictures Chromium loads ahead of it), at 390×844 DPR 3
 *      and 1280×800 DPR 1, in Chromium, from the sample site as `npm start` serves it. BENCH_RUNS times.
 *   2. Lighthouse (mobile preset) on the same pages: bench:lighthouse with BENCH_PATHS, into
 *      bench/lighthouse-pictures.json, its Performance and LCP folded in here.
 *   3. Making every size: of the sample's masters into an empty cache, again (all kept), and after one
 *      picture changes; then of a collection of BENCH_PHOTOS distinct photographs (default 300, made from
 *      the sample's: cropped, turned and recoloured), as a full-scale collection's artworks would carry:
 *      seconds, pictures encoded, files and disk.
 * Each figure with the machine's load average and speed probe beside it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { commandLine, wholeNumber } from '../cli/command-line.ts';

commandLine({
  command: 'npm run bench:images',
  summary: 'the pictures: encoding time per size and format, and the image bytes a phone and a desktop fetch on opening pages → bench/.',
  options: {},
  env: {
    BENCH_RUNS: { help: 'how many runs (default 3)', check: wholeNumber(1, 50) },
    BENCH_PHOTOS: { help: 'how many photographs to encode (default 300)', check: wholeNumber(1) },
  },
  example: 'BENCH_PHOTOS=50 npm run bench:images',
});
// What the command needs loads once its command line is understood: --help and a refused option answer at once.
const [
  { spawnBuild },
  { default: sharp },
  { createStaticServer },
  { allPictureSizes },
  { filesUnder },
  { mapBounded },
  { stats },
  { launchChromium },
  { probeMachine },
] = await Promise.all([
  import('../site-build/pipeline/report.ts'),
  import('sharp'),
  import('../server/static-server.ts'),
  import('../site-build/pictures/picture-sizes.ts'),
  import('../site-build/support/files.ts'),
  import('../site-build/support/map-bounded.ts'),
  import('./bench-stats.ts'),
  import('./chromium.ts'),
  import('./machine-probe.ts'),
]);

const root = resolve(import.meta.dirname, '../..');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const photoCount = Number(process.env.BENCH_PHOTOS ?? 300);
const PAGES = { home: '/', artwork: '/coleccion/obra/noche-meseta', explorer: '/colecciones/explora' } as const;
const SCREENS = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
} as const;
const load = () => Math.round(loadavg()[0]! * 100) / 100;
const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;

/** A process to its end, failing unless it ends well. */
const ended = (child: ChildProcess, what: string) =>
  new Promise<void>((done, fail) => child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`${what} exited with ${code}`)))));

// 1. The site as npm start serves it: built first (an edit when it is built already).
await ended(spawnBuild(root, {}, { stdio: 'inherit' }), 'the build');
const dist = join(root, 'dist');
const server = createStaticServer(dist, { log: () => undefined });
await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await launchChromium();
const firstScreen: Record<string, Record<string, unknown>> = {};
try {
  for (const [screen, options] of Object.entries(SCREENS))
    for (const [name, path] of Object.entries(PAGES)) {
      const samples: { imageBytes: number; images: number; load: number }[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
        const page = await context.newPage();
        const images: Promise<number>[] = [];
        page.on('requestfinished', (request) => {
          if (request.resourceType() === 'image' && !request.url().startsWith('data:'))
            images.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
        });
        const before = load();
        await page.goto(origin + path, { waitUntil: 'networkidle' });
        const bytes = await Promise.all(images);
        samples.push({ imageBytes: bytes.reduce((a, b) => a + b, 0), images: bytes.length, load: before });
        await context.close();
      }
      firstScreen[screen] ??= {};
      firstScreen[screen]![name] = {
        path,
        imageKB: stats(samples.map((s) => s.imageBytes / 1000)),
        images: stats(samples.map((s) => s.images)),
        loadAverage: stats(
          samples.map((s) => s.load),
          2,
        ),
      };
      console.log(`${screen} ${path}: ${round(samples[0]!.imageBytes / 1000)} KB of images (${samples[0]!.images} files)`);
    }
} finally {
  await browser.close();
  await new Promise((done) => server.close(done));
}

// 2. Lighthouse on the same pages, as npm start serves them.
const lighthouseFile = join(root, 'bench/lighthouse-pictures.json');
await ended(
  spawn(process.execPath, ['--import', 'tsx', 'app/tools/bench-lighthouse.ts'], {
    cwd: root,
    env: { ...process.env, BENCH_PATHS: Object.values(PAGES).join(','), BENCH_OUT: lighthouseFile },
    stdio: 'inherit',
  }),
  'bench:lighthouse',
);
const lighthouse = JSON.parse(await readFile(lighthouseFile, 'utf8')) as {
  results: Record<
    string,
    { performance: unknown; largestContentfulPaintMs: unknown; cumulativeLayoutShift: unknown; transferredBytes: unknown }
  >;
};
const lighthouseMobile = Object.fromEntries(
  Object.entries(PAGES).map(([name, path]) => {
    const r = lighthouse.results[path]!;
    return [
      name,
      {
        path,
        performance: r.performance,
        lcpMs: r.largestContentfulPaintMs,
        cls: r.cumulativeLayoutShift,
        transferredBytes: r.transferredBytes,
      },
    ];
  }),
);

// 3. Making the sizes.
const work = await mkdtemp(join(tmpdir(), 'museo-bench-images-'));
const threads = availableParallelism();
async function diskOf(dir: string) {
  const files = await filesUnder(dir);
  const sizes = await mapBounded(files, 32, async (f) => (await stat(join(dir, f))).size);
  return { files: files.length, MB: round(sizes.reduce((a, b) => a + b, 0) / 1e6) };
}
async function making(label: string, masters: string[]) {
  const cache = join(work, `cache-${label}`);
  const timed = async () => {
    const probe = probeMachine();
    const before = load();
    const start = performance.now();
    const made = await allPictureSizes(masters, cache, threads);
    return {
      seconds: round((performance.now() - start) / 1000, 2),
      encoded: made.encoded,
      reused: made.reused,
      loadAverage: before,
      probe,
    };
  };
  const cold = await timed();
  const disk = await diskOf(cache);
  const kept = await timed();
  // One picture changes (an editor replaces a photograph): only it is made again.
  const changed = masters[0]!;
  await writeFile(
    changed,
    await sharp(await readFile(changed))
      .modulate({ brightness: 1.02 })
      .jpeg({ quality: 84 })
      .toBuffer(),
  );
  const onePicture = await timed();
  const mastersMB = round((await Promise.all(masters.map(async (m) => (await stat(m)).size))).reduce((a, b) => a + b, 0) / 1e6);
  console.log(
    `${label}: ${masters.length} masters (${mastersMB} MB): cold ${cold.seconds} s, kept ${kept.seconds} s, one changed ${onePicture.seconds} s; ${disk.files} files, ${disk.MB} MB`,
  );
  return { masters: masters.length, mastersMB, threads, cold, kept, onePictureChanged: onePicture, sizes: disk };
}

const sampleMasters = (await filesUnder(join(root, 'content/media')))
  .filter((f) => /\.jpe?g$/i.test(f))
  .sort()
  .map((f) => join(root, 'content/media', f));
// Copies, so the changed picture is never the sample's own.
const sampleCopy = join(work, 'sample');
await mkdir(sampleCopy, { recursive: true });
const sample = await mapBounded(sampleMasters, 8, async (m) => {
  const to = join(sampleCopy, m.slice(join(root, 'content/media').length + 1).replaceAll('/', '__'));
  await copyFile(m, to);
  return to;
});
const sampleMaking = await making('sample', sample);

// A collection's photographs: each a distinct picture made from a sample one (cropped, turned, recoloured).
const collectionDir = join(work, 'collection');
await mkdir(collectionDir, { recursive: true });
const collection = await mapBounded(
  Array.from({ length: photoCount }, (_, i) => i),
  threads,
  async (i) => {
    const source = sampleMasters[i % sampleMasters.length]!;
    const meta = await sharp(source).metadata();
    const crop = 0.75 + ((i * 7) % 20) / 100;
    const file = join(collectionDir, `work-${i}.jpg`);
    await sharp(source)
      .extract({ left: 0, top: 0, width: Math.round(meta.width! * crop), height: Math.round(meta.height! * crop) })
      .rotate(i % 4 === 1 ? 90 : 0)
      .modulate({ hue: (i * 37) % 360, saturation: 0.8 + (i % 5) / 10 })
      .jpeg({ quality: 84 })
      .toFile(file);
    return file;
  },
);
const collectionMaking = await making('collection', collection);
await rm(work, { recursive: true, force: true });

const file = join(root, 'bench/results.json');
const results = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, unknown>;
results.images = {
  date: new Date().toISOString(),
  runs,
  note: 'Image bytes: what Chromium fetched for images on opening each page without scrolling (the first screen, and lazy pictures within its loading distance), bodies and headers. Sizes: WebP at effort 2 and two JPEGs per picture, a tile pyramid above 2,000 px.',
  firstScreen,
  lighthouseMobile,
  making: { sample: sampleMaking, collection: collectionMaking },
};
await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
console.log('→ bench/results.json (images)');
