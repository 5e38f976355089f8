/**
 * Pictures the build draws in the museum's identity (its black, red bar and paper disc, the app icon's
 * mark): the share card of a page that has no picture of its own (1200×630, what messaging and social
 * apps show for a shared link: the page's title over the museum's name) and the square artwork of a
 * podcast feed without a cover an app takes (1400×1400, the least Apple accepts). The title is set by
 * Pango (sharp's text input), which wraps it to the card and shrinks it to fit.
 *
 * Each is kept in `.build/share-cards/<key>.jpg`, the key a SHA-256 of what is drawn, across builds:
 * a page whose title did not change costs a hard link.
 */
import { createHash } from 'node:crypto';
import { link, mkdir, rename, rm, stat, copyFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { palette } from '../../../design-system/tokens/palette.ts';
import { insideOutput } from '../render/site-writer.ts';

export const PODCAST_ARTWORK = { width: 1400, height: 1400 } as const;
/** Changes when the drawing changes, so no card of an older drawing is reused. */
const DRAWING = 'card-1';
const SHARE_CARDS_DIR = '.build/share-cards';

export interface CardText {
  /** The page's or the feed's title. */
  title: string;
  /** The museum's name in the page's language. */
  siteName: string;
  /** The page's language (Pango's hyphenation and shaping). */
  lang: string;
}
type Size = { width: number; height: number };

const escapeMarkup = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The card as a JPEG. */
async function drawCard(text: CardText, size: Size): Promise<Buffer> {
  const { width, height } = size;
  const margin = Math.round(width * 0.07);
  const mark = Math.round(Math.min(width, height) * 0.16);
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="${width}" height="${height}" fill="${palette.black}"/>` +
      `<rect x="${margin}" y="${margin}" width="${Math.round(mark * 0.3)}" height="${mark}" fill="${palette.red}"/>` +
      `<circle cx="${margin + mark * 0.75}" cy="${margin + mark * 0.72}" r="${mark * 0.23}" fill="${palette.paper}"/>` +
      `<rect x="${margin}" y="${height - margin - 4}" width="${width - 2 * margin}" height="4" fill="${palette.red}"/>` +
      `</svg>`,
  );
  const textWidth = width - 2 * margin;
  const titleTop = margin + mark + Math.round(margin * 0.6);
  const nameHeight = Math.round(height * 0.07);
  const titleHeight = height - titleTop - margin - nameHeight - Math.round(margin * 0.6);
  // At the card's own size when the text fits in its box, else as large as fits (Pango's fitting).
  const pango = async (markup: string, box: number, font: string, px: number) => {
    // Nothing to set (a title of spaces): Pango refuses empty text, and the card is drawn without it.
    if (!markup.replace(/<[^>]*>/g, '').trim()) return null;
    const own = await sharp({ text: { text: markup, font: `${font} ${px}px`, width: textWidth, rgba: true, wrap: 'word', dpi: 72 } })
      .png()
      .toBuffer({ resolveWithObject: true });
    if (own.info.height <= box) return own.data;
    return sharp({ text: { text: markup, font, width: textWidth, height: box, rgba: true, wrap: 'word' } })
      .png()
      .toBuffer();
  };
  const [title, name] = await Promise.all([
    pango(
      `<span foreground="${palette.paper}" lang="${escapeMarkup(text.lang)}">${escapeMarkup(text.title)}</span>`,
      titleHeight,
      'sans-serif Bold',
      Math.round(height * 0.11),
    ),
    pango(
      `<span foreground="${palette.grey300}">${escapeMarkup(text.siteName)}</span>`,
      nameHeight,
      'sans-serif',
      Math.round(nameHeight * 0.6),
    ),
  ]);
  const nameTop = height - margin - nameHeight - Math.round(margin * 0.35);
  return sharp(background)
    .composite([
      ...(title ? [{ input: title, top: titleTop, left: margin }] : []),
      ...(name ? [{ input: name, top: nameTop, left: margin }] : []),
    ])
    .jpeg({ quality: 82, progressive: true, mozjpeg: true })
    .toBuffer();
}

const cardKey = (text: CardText, size: Size) =>
  createHash('sha256')
    .update(JSON.stringify([DRAWING, size.width, size.height, text.title, text.siteName, text.lang]))
    .digest('hex')
    .slice(0, 20);

/**
 * Puts the card at `rel` under `outDir` (never outside it): a hard link to the kept drawing (a copy
 * where links cannot be made), drawn first when it is not kept. Returns whether it was drawn.
 */
export async function placeCard(root: string, outDir: string, rel: string, text: CardText, size: Size): Promise<boolean> {
  const kept = join(root, SHARE_CARDS_DIR, `${cardKey(text, size)}.jpg`);
  let drawn = false;
  if (!(await stat(kept).catch(() => null))) {
    await mkdir(dirname(kept), { recursive: true });
    const temp = `${kept}.${process.pid}.tmp`;
    await writeFile(temp, await drawCard(text, size));
    await rename(temp, kept);
    drawn = true;
  }
  const target = insideOutput(outDir, rel);
  await mkdir(dirname(target), { recursive: true });
  await rm(target, { force: true });
  await link(kept, target).catch(() => copyFile(kept, target));
  return drawn;
}
