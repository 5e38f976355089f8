import type { Image, NodeTeaser } from '../../generated/types/content.ts';
import type { ContentCardProps, Teaser } from '../../design-system/index.ts';
import { kindOfBundle } from '../rules/content-kind.ts';
import type { RenderContext } from '../assembler/types.ts';
import { pictureOf } from '../rules/picture-sources.ts';
import type { MediaServers } from '../rules/iiif.ts';
import { formatDateRange } from '../dates/format.ts';

/** A content picture as the design system shows it, in the sizes made of it (pages/rules/picture-sources.ts). */
export const toImage = (image: Image, media: MediaServers) => pictureOf(image, media);

/** What cards need of the render: its language, and where pictures come in sizes from. */
type CardContext = Pick<RenderContext, 'lang' | 'media'>;

export const toTeaser = (t: NodeTeaser, { lang, media }: CardContext): Teaser => ({
  href: t.url.path,
  title: t.title,
  pretitle: t.pretitle,
  meta: t.dates ? formatDateRange(t.dates.valueTimestamp, t.dates.endValueTimestamp, lang) : t.subtitle,
  image: t.image ? toImage(t.image, media) : undefined,
});

/** A referenced page as a content card. */
export const toCard = (t: NodeTeaser, { lang, media }: CardContext): ContentCardProps => ({
  kind: kindOfBundle(t.bundle) ?? 'page',
  href: t.url.path,
  title: t.title,
  kicker: t.pretitle,
  subtitle: t.subtitle,
  meta: t.dates ? formatDateRange(t.dates.valueTimestamp, t.dates.endValueTimestamp, lang) : undefined,
  summary: t.summary,
  image: t.image ? toImage(t.image, media) : undefined,
});
