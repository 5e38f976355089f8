import { CardGrid, DetailsList, DocumentsList, Gallery, IconList, Tag } from '../../design-system/index.ts';
import { serviceItems } from '../rules/services.ts';
import { SaveToVisit } from '../visit/SaveToVisit.tsx';
import { formatDateRange, formatItineraryDate } from '../dates/format.ts';
import { galleryItems } from '../paragraphs/gallery.tsx';
import { toCard } from '../paragraphs/images.ts';
import { documentItems } from '../paragraphs/documents.ts';
import { isCurrentExhibition } from '../rules/programme.ts';
import { hasMedia } from '../rules/media.ts';
import { MediaItem } from '../paragraphs/media-list.tsx';
import { SectionedPage } from '../sections/SectionedPage.tsx';
import { InlineLinks } from './inline-links.tsx';
import { pageHeroProps } from './page-hero.ts';
import type { PageOf, ViewProps } from './view-props.ts';
import { uiTextLang } from '../i18n/ui-text.ts';

/** Exhibition: details, gallery, related exhibitions (SPEC §2). */
export function ExhibitionPage({ page, ctx }: ViewProps<PageOf<'exhibition'>>) {
  const t = ctx.text;
  const dates = formatDateRange(page.dates.valueTimestamp, page.dates.endValueTimestamp, ctx.lang);
  // Related content keeps exhibitions only (SPEC §3).
  const related = (page.relatedTo ?? []).filter((r) => r.entity.bundle === 'exhibition');
  const gallery = galleryItems(page.gallery ?? [], ctx.text, ctx.media);
  const current = isCurrentExhibition(page.dates, ctx.now);
  const details = [
    { term: t.dates, description: dates },
    page.location
      ? { term: t.location, description: <InlineLinks items={[page.location]} /> }
      : page.locationText
        ? { term: t.location, description: page.locationText }
        : null,
    page.curator?.length ? { term: t.curator, description: <InlineLinks items={page.curator} /> } : null,
    page.artists?.length ? { term: t.artists, description: <InlineLinks items={page.artists} /> } : null,
    page.sponsor?.length ? { term: t.sponsor, description: page.sponsor.join(', ') } : null,
    page.accessibilityServices?.length
      ? {
          term: t.accessibility,
          description: (
            <IconList lang={uiTextLang(ctx.lang)} label={t.services.label} items={serviceItems(page.accessibilityServices, t)} />
          ),
        }
      : null,
    page.itinerary?.length
      ? {
          term: t.itinerary,
          description: page.itinerary
            .map(
              (s) =>
                `${s.venue}${s.city ? `, ${s.city}` : ''}: ${formatItineraryDate(s.startDate, ctx.lang)}${s.endDate ? ` – ${formatItineraryDate(s.endDate, ctx.lang)}` : ''}`,
            )
            .join('; '),
        }
      : null,
  ].filter((d) => d !== null);
  const documents = documentItems(page.documents ?? []);

  return (
    <SectionedPage
      ctx={ctx}
      hero={{
        ...pageHeroProps(page, ctx.media),
        pretitle: page.hero?.pretitle ?? t.exhibition,
        meta: (
          <>
            {dates} {current && <Tag lang={uiTextLang(ctx.lang)} label={t.current} tone="positive" />}
          </>
        ),
        actions: <SaveToVisit page={page} ctx={ctx} />,
      }}
      body={{ page }}
      sections={[
        {
          id: 'detalles',
          label: t.details,
          beside: true,
          content: (
            <>
              <DetailsList items={details} />
              {documents.length > 0 && <DocumentsList items={documents} />}
            </>
          ),
        },
        {
          id: 'galeria',
          label: t.gallery,
          // SPEC §3: the media section exists only with a video entity or a gallery with entities.
          content: hasMedia(page.video, page.gallery) && (
            <>
              {page.video && <MediaItem media={page.video} ctx={ctx} />}
              {gallery.length > 0 && (
                <Gallery
                  items={gallery}
                  carousel={{ label: t.gallery, previous: t.previousImage, next: t.nextImage, position: t.imagePosition }}
                  zoom={{ labels: t.viewer, title: page.title.value }}
                />
              )}
            </>
          ),
        },
        {
          id: 'exposiciones-relacionadas',
          label: t.relatedExhibitions,
          content: related.length > 0 && <CardGrid headingLevel={3} items={related.map((r) => toCard(r.entity, ctx))} />,
        },
      ]}
    />
  );
}
