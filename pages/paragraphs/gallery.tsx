import { Gallery, type GalleryItem } from '../../design-system/index.ts';
import type { ImageLicense, MediaReference } from '../../generated/types/content.ts';
import type { ParagraphView } from '../assembler/types.ts';
import type { UiText } from '../i18n/ui-text.ts';

/** Images of a media list, each with its credit and licence (issue 18); other media kinds have their own paragraphs. */
export function galleryItems(media: readonly MediaReference[], t: UiText): GalleryItem[] {
  const rights = (credit: string | undefined, license: ImageLicense | undefined) =>
    [credit, license && t.rights.licenses[license]].filter(Boolean).join(' · ') || undefined;
  return media.flatMap(({ entity }): GalleryItem[] =>
    entity.type === 'MediaImage'
      ? [
          {
            src: entity.image.url,
            alt: entity.image.alt,
            width: entity.image.width,
            height: entity.image.height,
            caption: entity.caption ?? entity.image.caption,
            credit: rights(entity.credit ?? entity.image.credit, entity.image.license),
          },
        ]
      : entity.type === 'MediaVideo' && entity.thumbnail
        ? [
            {
              src: entity.thumbnail.url,
              alt: entity.thumbnail.alt,
              caption: entity.name,
              credit: rights(entity.credit ?? entity.thumbnail.credit, entity.thumbnail.license),
            },
          ]
        : [],
  );
}

export const GalleryParagraph: ParagraphView<'ParagraphGallery'> = ({ entity, ctx }) => (
  <Gallery title={entity.title} items={galleryItems(entity.items, ctx.text)} />
);
