/**
 * Whether a media file's bytes are what its name says, checked before the build uses or publishes a file
 * it fetched (a server's Content-Type is not trusted: a misconfigured host, or a hostile one, could send a
 * page of HTML named `.jpg`). Binary formats are told by their signature (file-type, which reads the first
 * bytes as the format's own specification writes them); the two text formats the site publishes by their
 * opening: an SVG is a drawing with no active part (./media-check.ts svgProblems), captions are WebVTT.
 */
import { fileTypeFromBuffer } from 'file-type';
import { svgProblems } from './media-check.ts';

/** The formats the site publishes, by file extension: what file-type names each (its MIME types). */
const BINARY: Record<string, readonly string[]> = {
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  webp: ['image/webp'],
  gif: ['image/gif'],
  avif: ['image/avif'],
  tif: ['image/tiff'],
  tiff: ['image/tiff'],
  mp3: ['audio/mpeg'],
  m4a: ['audio/mp4', 'audio/x-m4a', 'video/mp4'],
  mp4: ['video/mp4', 'audio/mp4', 'video/quicktime'],
  m4v: ['video/mp4', 'video/x-m4v'],
  webm: ['video/webm', 'audio/webm'],
  ogg: ['audio/ogg', 'video/ogg', 'audio/opus'],
  oga: ['audio/ogg', 'audio/opus'],
  ogv: ['video/ogg'],
  opus: ['audio/ogg', 'audio/opus'],
  wav: ['audio/wav', 'audio/vnd.wave'],
  pdf: ['application/pdf'],
  epub: ['application/epub+zip'],
};

/** How many bytes the check reads: file-type's own sample size. */
export const MEDIA_SNIFF_BYTES = 4100;

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name.split(/[?#]/)[0]!)?.[1]?.toLowerCase() ?? '';

/**
 * What is wrong with `start` (the first MEDIA_SNIFF_BYTES of the file, or the whole of an SVG or caption
 * file) as the contents of `name`, or null when it is what its name says.
 */
export async function mediaTypeProblem(name: string, start: Uint8Array): Promise<string | null> {
  const ext = extensionOf(name);
  if (ext === 'svg' || ext === 'vtt') {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(start).replace(/^\uFEFF/, '');
    } catch {
      return `expected ${ext === 'svg' ? 'an SVG drawing' : 'WebVTT captions'}, found bytes that are not UTF-8 text`;
    }
    if (ext === 'vtt') return /^WEBVTT(?:[ \t\r\n]|$)/.test(text) ? null : 'expected WebVTT captions (starting "WEBVTT"), found other text';
    if (!/^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[^]*?-->\s*)*(?:<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(text))
      return 'expected an SVG drawing, found something else';
    const problems = svgProblems(text);
    return problems.length ? `an SVG with ${problems.join(', ')}: refused (it would run on the site's own address)` : null;
  }
  const expected = BINARY[ext];
  if (!expected) return `a file type the site does not publish (.${ext || 'no extension'})`;
  const found = await fileTypeFromBuffer(start);
  if (!found) return `expected ${expected[0]}, found content of no known type`;
  return expected.includes(found.mime) ? null : `expected ${expected[0]}, found ${found.mime}`;
}

/** Whether the check needs the whole file (a text format), not only its first bytes. */
export const checksWholeFile = (name: string) => ['svg', 'vtt'].includes(extensionOf(name));
