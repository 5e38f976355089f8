import { Gallery, type GalleryItem } from '../../design-system/index.ts';
import type { MediaReference } from '../../generated/types/content.ts';
import type { ParagraphView } from '../assembler/types.ts';

/** Images of a media list; other media kinds have their own paragraphs. */
export function galleryItems(media: readonly MediaReference[]): GalleryItem[] {
  return media.flatMap(({ entity }): GalleryItem[] =>
    entity.type === 'MediaImage'
      ? [
          {
            src: entity.image.url,
            alt: entity.image.alt,
            width: entity.image.width,
            height: entity.image.height,
            caption: entity.caption ?? entity.image.caption,
            credit: entity.credit ?? entity.image.credit,
          },
        ]
      : entity.type === 'MediaVideo' && entity.thumbnail
        ? [{ src: entity.thumbnail.url, alt: entity.thumbnail.alt, caption: entity.name, credit: entity.credit }]
        : [],
  );
}

export const GalleryParagraph: ParagraphView<'ParagraphGallery'> = ({ entity }) => (
  <Gallery title={entity.title} items={galleryItems(entity.items)} />
);
