/**
 * Pictures the build draws in the museum's identity (its black, red bar and paper disc, the app icon's
 * mark): the share card of a page that has no picture of its own (1200×630, what messaging and social
 * apps show for a shared link: the page's title over the museum's name) and the square artwork of a
 * podcast feed without a cover an app takes (1400×1400, the least Apple accepts). The title is set by
 * Pango (sharp's text input), which wraps it to the card and shrinks it to fit.
 *
 * A page whose main picture is a drawing (SVG, which no app shows) shares it made a JPEG instead.
 *
 * Each is kept in `.build/share-cards/<key>.jpg`, the key a SHA-256 of what is drawn, across builds:
 * a page whose title did not change costs a hard link.
 */
import { createHash } from 'node:crypto';
import { link, mkdir, readFile, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { escapeHtml } from '../../../design-system/html/escape-html.ts';
import { palette } from '../../../design-system/tokens/palette.ts';
import { insideOutput } from '../render/site-writer.ts';
import { singleFlight } from '../support/single-flight.ts';
import { linkOrCopy } from '../support/files.ts';
import { replaceFile, sweepTempsOnce } from '../support/processes.ts';
import { loadSharp } from './sharp-on-demand.ts';
import { perBuild } from '../support/per-build.ts';

export const PODCAST_ARTWORK = { width: 1400, height: 1400 } as const;
/** Changes when the drawing changes, so no card of an older drawing is reused. */
const DRAWING = 'card-2';
const SHARE_CARDS_DIR = '.build/share-cards';

interface CardText {
  /** The page's or the feed's title. */
  title: string;
  /** The museum's name in the page's language. */
  siteName: string;
  /** The page's language (Pango's hyphenation and shaping). */
  lang: string;
}
type Size = { width: number; height: number };

/** The card as a JPEG. The background and the museum's name are drawn once per size and name. */
async function drawCard(text: CardText, size: Size): Promise<Buffer> {
  const { width, height } = size;
  const layout = layoutOf(size);
  const [background, title, name] = await Promise.all([
    backgroundOf(size),
    setText(
      `<span foreground="${palette.paper}" lang="${escapeHtml(text.lang)}">${escapeHtml(text.title)}</span>`,
      layout.textWidth,
      layout.titleHeight,
      'sans-serif Bold',
      Math.round(height * 0.11),
    ),
    nameOf(text.siteName, size),
  ]);
  // Laid over the background here rather than by libvips' composite, which took half of each card's time.
  const pixels = Buffer.from(background);
  if (title) over(pixels, width, title, layout.titleTop, layout.margin);
  if (name) over(pixels, width, name, layout.nameTop, layout.margin);
  return (await loadSharp())(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 82, optimiseCoding: false })
    .toBuffer();
}

/** Lays RGBA `text` over the RGB `pixels` (`width` wide) at `top`, `left`, by its alpha; what falls outside is left out. */
function over(pixels: Buffer, width: number, text: Raw, top: number, left: number) {
  const { width: w, height: h } = text.info;
  const rows = Math.min(h, pixels.length / (width * 3) - top);
  const cols = Math.min(w, width - left);
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < cols; x++) {
      const from = (y * w + x) * 4;
      const a = text.data[from + 3]!;
      if (!a) continue;
      const to = ((top + y) * width + left + x) * 3;
      for (let c = 0; c < 3; c++) pixels[to + c] = (pixels[to + c]! * (255 - a) + text.data[from + c]! * a) / 255;
    }
}

function layoutOf({ width, height }: Size) {
  const margin = Math.round(width * 0.07);
  const mark = Math.round(Math.min(width, height) * 0.16);
  const titleTop = margin + mark + Math.round(margin * 0.6);
  const nameHeight = Math.round(height * 0.07);
  return {
    margin,
    mark,
    textWidth: width - 2 * margin,
    titleTop,
    nameHeight,
    titleHeight: height - titleTop - margin - nameHeight - Math.round(margin * 0.6),
    nameTop: height - margin - nameHeight - Math.round(margin * 0.35),
  };
}

type Raw = { data: Buffer; info: { width: number; height: number; channels: 4 } };
/** Within a build: a drawing's key is of its file as this build reads it. */
const once = perBuild(new Map<string, Promise<unknown>>());
const memo = <T>(key: string, make: () => Promise<T>): Promise<T> => {
  if (!once.has(key)) once.set(key, make());
  return once.get(key) as Promise<T>;
};

