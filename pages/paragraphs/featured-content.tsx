import { ButtonLink, TeaserGrid } from '../../design-system/index.ts';
import type { ParagraphView } from '../assembler/types.ts';
import { toTeaser } from './images.ts';

export const FeaturedContentParagraph: ParagraphView<'ParagraphFeaturedContent'> = ({ entity, ctx }) => (
  <>
    <TeaserGrid title={entity.title} items={entity.items.map((i) => toTeaser(i.entity, ctx))} />
    {entity.callToAction && <ButtonLink href={entity.callToAction.url.path} label={entity.callToAction.title} appearance="secondary" />}
  </>
);
