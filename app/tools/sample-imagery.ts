/**
 * npm run sample-imagery: the sample content's pictures, drawn as a modern-art collection would look.
 * Every artwork, exhibition, activity and text gets a work of its own (seeded by what it shows, so
 * its translations and every card that links to it show the same picture): one of seven families
 * the editors' alt texts describe (green lines on a dark ground, black grids, overlapping circles,
 * tilted yellow rectangles, blue diagonal stripes, red and yellow planes, a room with canvases), with
 * its own composition, palette and, for artworks, format (landscape, portrait or square). People get
 * a neutral portrait placeholder with their initials, podcasts and radio cover art, partners their
 * marks. Rewrites the references in content/pages (url, width, height; alt texts stay the editors')
 * and writes content/media/{works,portraits,covers,logos}. Run again, it writes the same files.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Family } from './sample-drawings.ts';
import { commandLine } from '../cli/command-line.ts';

commandLine({
  command: 'npm run sample-imagery',
  summary: 'draws the sample content’s pictures and rewrites their references in content/pages (the same files every run).',
  options: {},
  example: 'npm run sample-imagery',
});
// What the command needs loads once its command line is understood: --help and a refused option answer at once.
const [
  { photograph, photoSize },
  { mapBounded },
  { cover, DRAW, FAMILIES, FAMILY_OF_OLD, formatFor, LOGOS, portrait, rng, svg },
  { filesUnder },
] = await Promise.all([
  import('./sample-photographs.ts'),
  import('../site-build/support/map-bounded.ts'),
  import('./sample-drawings.ts'),
  import('../site-build/support/files.ts'),
]);

const root = resolve(import.meta.dirname, '../..');
const content = join(root, 'content');
const media = join(content, 'media');

interface Owner {
  id?: unknown;
  bundle?: unknown;
  title?: unknown;
  image?: { url?: unknown; width?: unknown; height?: unknown };
}
const titleOf = (o: Owner) => (typeof o.title === 'string' ? o.title : ((o.title as { value?: string } | undefined)?.value ?? ''));

/**
 * Where an image a page shows should come from, and what to draw there. A portrait placeholder or a
 * cover says nothing the name beside it does not: its alt text is empty (decorative).
 */
function target(img: { url: string }, owner: Owner, page: { id: string; bundle: string }, slot: string): Photo | null {
  const old = /^\/media\/artworks\/([a-z0-9-]+)\.svg$/.exec(img.url)?.[1];
  const now = /^\/media\/(works|portraits|covers)\/(?:([a-z]+)\/)?([A-Za-z0-9_-]+)\.(?:svg|jpg)$/.exec(img.url);
  const family: Family | undefined = old ? FAMILY_OF_OLD[old] : now?.[2] && FAMILIES.has(now[2]) ? (now[2] as Family) : undefined;
  if (!family && !now) return null;
  // An image stands for its owner (a linked page, or this page's own image or hero); any other
  // (gallery, paragraph) is a picture of its own.
  const direct = owner !== (page as Owner) || slot === 'main' || slot === 'hero';
  const hasOwner = direct && typeof owner.id === 'string' && typeof owner.bundle === 'string';
  const bundle = hasOwner ? (owner.bundle as string) : page.bundle;
  const key = hasOwner ? `${bundle}-${owner.id as string}` : `${page.bundle}-${page.id}-${slot}`;
  if (family === 'room' || (now && now[1] === 'works')) {
    const f = family ?? 'grid';
    const [w, h] = f === 'room' ? [1200, 800] : formatFor(key, bundle);
    return photo(`/media/works/${f}/${key}`, w, h, () => svg(w, h, DRAW[f](w, h, rng(key), key)));
  }
  if (hasOwner && bundle === 'person')
    return { ...photo(`/media/portraits/${key}`, 800, 800, () => portrait(titleOf(owner), key)), alt: '' };
  if (hasOwner && ['podcast', 'podcast_channel', 'home_radio'].includes(bundle))
    return { ...photo(`/media/covers/${key}`, 1000, 1000, () => cover(key)), alt: '' };
  const f = family ?? 'grid';
  const [w, h] = formatFor(key, bundle);
  return photo(`/media/works/${f}/${key}`, w, h, () => svg(w, h, DRAW[f](w, h, rng(key), key)));
}

