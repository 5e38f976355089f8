import { TeaserGrid } from '../../design-system/index.ts';
import type { ParagraphView } from '../assembler/types.ts';
import { toTeaser } from './images.ts';

/** The programme listing. Its filter bar comes with the listings work; here it lists what the CMS sent. */
export const ActivitiesAndExhibitionsListParagraph: ParagraphView<'ParagraphActivitiesAndExhibitionsList'> = ({ entity, ctx }) => (
  <TeaserGrid title={entity.title} items={entity.items.map((i) => toTeaser(i.entity, ctx.lang))} />
);
