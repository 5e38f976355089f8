import { AudioPlayer, DocumentsList, Gallery, RichText, VideoPlayer } from '../../design-system/index.ts';
import type { MediaAudio, MediaReference, MediaVideo } from '../../generated/types/content.ts';
import type { RenderContext } from '../assembler/types.ts';
import { pictureOf } from '../rules/picture-sources.ts';
import { documentItems } from './documents.ts';
import { galleryItems } from './gallery.tsx';

export const videoPlayerProps = (v: MediaVideo, ctx: RenderContext) => ({
  src: v.videoUrl,
  title: v.name,
  // A poster takes no srcset: the picture's JPEG up to 1280 px, as a visitor without WebP would get it.
  poster: v.thumbnail ? pictureOf(v.thumbnail, ctx.media).src : undefined,
  credit: v.credit,
  captions: v.captionsUrl
    ? [
        {
          src: v.captionsUrl,
          srclang: ctx.lang,
          label: new Intl.DisplayNames([ctx.lang], { type: 'language' }).of(ctx.lang) ?? ctx.lang,
          default: true,
        },
      ]
    : [],
  transcript: v.transcript?.value ? <RichText html={v.transcript.value} /> : undefined,
  transcriptLabel: ctx.text.transcript,
  labels: ctx.text.player,
});

export const audioPlayerProps = (a: MediaAudio, ctx: RenderContext) => ({
  src: a.audioUrl,
  title: a.name,
  credit: a.credit,
  transcript: a.transcript?.value ? <RichText html={a.transcript.value} /> : undefined,
  transcriptLabel: ctx.text.transcript,
  labels: ctx.text.player,
});

/** One media entity with the player it needs: video and audio players, an image, a document link. */
export function MediaItem({ media, ctx }: { media: MediaReference; ctx: RenderContext }) {
  const e = media.entity;
  switch (e.type) {
    case 'MediaVideo':
      return <VideoPlayer {...videoPlayerProps(e, ctx)} />;
    case 'MediaAudio':
      return <AudioPlayer {...audioPlayerProps(e, ctx)} />;
    case 'MediaImage':
      return <Gallery items={galleryItems([media], ctx.text, ctx.media)} />;
    case 'MediaDocument':
      return <DocumentsList items={documentItems([media])} />;
  }
}

/** A mixed media list: players one after another, images together as a gallery, documents as one list. */
export function MediaList({ media, ctx }: { media: readonly MediaReference[] | undefined; ctx: RenderContext }) {
  const list = media ?? [];
  const images = galleryItems(
    list.filter((m) => m.entity.type === 'MediaImage'),
    ctx.text,
    ctx.media,
  );
  const documents = documentItems(list);
  return (
    <>
      {list
        .filter((m) => m.entity.type === 'MediaVideo' || m.entity.type === 'MediaAudio')
        .map((m, i) => (
          <MediaItem key={m.entity.id ?? i} media={m} ctx={ctx} />
        ))}
      {images.length > 0 && (
        <Gallery
          items={images}
          carousel={
            images.length > 1
              ? { label: ctx.text.gallery, previous: ctx.text.previousImage, next: ctx.text.nextImage, position: ctx.text.imagePosition }
              : undefined
          }
        />
      )}
      {documents.length > 0 && <DocumentsList items={documents} />}
    </>
  );
}
