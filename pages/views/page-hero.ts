import type { HeroProps } from '../../design-system/index.ts';
import type { Page } from '../../generated/types/content.ts';
import { toImage } from '../paragraphs/images.ts';

/** The hero every template starts from: the page title with the CMS's hero fields. */
export const pageHeroProps = (page: Page): HeroProps => ({
  title: page.title.value,
  pretitle: page.hero?.pretitle,
  subtitle: page.hero?.subtitle,
  image: page.hero?.image ? toImage(page.hero.image) : undefined,
  tone: page.hero?.color,
});