/** A picture photographed from a drawing of `w`×`h`: its address, its size as a photograph, and how to draw it. */
interface Photo {
  url: string;
  width: number;
  height: number;
  alt?: string;
  drawn: { width: number; height: number };
  draw: () => string;
}
const photo = (base: string, w: number, h: number, draw: () => string): Photo => ({
  url: `${base}.jpg`,
  ...photoSize(w, h),
  drawn: { width: w, height: h },
  draw,
});

const drawings = new Map<string, Photo>();
/** The layout every content file has (two spaces, a final newline), so a diff shows only what changed. */
const asContentFile = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

type Picture = { url: string; width?: unknown; height?: unknown; alt?: unknown };
/** Points one picture at its drawing (and records the drawing); true when the reference changed. */
function retarget(img: Picture, owner: Owner, page: { id: string; bundle: string }, slot: string): boolean {
  const t = target(img, owner, page, slot);
  if (!t) return false;
  drawings.set(t.url, t);
  const alt = t.alt ?? img.alt;
  if (img.url === t.url && img.width === t.width && img.height === t.height && img.alt === alt) return false;
  Object.assign(img, { url: t.url, width: t.width, height: t.height }, alt === undefined ? {} : { alt });
  return true;
}
let rewritten = 0;
const pagesDir = join(content, 'pages');
for (const rel of (await filesUnder(pagesDir)).filter((f) => f.endsWith('.json')).sort()) {
  const file = join(pagesDir, rel);
  const text = await readFile(file, 'utf8');
  const page = JSON.parse(text) as { id: string; bundle: string };
  let changed = false;
  const walk = (node: unknown, owner: Owner, slot: string) => {
    if (Array.isArray(node)) return node.forEach((v, i) => walk(v, owner, `${slot}-${i}`));
    if (!node || typeof node !== 'object') return;
    const o = node as Owner & Record<string, unknown>;
    const nextOwner = typeof o.id === 'string' && typeof o.bundle === 'string' ? o : owner;
    // A teaser's or page's `image`, and gallery items and paragraph images (url/width/height themselves).
    if (o.image && typeof o.image.url === 'string') changed = retarget(o.image as Picture, nextOwner, page, slot || 'main') || changed;
    if (typeof o.url === 'string' && o.url.startsWith('/media/') && o !== nextOwner)
      changed = retarget(o as Picture, owner, page, slot) || changed;
    for (const [k, v] of Object.entries(o)) if (k !== 'image') walk(v, nextOwner, slot ? `${slot}-${k}` : k);
  };
  walk(page, page as Owner, '');
  if (changed) {
    await writeFile(file, asContentFile(page));
    rewritten++;
  }
}

for (const dir of ['works', 'portraits', 'covers']) await rm(join(media, dir), { recursive: true, force: true });
// Two at a time: libvips takes the other core's share of each.
await mapBounded([...drawings.values()], 2, async (p) => {
  const file = join(content, p.url);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, (await photograph(p.draw(), p.drawn.width, p.drawn.height, p.url)).jpeg);
});
for (const [name, body] of Object.entries(LOGOS))
  await writeFile(join(media, 'logos', `${name}.svg`), svg(240, 64, `<rect width="240" height="64" fill="#fff"/>${body}`));
// The partners' marks are wider than the boxes they replace: the site settings give their size.
const configFile = join(content, 'site/config.json');
const configText = await readFile(configFile, 'utf8');
const config = JSON.parse(configText) as { footer?: Record<string, { logos?: { image: Picture }[] }> };
for (const footer of Object.values(config.footer ?? {}))
  for (const { image } of footer.logos ?? [])
    if (/\/media\/logos\/[a-z-]+\.svg$/.test(image.url)) Object.assign(image, { width: 240, height: 64 });
if (asContentFile(config) !== configText) await writeFile(configFile, asContentFile(config));
console.log(`${drawings.size} picture(s) photographed, ${rewritten} page file(s) rewritten, ${Object.keys(LOGOS).length} logos`);
