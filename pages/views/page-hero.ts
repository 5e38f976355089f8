import type { HeroProps } from '../../design-system/index.ts';
import type { Page } from '../../generated/types/content.ts';
import { toImage } from '../paragraphs/images.ts';
import type { MediaServers } from '../rules/iiif.ts';

/** Views whose hero puts the image first: the work itself, or the programme's picture. */
const HERO_TREATMENT: Partial<Record<Page['bundle'], HeroProps['treatment']>> = {
  artwork: 'artwork',
  podcast: 'artwork',
  podcast_channel: 'artwork',
  // A cover is shown whole, like a work: never cropped to a landscape band.
  publication: 'artwork',
  exhibition: 'feature',
  activity: 'feature',
  program: 'feature',
};

/** The hero every template starts from: the page title with the CMS's hero fields. */
export const pageHeroProps = (page: Page, media: MediaServers): HeroProps => ({
  title: page.title.value,
  pretitle: page.hero?.pretitle,
  subtitle: page.hero?.subtitle,
  image: page.hero?.image ? toImage(page.hero.image, media) : undefined,
  tone: page.hero?.color,
  treatment: HERO_TREATMENT[page.bundle] ?? 'standard',
});
