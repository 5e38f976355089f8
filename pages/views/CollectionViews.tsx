import { CardGrid, DetailsList, Gallery, RichText } from '../../design-system/index.ts';
import { galleryItems } from '../paragraphs/gallery.tsx';
import { toCard } from '../paragraphs/images.ts';
import { MediaItem, MediaList } from '../paragraphs/media-list.tsx';
import { hasMedia } from '../rules/media.ts';
import { SectionedPage } from '../sections/SectionedPage.tsx';
import { PageBody } from '../sections/PageBody.tsx';
import { pageHeroProps } from './page-hero.ts';
import type { PageOf, ViewProps } from './view-props.ts';
import * as styles from './views.css.ts';

const carouselLabels = (t: ViewProps['ctx']['text']) => ({
  label: t.gallery,
  previous: t.previousImage,
  next: t.nextImage,
  position: t.imagePosition,
});

/** Restoration project: details, multimedia (SPEC §2). */
export function RestorationProjectPage({ page, ctx }: ViewProps<PageOf<'restoration_project'>>) {
  const t = ctx.text;
  const years = page.years
    ? page.years.end && page.years.end !== page.years.start
      ? `${page.years.start}–${page.years.end}`
      : String(page.years.start)
    : undefined;
  const multimedia = page.multimedia ?? [];
  const artworks = page.artworks ?? [];
  return (
    <SectionedPage
      ctx={ctx}
      hero={{ ...pageHeroProps(page, ctx.media), pretitle: page.hero?.pretitle ?? t.restorationProject, meta: years }}
      intro={<PageBody page={page} ctx={ctx} lead={page.mainMedia && <MediaItem media={page.mainMedia} ctx={ctx} />} />}
      sections={[
        {
          id: 'detalles',
          label: t.details,
          content: (page.descriptionHtml || years || artworks.length > 0) && (
            <div className={styles.stack}>
              {page.descriptionHtml && <RichText html={page.descriptionHtml} />}
              {years && <DetailsList items={[{ term: t.years, description: years }]} />}
              {artworks.length > 0 && (
                <CardGrid title={t.restoredArtworks} headingLevel={3} columns={4} items={artworks.map((a) => toCard(a.entity, ctx))} />
              )}
            </div>
          ),
        },
        {
          id: 'multimedia',
          label: t.multimedia,
          content: hasMedia(
            multimedia.find((m) => m.entity.type === 'MediaVideo'),
            multimedia,
          ) && <MediaList media={multimedia} ctx={ctx} />,
        },
      ]}
    />
  );
}

/** Collection archive: gallery, technical sheet (SPEC §2). */
export function CollectionArchivePage({ page, ctx }: ViewProps<PageOf<'collection_archive'>>) {
  const t = ctx.text;
  const images = galleryItems(page.gallery ?? [], ctx.text, ctx.media);
  const sheet = (
    [
      [t.archiveTitle, page.archiveTitle],
      [t.extremeDates, page.extremeDates],
      [t.signature, page.signature],
      [t.quoteFormat, page.quoteFormat],
    ] as const
  ).flatMap(([term, description]) => (description ? [{ term, description }] : []));
  return (
    <SectionedPage
      ctx={ctx}
      hero={{
        ...pageHeroProps(page, ctx.media),
        pretitle: page.hero?.pretitle ?? t.collectionArchive,
        subtitle: page.hero?.subtitle ?? page.extremeDates,
      }}
      intro={<PageBody page={page} ctx={ctx} />}
      sections={[
        {
          id: 'galeria',
          label: t.gallery,
          content: images.length > 0 && (
            <Gallery items={images} carousel={carouselLabels(t)} zoom={{ labels: t.viewer, title: page.title.value }} />
          ),
        },
        {
          id: 'ficha-tecnica',
          label: t.technicalSheet,
          content: (sheet.length > 0 || page.technicalDescription?.value) && (
            <div className={styles.stack}>
              <DetailsList items={sheet} />
              {page.technicalDescription?.value && <RichText html={page.technicalDescription.value} />}
            </div>
          ),
        },
      ]}
    />
  );
}
