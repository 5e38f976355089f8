import { crossesOrigin } from '../../design-system/html/cross-origin.ts';
import type { ParagraphView } from '../assembler/types.ts';
import { pictureOf } from '../rules/picture-sources.ts';
import * as styles from './media.css.ts';

/** Native players; the full player components (captions, transcripts) come with the design-system work. */
export const VideoParagraph: ParagraphView<'ParagraphVideo'> = ({ entity, ctx }) => {
  const v = entity.video.entity;
  if (v.type !== 'MediaVideo') return null;
  return (
    <figure className={styles.figure}>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the track is there whenever the CMS has captions */}
      <video
        className={styles.video}
        controls
        preload="none"
        src={v.videoUrl}
        // A poster takes no srcset: the picture's JPEG up to 1280 px (pages/rules/picture-sources.ts).
        poster={v.thumbnail ? pictureOf(v.thumbnail, ctx.media).src : undefined}
        // Captions on the media host load only as a CORS request (design-system/html/cross-origin.ts).
        crossOrigin={crossesOrigin(v.captionsUrl) ? 'anonymous' : undefined}
      >
        {v.captionsUrl && <track kind="captions" src={v.captionsUrl} default />}
      </video>
      <figcaption>{entity.title ?? v.name}</figcaption>
    </figure>
  );
};

export const AudioParagraph: ParagraphView<'ParagraphAudio'> = ({ entity }) => {
  const a = entity.audio.entity;
  if (a.type !== 'MediaAudio') return null;
  return (
    <figure className={styles.figure}>
      <figcaption>{entity.title ?? a.name}</figcaption>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- audio only: captions do not apply (WCAG 1.2.1 asks for a transcript) */}
      <audio className={styles.audio} controls preload="none" src={a.audioUrl} />
    </figure>
  );
};
