/**
 * One view per paragraph type. The mapped type makes this exhaustive: a paragraph type added to
 * the schemas without a view here fails `npm run typecheck`.
 */
import type { ParagraphEntity } from '../../generated/types/content.ts';
import type { ParagraphView } from './types.ts';
import { deferredParagraph } from './DeferredParagraph.tsx';
import { AnchorReferenceParagraph } from '../paragraphs/anchor-reference.tsx';
import { AudioParagraph, VideoParagraph } from '../paragraphs/media.tsx';
import { CallToActionParagraph } from '../paragraphs/call-to-action.tsx';
import { CardsParagraph } from '../paragraphs/cards.tsx';
import { FeaturedContentParagraph } from '../paragraphs/featured-content.tsx';
import { GalleryParagraph } from '../paragraphs/gallery.tsx';
import { QuoteParagraph } from '../paragraphs/quote.tsx';
import { RichTextParagraph } from '../paragraphs/rich-text.tsx';

type ParagraphRegistry = { [T in ParagraphEntity['type']]: ParagraphView<T> };

export const paragraphRegistry: ParagraphRegistry = {
  ParagraphAnchorReference: AnchorReferenceParagraph,
  // Its code comes with the pages that hold one (deferred-paragraphs.ts).
  ParagraphActivitiesAndExhibitionsList: deferredParagraph('ParagraphActivitiesAndExhibitionsList'),
  ParagraphCards: CardsParagraph,
  ParagraphRichText: RichTextParagraph,
  ParagraphGallery: GalleryParagraph,
  ParagraphQuote: QuoteParagraph,
  ParagraphVideo: VideoParagraph,
  ParagraphAudio: AudioParagraph,
  ParagraphCallToAction: CallToActionParagraph,
  ParagraphFeaturedContent: FeaturedContentParagraph,
};
