/**
 * Where a page's pictures, media and documents may come from: files of the site under `/media/`, or
 * the configured media host over https. Anything else (`javascript:`, `data:`, another host, a path
 * that climbs out with `..` or hides one in a percent-escape, a backslash) is refused with its pointer,
 * before it can reach a page, its preload or a download link.
 */
import type { Page } from '../../generated/types/content.ts';
import { contentError, type ContentError } from './content-error.ts';

/** Keys that hold a media address: an image's `url`, and a video's, audio's or document's file and captions. */
const ADDRESS_KEYS = new Set(['videoUrl', 'audioUrl', 'fileUrl', 'captionsUrl']);
const isImage = (o: Record<string, unknown>) => typeof o.url === 'string' && 'alt' in o;

/** Whether an address is a site file under /media/ or an https address on the media host. */
export function isAllowedMediaAddress(address: string, mediaHost: string | undefined): boolean {
  if (/[\s\\]/.test(address) || [...address].some((c) => c.charCodeAt(0) < 32)) return false;
  if (address.startsWith('/media/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(address.split(/[?#]/)[0]!);
    } catch {
      return false;
    }
    return !decoded.split('/').some((segment) => segment === '..' || segment === '.') && !decoded.includes('\\');
  }
  if (!mediaHost) return false;
  try {
    const url = new URL(address);
    return url.protocol === 'https:' && url.origin === new URL(mediaHost).origin && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Every media address of a page that is not allowed, with its JSON pointer. */
export function mediaAddressErrors(page: Page, source: string, mediaHost: string | undefined): ContentError[] {
  const errors: ContentError[] = [];
  const where = mediaHost ? `a file under /media/ or an https address on ${mediaHost}` : 'a file under /media/';
  const whereEs = mediaHost ? `un archivo bajo /media/ o una dirección https de ${mediaHost}` : 'un archivo bajo /media/';
  const check = (value: unknown, pointer: string) => {
    if (typeof value === 'string' && !isAllowedMediaAddress(value, mediaHost))
      errors.push(contentError(source, pointer, ['described', where, whereEs], ['literal', JSON.stringify(value)]));
  };
  const walk = (v: unknown, pointer: string) => {
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${pointer}/${i}`));
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (isImage(o)) check(o.url, `${pointer}/url`);
      for (const [k, x] of Object.entries(o)) {
        const at = `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        if (ADDRESS_KEYS.has(k)) check(x, at);
        else walk(x, at);
      }
    }
  };
  walk(page, '');
  return errors;
}
