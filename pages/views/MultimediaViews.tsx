import type { ReactNode } from 'react';
import { AudioPlayer, CardGrid, RichText, TagList, VideoPlayer } from '../../design-system/index.ts';
import type { RenderContext } from '../assembler/types.ts';
import { toCard } from '../paragraphs/images.ts';
import { audioPlayerProps, videoPlayerProps } from '../paragraphs/media-list.tsx';
import { SectionedPage } from '../sections/SectionedPage.tsx';
import { PageBody } from '../sections/PageBody.tsx';
import { pageHeroProps } from './page-hero.ts';
import type { PageOf, ViewProps } from './view-props.ts';
import * as styles from './views.css.ts';

/** A video or audio page (dark theme): the player first, then the body, the description and related media. */
function MediaPage({
  page,
  ctx,
  pretitle,
  player,
}: {
  page: PageOf<'multimedia_video' | 'multimedia_audio'>;
  ctx: RenderContext;
  pretitle: string;
  player: ReactNode;
}) {
  const t = ctx.text;
  const related = page.related ?? [];
  return (
    <SectionedPage
      ctx={ctx}
      anchorMenu={false}
      hero={{ ...pageHeroProps(page, ctx.media), pretitle: page.hero?.pretitle ?? pretitle }}
      intro={<PageBody page={page} ctx={ctx} lead={player} />}
      sections={[
        {
          id: 'descripcion',
          label: t.description,
          content: (page.description?.value || (page.categories?.length ?? 0) > 0) && (
            <div className={styles.stack}>
              {page.description?.value && <RichText html={page.description.value} />}
              <TagList tags={(page.categories ?? []).map((c) => ({ label: c.entity.name }))} label={t.categories} />
            </div>
          ),
        },
        {
          id: 'relacionado',
          label: t.related,
          content: related.length > 0 && <CardGrid headingLevel={3} columns={3} items={related.map((r) => toCard(r.entity, ctx))} />,
        },
      ]}
    />
  );
}

/** A video page: the player with captions and transcript. */
export function MultimediaVideoPage({ page, ctx }: ViewProps<PageOf<'multimedia_video'>>) {
  const video = page.video.entity.type === 'MediaVideo' ? page.video.entity : undefined;
  return <MediaPage page={page} ctx={ctx} pretitle={ctx.text.video} player={video && <VideoPlayer {...videoPlayerProps(video, ctx)} />} />;
}

/** An audio page: the player with its transcript. */
export function MultimediaAudioPage({ page, ctx }: ViewProps<PageOf<'multimedia_audio'>>) {
  const audio = page.audio.entity.type === 'MediaAudio' ? page.audio.entity : undefined;
  return <MediaPage page={page} ctx={ctx} pretitle={ctx.text.audio} player={audio && <AudioPlayer {...audioPlayerProps(audio, ctx)} />} />;
}
