import { ArtworkStatus, CardGrid, DetailsList, Gallery, RichText, TagList } from '../../design-system/index.ts';
import type { ArtworkTechnicalDetails } from '../../generated/types/content.ts';
import type { UiText } from '../i18n/ui-text.ts';
import { galleryItems } from '../paragraphs/gallery.tsx';
import { toCard } from '../paragraphs/images.ts';
import { SectionedPage } from '../sections/SectionedPage.tsx';
import { PageBody } from '../sections/PageBody.tsx';
import { pageHeroProps } from './page-hero.ts';
import type { PageOf, ViewProps } from './view-props.ts';
import * as styles from './views.css.ts';
import { split, splitMain } from '../sections/SectionedPage.css.ts';

type Field = keyof ArtworkTechnicalDetails;
/** The technical sheet, in the order a registrar reads it. */
const SHEET: Field[] = [
  'object',
  'category',
  'technique',
  'material',
  'format',
  'dimensions',
  'duration',
  'color',
  'sound',
  'serie',
  'editionNumber',
  'webDate',
  'entryYear',
  'acquisitionType',
  'credit',
  'registryId',
  'contributors',
  'conservationService',
  'observations',
  'comments',
  'quotes',
  'tags',
];

function sheetValue(value: ArtworkTechnicalDetails[Field], t: UiText): string | null {
  if (value == null || value === '') return null;
  if (Array.isArray(value)) return value.length ? value.join(', ') : null;
  if (typeof value === 'boolean') return value ? t.yes : null;
  return String(value);
}

export const artworkStatusLabel = (status: { status: keyof UiText['artworkStatus']; room?: string }, t: UiText) =>
  t.artworkStatus[status.status].replace('{room}', status.room ?? '');

/** Artwork: more about (SPEC §2), with its display status and technical sheet. */
export function ArtworkPage({ page, ctx }: ViewProps<PageOf<'artwork'>>) {
  const t = ctx.text;
  const tech = page.technicalDetails ?? {};
  const sheet = SHEET.flatMap((f) => {
    const v = sheetValue(tech[f], t);
    return v ? [{ term: t.sheet[f], description: v }] : [];
  });
  const flags = (['isRecentAcquisition', 'isInAudioguide', 'isInActivity'] as const)
    .filter((f) => tech[f])
    .map((f) => ({ label: t.sheet[f] }));
  const images = galleryItems(page.images ?? []);
  const authors = (page.authors ?? []).map((a) => a.entity.title).join(', ');
  const related = page.relatedArtworks?.data ?? [];
  return (
    <SectionedPage
      ctx={ctx}
      hero={{
        ...pageHeroProps(page),
        pretitle: authors || t.artwork,
        subtitle: page.date ?? page.hero?.subtitle,
        meta: <ArtworkStatus status={page.status.status} label={artworkStatusLabel(page.status, t)} />,
      }}
      intro={<PageBody page={page} ctx={ctx} />}
      sections={[
        {
          id: 'mas-sobre-la-obra',
          label: t.moreAbout,
          content: (page.moreAbout?.value || sheet.length > 0 || images.length > 0) && (
            <div className={styles.stack}>
              {images.length > 0 && (
                <Gallery
                  items={images}
                  carousel={{ label: t.gallery, previous: t.previousImage, next: t.nextImage, position: t.imagePosition }}
                />
              )}
              {page.moreAbout?.value && sheet.length > 0 ? (
                <div className={split}>
                  <div className={splitMain}>
                    <RichText html={page.moreAbout.value} />
                    <TagList tags={flags} label={t.technicalSheet} />
                  </div>
                  <div className={styles.splitAside}>
                    <DetailsList title={t.technicalSheet} headingLevel={3} items={sheet} />
                  </div>
                </div>
              ) : (
                <>
                  {page.moreAbout?.value && <RichText html={page.moreAbout.value} />}
                  <TagList tags={flags} label={t.technicalSheet} />
                  <DetailsList title={t.technicalSheet} headingLevel={3} items={sheet} />
                </>
              )}
            </div>
          ),
        },
        {
          id: 'obras-relacionadas',
          label: t.relatedArtworks,
          inMenu: false,
          content: related.length > 0 && <CardGrid headingLevel={3} columns={4} items={related.map((r) => toCard(r, ctx.lang))} />,
        },
      ]}
    />
  );
}
