import { DetailsList, Gallery, Hero, Section, TeaserGrid } from '../../design-system/index.ts';
import { Paragraphs } from '../assembler/Paragraphs.tsx';
import { formatDateRange } from '../dates/format.ts';
import { galleryItems } from '../paragraphs/gallery.tsx';
import { toTeaser } from '../paragraphs/images.ts';
import { pageHeroProps } from './page-hero.ts';
import type { PageOf, ViewProps } from './view-props.ts';

export function ExhibitionPage({ page, ctx }: ViewProps<PageOf<'exhibition'>>) {
  const t = ctx.text;
  const dates = formatDateRange(page.dates.valueTimestamp, page.dates.endValueTimestamp, ctx.lang);
  // Related content keeps exhibitions only (SPEC §3).
  const related = (page.relatedTo ?? []).filter((r) => r.entity.bundle === 'exhibition');
  const gallery = galleryItems(page.gallery ?? []);
  const details = [
    { term: t.dates, description: dates },
    page.curator?.length ? { term: t.curator, description: page.curator.join(', ') } : null,
    page.sponsor?.length ? { term: t.sponsor, description: page.sponsor.join(', ') } : null,
    page.locationText ? { term: t.location, description: page.locationText } : null,
  ].filter((d): d is { term: string; description: string } => d !== null);

  return (
    <>
      <Hero {...pageHeroProps(page)} pretitle={page.hero?.pretitle ?? t.exhibition} meta={dates} />
      <Paragraphs paragraphs={page.paragraphs} ctx={ctx} />
      <Section id="details">
        <DetailsList title={t.details} items={details} />
      </Section>
      {gallery.length > 0 && (
        <Section id="gallery">
          <Gallery title={t.gallery} items={gallery} />
        </Section>
      )}
      {related.length > 0 && (
        <Section id="related">
          <TeaserGrid title={t.relatedExhibitions} items={related.map((r) => toTeaser(r.entity, ctx.lang))} />
        </Section>
      )}
    </>
  );
}
