/**
 * Where a page's pictures, media and documents may come from: files of the site under `/media/`, or
 * the configured media host over https. Anything else (`javascript:`, `data:`, another host, a path
 * that climbs out with `..` or hides one in a percent-escape, a backslash) is refused with its pointer,
 * before it can reach a page, its preload or a download link. The schemas say the same of each address
 * on its own (schemas/entities/media-address.schema.json), so the CMS and /preview refuse what the
 * build refuses with the same words; which host is allowed is the site configuration's, checked here.
 */
import type { Page } from '../../generated/types/content.ts';
import { contentError, jsonPointer, type ContentError } from './content-error.ts';

/** Keys that hold a media address: an image's `url`, and a video's, audio's or document's file and captions. */
const ADDRESS_KEYS = new Set(['videoUrl', 'audioUrl', 'fileUrl', 'captionsUrl']);
/** Whether an object of a page is a picture (an Image: an address and a text alternative). */
export const isImage = (o: Record<string, unknown>) => typeof o.url === 'string' && 'alt' in o;

/** Whether `o[key]` is a media address: an image's `url`, or one of ADDRESS_KEYS. */
export const holdsMediaAddress = (o: Record<string, unknown>, key: string) => ADDRESS_KEYS.has(key) || (key === 'url' && isImage(o));

/** Whether an address is a site file under /media/ or an https address on the media host. */
export function isAllowedMediaAddress(address: string, mediaHost: string | undefined): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  if (/[\s\\\x00-\x1f]/.test(address)) return false;
  if (address.startsWith('/media/')) {
    // An encoded dot, slash or backslash has no business in a file's name, and hides a climb or a separator.
    if (/%(?:2e|2f|5c)/i.test(address.split(/[?#]/)[0]!)) return false;
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
  // The schemas' words (media-address.schema.json), with the host they cannot name.
  const where = mediaHost ? `a file under /media/, or an https address on the site's media host (${mediaHost})` : 'a file under /media/';
  const whereEs = mediaHost
    ? `un archivo bajo /media/, o una dirección https del servidor de medios del sitio (${mediaHost})`
    : 'un archivo bajo /media/';
  // The keys from the page down to the value being walked: a pointer is made of them only for an error.
  const path: string[] = [];
  const check = (value: unknown, key: string) => {
    if (typeof value === 'string' && !isAllowedMediaAddress(value, mediaHost)) {
      errors.push(contentError(source, jsonPointer([...path, key]), ['described', where, whereEs], ['literal', JSON.stringify(value)]));
    }
  };
  const walk = (v: unknown) => {
    if (Array.isArray(v))
      for (let i = 0; i < v.length; i++) {
        path.push(String(i));
        walk(v[i]);
        path.pop();
      }
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      for (const k in o) {
        if (!Object.hasOwn(o, k)) continue;
        if (holdsMediaAddress(o, k)) check(o[k], k);
        else {
          path.push(k);
          walk(o[k]);
          path.pop();
        }
      }
    }
  };
  walk(page);
  return errors;
}
