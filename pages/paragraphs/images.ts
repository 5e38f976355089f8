import type { Image, NodeTeaser } from '../../generated/types/content.ts';
import type { Teaser } from '../../design-system/index.ts';
import type { Language } from '../../generated/types/constants.ts';
import { formatDateRange } from '../dates/format.ts';

export const toImage = (image: Image) => ({ src: image.url, alt: image.alt, width: image.width, height: image.height });

export const toTeaser = (t: NodeTeaser, lang: Language): Teaser => ({
  href: t.url.path,
  title: t.title,
  pretitle: t.pretitle,
  meta: t.dates ? formatDateRange(t.dates.valueTimestamp, t.dates.endValueTimestamp, lang) : t.subtitle,
  image: t.image ? toImage(t.image) : undefined,
});