/** The museum's mark and rule on black, as raw pixels. */
const backgroundOf = (size: Size) =>
  memo(`background ${size.width}×${size.height}`, async () => {
    const { width, height } = size;
    const { margin, mark } = layoutOf(size);
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="${width}" height="${height}" fill="${palette.black}"/>` +
      `<rect x="${margin}" y="${margin}" width="${Math.round(mark * 0.3)}" height="${mark}" fill="${palette.red}"/>` +
      `<circle cx="${margin + mark * 0.75}" cy="${margin + mark * 0.72}" r="${mark * 0.23}" fill="${palette.paper}"/>` +
      `<rect x="${margin}" y="${height - margin - 4}" width="${width - 2 * margin}" height="4" fill="${palette.red}"/>` +
      `</svg>`;
    return (await loadSharp())(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  });

const nameOf = (siteName: string, size: Size) =>
  memo(`name ${size.width}×${size.height} ${siteName}`, () => {
    const { textWidth, nameHeight } = layoutOf(size);
    return setText(
      `<span foreground="${palette.grey300}">${escapeHtml(siteName)}</span>`,
      textWidth,
      nameHeight,
      'sans-serif',
      Math.round(nameHeight * 0.6),
    );
  });

/**
 * Text set by Pango as raw RGBA pixels: at `px` when it fits in its box, else as large as fits (Pango's
 * fitting); null when there is nothing to set (a title of spaces: Pango refuses empty text).
 */
async function setText(markup: string, width: number, box: number, font: string, px: number): Promise<Raw | null> {
  if (!markup.replace(/<[^>]*>/g, '').trim()) return null;
  const sharp = await loadSharp();
  const own = (await sharp({ text: { text: markup, font: `${font} ${px}px`, width, rgba: true, wrap: 'word', dpi: 72 } })
    .raw()
    .toBuffer({ resolveWithObject: true })) as unknown as Raw;
  if (own.info.height <= box) return own;
  return (await sharp({ text: { text: markup, font, width, height: box, rgba: true, wrap: 'word' } })
    .raw()
    .toBuffer({ resolveWithObject: true })) as unknown as Raw;
}

/** What the build draws: a card with a title, or a drawing (an SVG of the media folder) made a JPEG. */
export type ShareDrawing = { card: CardText; size: Size } | { drawing: string; size: Size };

const keyOf = (d: ShareDrawing): Promise<string> =>
  memo(`key ${JSON.stringify(d)}`, async () => {
    const hash = createHash('sha256').update(JSON.stringify([DRAWING, d.size.width, d.size.height]));
    if ('card' in d) hash.update(JSON.stringify([d.card.title, d.card.siteName, d.card.lang]));
    else hash.update(await readFile(d.drawing));
    return hash.digest('hex').slice(0, 20);
  });

/** A drawing on the paper it is shown on, at the size a shared link needs (apps show no SVG). */
const rasterise = async (file: string, size: Size) =>
  (await loadSharp())(file, { density: 144 })
    .resize(size.width, size.height, { fit: 'contain', background: palette.paper })
    .flatten({ background: palette.paper })
    .jpeg({ quality: 82 })
    .toBuffer();

/**
 * Puts what is drawn at `rel` under `outDir` (never outside it): a hard link to the kept JPEG (a copy
 * where links cannot be made), drawn first when it is not kept. Returns whether it was drawn.
 */
export async function placeDrawing(root: string, outDir: string, rel: string, d: ShareDrawing): Promise<boolean> {
  const kept = join(root, SHARE_CARDS_DIR, `${await keyOf(d)}.jpg`);
  const drawn = await keep(kept, d);
  await linkInto(kept, insideOutput(outDir, rel));
  return drawn;
}

/** The drawings being made now, by kept file: two pages of one title ask for one card at once. */
const drawing = singleFlight<boolean>();

/** Makes `kept` unless it is there; true for the one call that drew it (another asking meanwhile waits for it). */
async function keep(kept: string, d: ShareDrawing): Promise<boolean> {
  const { result, first } = drawing(kept, async () => {
    if (await stat(kept).catch(() => null)) return false;
    await mkdir(dirname(kept), { recursive: true });
    // Unique to this call and process: another build sharing the folder may be drawing the same card.
    await sweepTempsOnce(dirname(kept));
    await replaceFile(kept, 'card' in d ? await drawCard(d.card, d.size) : await rasterise(d.drawing, d.size));
    return true;
  });
  return (await result) && first;
}

/** A hard link at `target` to `kept` (a copy across file systems): its folder made, and a file there before replaced, only when needed. */
async function linkInto(kept: string, target: string): Promise<void> {
  const code = await link(kept, target).then(
    () => null,
    (err: NodeJS.ErrnoException) => err.code ?? 'EIO',
  );
  if (code === null) return;
  if (code === 'ENOENT') await mkdir(dirname(target), { recursive: true });
  else if (code === 'EEXIST') await rm(target, { force: true });
  await linkOrCopy(kept, target);
}
