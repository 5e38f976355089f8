import type { Image, NodeTeaser } from '../../generated/types/content.ts';
import type { ContentCardProps, ContentKind, Teaser } from '../../design-system/index.ts';
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

const KIND: Partial<Record<NodeTeaser['bundle'], ContentKind>> = {
  exhibition: 'exhibition',
  activity: 'activity',
  artwork: 'artwork',
  publication: 'publication',
  podcast: 'podcast',
  press_note: 'press_note',
  person: 'person',
  organization: 'organization',
  collection_archive: 'collection_archive',
  program: 'program',
  multimedia_audio: 'audio',
  multimedia_video: 'video',
};

/** A referenced page as a content card. */
export const toCard = (t: NodeTeaser, lang: Language): ContentCardProps => ({
  kind: KIND[t.bundle] ?? 'page',
  href: t.url.path,
  title: t.title,
  kicker: t.pretitle,
  subtitle: t.subtitle,
  meta: t.dates ? formatDateRange(t.dates.valueTimestamp, t.dates.endValueTimestamp, lang) : undefined,
  summary: t.summary,
  image: t.image ? toImage(t.image) : undefined,
});
