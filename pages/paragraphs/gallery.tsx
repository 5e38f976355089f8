import { Gallery, type GalleryItem } from '../../design-system/index.ts';
import type { Image, ImageLicense, MediaReference } from '../../generated/types/content.ts';
import type { ParagraphView } from '../assembler/types.ts';
import type { UiText } from '../i18n/ui-text.ts';
import { downloadOf } from '../rules/download.ts';
import { iiifInfo, type MediaServers } from '../rules/iiif.ts';
import { pictureOf } from '../rules/picture-sources.ts';

/**
 * Images of a media list, each with its credit and licence, and a download link where the licence allows
 * it (a video's still is not the work, so it has none); other media kinds have their own paragraphs.
 */
export function galleryItems(media: readonly MediaReference[], t: UiText, servers: MediaServers): GalleryItem[] {
  const rights = (credit: string | undefined, license: ImageLicense | undefined) =>
    [credit, license && t.rights.licenses[license]].filter(Boolean).join(' · ') || undefined;
  const download = (image: Image) => {
    const link = downloadOf(image, t);
    return link ? { download: link } : {};
  };
  return media.flatMap(({ entity }): GalleryItem[] =>
    entity.type === 'MediaImage'
      ? [
          {
            ...pictureOf(entity.image, servers),
            // The viewer zooms the master, or reads its tiles.
            zoomSource: { src: entity.image.url, iiifInfo: iiifInfo(entity.image, servers) },
            caption: entity.caption ?? entity.image.caption,
            credit: rights(entity.credit ?? entity.image.credit, entity.image.license),
            ...download(entity.image),
          },
        ]
      : entity.type === 'MediaVideo' && entity.thumbnail
        ? [
            {
              ...pictureOf(entity.thumbnail, servers),
              caption: entity.name,
              credit: rights(entity.credit ?? entity.thumbnail.credit, entity.thumbnail.license),
            },
          ]
        : [],
  );
}

/** A gallery on any page: each picture opens the image viewer (its words come with the page: PARAGRAPH_TEXT). */
export const GalleryParagraph: ParagraphView<'ParagraphGallery'> = ({ entity, ctx }) => (
  <Gallery
    title={entity.title}
    items={galleryItems(entity.items, ctx.text, ctx.media)}
    zoom={{ labels: ctx.text.viewer, title: entity.title }}
  />
);
