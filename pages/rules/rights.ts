/**
 * Image rights, said plainly (issue 18): each picture's credit and licence, a download link only
 * where the licence allows reuse, and why a work is shown without a picture.
 */
import type { HeroImage } from '../../design-system/index.ts';
import type { Image, ImageLicense, Page } from '../../generated/types/content.ts';
import type { UiText } from '../i18n/ui-text.ts';
import { isSafeMediaUrl } from '../links.ts';

/** The licences' public texts; 'all rights reserved' has none. */
const LICENSE_URL: Record<ImageLicense, string | undefined> = {
  'public-domain': 'https://creativecommons.org/publicdomain/mark/1.0/',
  cc0: 'https://creativecommons.org/publicdomain/zero/1.0/',
  'cc-by': 'https://creativecommons.org/licenses/by/4.0/',
  'cc-by-sa': 'https://creativecommons.org/licenses/by-sa/4.0/',
  'cc-by-nc': 'https://creativecommons.org/licenses/by-nc/4.0/',
  'cc-by-nc-nd': 'https://creativecommons.org/licenses/by-nc-nd/4.0/',
  'all-rights-reserved': undefined,
};

/** Every licence but 'all rights reserved' lets a visitor keep a copy (the non-commercial ones for non-commercial use). */
export const allowsDownload = (license: ImageLicense | undefined): boolean => license !== undefined && license !== 'all-rights-reserved';

/** A picture's format as a visitor reads it, from its address ('SVG', 'JPEG'). */
const formatOf = (url: string) => {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toUpperCase();
  return ext === 'JPG' ? 'JPEG' : ext;
};

/** The hero's picture with its credit, its licence and, when the licence allows it, a download link. */
export function imageWithRights(image: Image, t: UiText): HeroImage {
  const license = image.license;
  const format = formatOf(image.url);
  return {
    src: image.url,
    alt: image.alt,
    width: image.width,
    height: image.height,
    ...(image.credit ? { credit: image.credit } : {}),
    ...(license ? { license: { label: t.rights.licenses[license], ...(LICENSE_URL[license] ? { href: LICENSE_URL[license] } : {}) } } : {}),
    // The CMS's address becomes a link's target only when it is one (a path or https, never javascript:).
    ...(allowsDownload(license) && isSafeMediaUrl(image.url) ? { download: { label: t.rights.download(format), href: image.url } } : {}),
  };
}

/** Why an artwork has no picture: as the CMS says, or in restoration by its status, or not photographed yet. */
export function missingImageReason(page: Extract<Page, { bundle: 'artwork' }>, t: UiText): string {
  const reason = page.imageUnavailable ?? (page.status.status === 'inrestoration' ? 'in-restoration' : 'no-photograph');
  return t.rights.noImage[reason];
}
