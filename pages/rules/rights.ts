/**
 * Image rights, said plainly: each picture's credit and licence, a download link only
 * where the licence allows reuse, and why a work is shown without a picture.
 */
import type { HeroImage } from '../../design-system/index.ts';
import type { Image, ImageLicense, Page } from '../../generated/types/content.ts';
import type { UiText } from '../i18n/ui-text.ts';
import { downloadOf } from './download.ts';
import type { MediaServers } from './iiif.ts';
import { pictureOf } from './picture-sources.ts';

/** The licences' public texts; 'all rights reserved' has none. */
export const LICENSE_URL: Record<ImageLicense, string | undefined> = {
  'public-domain': 'https://creativecommons.org/publicdomain/mark/1.0/',
  cc0: 'https://creativecommons.org/publicdomain/zero/1.0/',
  'cc-by': 'https://creativecommons.org/licenses/by/4.0/',
  'cc-by-sa': 'https://creativecommons.org/licenses/by-sa/4.0/',
  'cc-by-nc': 'https://creativecommons.org/licenses/by-nc/4.0/',
  'cc-by-nc-nd': 'https://creativecommons.org/licenses/by-nc-nd/4.0/',
  'all-rights-reserved': undefined,
};

/** The hero's picture with its credit, its licence and, when the licence allows it, a download link. */
export function imageWithRights(image: Image, t: UiText, media: MediaServers): HeroImage {
  const license = image.license;
  const download = downloadOf(image, t);
  return {
    ...pictureOf(image, media),
    ...(image.credit ? { credit: image.credit } : {}),
    ...(license ? { license: { label: t.rights.licenses[license], ...(LICENSE_URL[license] ? { href: LICENSE_URL[license] } : {}) } } : {}),
    ...(download ? { download } : {}),
  };
}

/** Why an artwork has no picture: as the CMS says, or in restoration by its status, or not photographed yet. */
export function missingImageReason(page: Extract<Page, { bundle: 'artwork' }>, t: UiText): string {
  const reason = page.imageUnavailable ?? (page.status.status === 'inrestoration' ? 'in-restoration' : 'no-photograph');
  return t.rights.noImage[reason];
}
