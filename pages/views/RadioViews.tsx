import { AudioPlayer, CardGrid, DetailsList, DocumentsList, RichText, TagList } from '../../design-system/index.ts';
import type { TermReference } from '../../generated/types/content.ts';
import { formatDate } from '../dates/format.ts';
import { documentItems } from '../paragraphs/documents.ts';
import { toCard, toImage } from '../paragraphs/images.ts';
import { MediaList, audioPlayerProps } from '../paragraphs/media-list.tsx';
import { SectionedPage } from '../sections/SectionedPage.tsx';
import { PageBody } from '../sections/PageBody.tsx';
import { feedSubscriptions } from '../sections/FeedSubscriptions.tsx';
import { pageHeroProps } from './page-hero.ts';
import type { PageOf, ViewProps } from './view-props.ts';
import * as styles from './views.css.ts';

const terms = (categories: readonly TermReference[] | undefined) => (categories ?? []).map((c) => ({ label: c.entity.name }));

/** Podcast episode: details, resources, series (SPEC §2), with the episode's player first. Dark theme. */
export function PodcastPage({ page, ctx }: ViewProps<PageOf<'podcast'>>) {
  const t = ctx.text;
  const audio = page.audio?.entity.type === 'MediaAudio' ? page.audio.entity : undefined;
  const transcript = page.transcription?.value;
  const people = page.participants ?? [];
  const details = [
    page.channel ? { term: t.channel, description: <a href={page.channel.entity.url.path}>{page.channel.entity.title}</a> } : null,
    page.serie ? { term: t.series, description: page.serie } : null,
    page.date ? { term: t.date, description: formatDate(page.date, ctx.lang) } : null,
    page.narration?.length ? { term: t.narration, description: page.narration.join(', ') } : null,
    page.production?.length ? { term: t.production, description: page.production.join(', ') } : null,
    page.license ? { term: t.license, description: page.license } : null,
  ].filter((d) => d !== null);
  const resources = documentItems(page.resources ?? []);
  const series = (page.podcastInSerie?.data ?? []).filter((p) => p.id !== page.id);
  const hero = pageHeroProps(page, ctx.media);
  // An episode without a picture of its own shows its channel's cover art, as podcast apps do.
  const channelImage = page.channel?.entity.image;
  const cover = channelImage ? toImage(channelImage, ctx.media) : undefined;
  const pretitle = [page.serie, page.episodeNumber ? t.episode(page.episodeNumber) : undefined].filter(Boolean).join(' · ') || t.podcast;
  return (
    <SectionedPage
      ctx={ctx}
      hero={{ ...hero, image: hero.image ?? cover, pretitle: page.hero?.pretitle ?? pretitle }}
      intro={
        <PageBody
          page={page}
          ctx={ctx}
          lead={
            audio && (
              <AudioPlayer
                {...audioPlayerProps(audio, ctx)}
                transcript={transcript ? <RichText html={transcript} /> : audioPlayerProps(audio, ctx).transcript}
              />
            )
          }
        />
      }
      sections={[
        {
          id: 'detalles',
          label: t.details,
          content: (details.length > 0 || people.length > 0 || page.acknowledgements?.value || (page.categories?.length ?? 0) > 0) && (
            <div className={styles.stack}>
              <TagList tags={terms(page.categories)} label={t.categories} />
              <DetailsList items={details} />
              {people.length > 0 && (
                <CardGrid title={t.participants} headingLevel={3} columns={4} items={people.map((p) => toCard(p.entity, ctx))} />
              )}
              {page.acknowledgements?.value && (
                <div>
                  <h3>{t.acknowledgements}</h3>
                  <RichText html={page.acknowledgements.value} />
                </div>
              )}
            </div>
          ),
        },
        {
          id: 'recursos',
          label: t.resources,
          content: (resources.length > 0 || (page.audioQuotes?.length ?? 0) > 0) && (
            <div className={styles.stack}>
              {resources.length > 0 && <DocumentsList items={resources} />}
              {page.audioQuotes?.length ? (
                <div>
                  <h3>{t.audioQuotes}</h3>
                  <MediaList media={page.audioQuotes} ctx={ctx} />
                </div>
              ) : null}
            </div>
          ),
        },
        {
          id: 'serie',
          label: t.series,
          content: series.length > 0 && <CardGrid headingLevel={3} columns={3} items={series.map((p) => toCard(p, ctx))} />,
        },
      ]}
    />
  );
}

/** Podcast channel: categories, podcast (SPEC §2). Dark theme. */
export function PodcastChannelPage({ page, ctx }: ViewProps<PageOf<'podcast_channel'>>) {
  const t = ctx.text;
  const podcasts = page.podcasts?.data ?? [];
  const categories = terms(page.categories);
  return (
    <SectionedPage
      ctx={ctx}
      hero={{
        ...pageHeroProps(page, ctx.media),
        pretitle: page.hero?.pretitle ?? t.channel,
        image: page.image ? toImage(page.image, ctx.media) : pageHeroProps(page, ctx.media).image,
      }}
      intro={<PageBody page={page} ctx={ctx} lead={feedSubscriptions(page, ctx)} />}
      sections={[
        { id: 'categorias', label: t.categories, content: categories.length > 0 && <TagList tags={categories} label={t.categories} /> },
        {
          id: 'podcast',
          label: t.podcast,
          content: podcasts.length > 0 && <CardGrid headingLevel={3} columns={3} items={podcasts.map((p) => toCard(p, ctx))} />,
        },
      ]}
    />
  );
}

/** Radio home: categories, featured (SPEC §2), then its channels. Dark theme. */
export function HomeRadioPage({ page, ctx }: ViewProps<PageOf<'home_radio'>>) {
  const t = ctx.text;
  const featured = page.featured?.data ?? [];
  const channels = page.channels ?? [];
  const categories = terms(page.categories);
  return (
    <SectionedPage
      ctx={ctx}
      hero={{ ...pageHeroProps(page, ctx.media), pretitle: page.hero?.pretitle ?? t.radio }}
      intro={<PageBody page={page} ctx={ctx} lead={feedSubscriptions(page, ctx)} />}
      sections={[
        { id: 'categorias', label: t.categories, content: categories.length > 0 && <TagList tags={categories} label={t.categories} /> },
        {
          id: 'destacados',
          label: t.featured,
          content: (featured.length > 0 || channels.length > 0) && (
            <div className={styles.stack}>
              {featured.length > 0 && <CardGrid headingLevel={3} columns={3} items={featured.map((p) => toCard(p, ctx))} />}
              {channels.length > 0 && (
                <CardGrid title={t.channels} headingLevel={3} columns={4} items={channels.map((c) => toCard(c.entity, ctx))} />
              )}
            </div>
          ),
        },
      ]}
    />
  );
}
