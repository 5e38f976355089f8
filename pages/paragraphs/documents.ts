import type { DocumentItem } from '../../design-system/index.ts';
import type { MediaReference } from '../../generated/types/content.ts';

const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The downloadable documents of a media list, with format and size in the link text. */
export const documentItems = (media: readonly MediaReference[]): DocumentItem[] =>
  media.flatMap(({ entity }) =>
    entity.type === 'MediaDocument'
      ? [
          {
            name: entity.name,
            href: entity.fileUrl,
            meta:
              [
                entity.mimeType === 'application/pdf' || /\.pdf$/i.test(entity.fileUrl) ? 'PDF' : undefined,
                entity.size ? sizeLabel(entity.size) : undefined,
              ]
                .filter(Boolean)
                .join(', ') || undefined,
          },
        ]
      : [],
  );
