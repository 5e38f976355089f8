/**
 * Whether a visitor may download a picture, and the link that says so: a module of its own,
 * small, for the galleries every view may hold as well as the artwork's picture (rights.ts).
 */
import type { Image, ImageLicense } from '../../generated/types/content.ts';
import type { UiText } from '../i18n/ui-text.ts';
import { isSafeMediaUrl } from '../safe-urls.ts';

/** Every licence but 'all rights reserved' lets a visitor keep a copy (the non-commercial ones for non-commercial use). */
export const allowsDownload = (license: ImageLicense | undefined): boolean => license !== undefined && license !== 'all-rights-reserved';

/** A picture's format as a visitor reads it, from its address ('SVG', 'JPEG'). */
const formatOf = (url: string) => {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toUpperCase();
  return ext === 'JPG' ? 'JPEG' : ext;
};

/**
 * A picture's download link, when its licence allows reuse and its address is one a link may point at
 * (a path of this site or https, never `javascript:`: the address comes from the CMS).
 */
export const downloadOf = (image: Image, t: UiText): { label: string; href: string } | undefined =>
  allowsDownload(image.license) && isSafeMediaUrl(image.url)
    ? { label: t.rights.download(formatOf(image.url)), href: image.url }
    : undefined;
