import { ButtonLink, CardGrid, DetailsList, OpeningStatus, RichText, initialsOf } from '../../design-system/index.ts';
import { toCard, toImage } from '../paragraphs/images.ts';
import { SectionedPage } from '../sections/SectionedPage.tsx';
import { PageBody } from '../sections/PageBody.tsx';
import { buildingAt, openingItem } from '../sections/museum-today.tsx';
import { pageHeroProps } from './page-hero.ts';
import type { PageOf, ViewProps } from './view-props.ts';
import * as styles from './views.css.ts';

/** Person: biography, works and activities. SPEC §2 gives people no section menu. */
export function PersonPage({ page, ctx }: ViewProps<PageOf<'person'>>) {
  const t = ctx.text;
  const life = page.birthYear ? `${page.birthYear}${page.deathYear ? `–${page.deathYear}` : ''}` : undefined;
  const artworks = page.artworks?.data ?? [];
  const activities = page.activities?.data ?? [];
  return (
    <SectionedPage
      ctx={ctx}
      anchorMenu={false}
      hero={{
        ...pageHeroProps(page, ctx.media),
        pretitle: page.hero?.pretitle ?? page.roles?.join(', '),
        subtitle: page.hero?.subtitle ?? life,
        image: page.image ? toImage(page.image, ctx.media) : pageHeroProps(page, ctx.media).image,
        initials: initialsOf(page.title.value),
      }}
      intro={<PageBody page={page} ctx={ctx} />}
      sections={[
        { id: 'biografia', label: t.biography, content: page.biography?.value && <RichText html={page.biography.value} /> },
        {
          id: 'obras',
          label: t.artworks,
          content: artworks.length > 0 && <CardGrid headingLevel={3} columns={4} items={artworks.map((a) => toCard(a, ctx))} />,
        },
        {
          id: 'actividades',
          label: t.activities,
          content: activities.length > 0 && <CardGrid headingLevel={3} items={activities.map((a) => toCard(a, ctx))} />,
        },
      ]}
    />
  );
}

/** Organization: description and website. */
export function OrganizationPage({ page, ctx }: ViewProps<PageOf<'organization'>>) {
  const t = ctx.text;
  return (
    <SectionedPage
      ctx={ctx}
      anchorMenu={false}
      hero={{
        ...pageHeroProps(page, ctx.media),
        pretitle: page.hero?.pretitle ?? t.organization,
        image: page.logo ? toImage(page.logo, ctx.media) : pageHeroProps(page, ctx.media).image,
        initials: initialsOf(page.title.value),
      }}
      intro={<PageBody page={page} ctx={ctx} />}
      sections={[
        {
          id: 'descripcion',
          label: t.description,
          content: (page.description?.value || page.website) && (
            <div className={styles.stack}>
              {page.description?.value && <RichText html={page.description.value} />}
              {page.website && <ButtonLink href={page.website} label={t.website} appearance="secondary" />}
            </div>
          ),
        },
      ]}
    />
  );
}

/** Location: address, opening hours, accessibility and a map link. */
export function LocationPage({ page, ctx, chrome }: ViewProps<PageOf<'location'>>) {
  const t = ctx.text;
  // A building's page says whether it is open now, above the hours the editors wrote.
  const hours = buildingAt(chrome?.buildings, page.url.path, ctx)?.openingHours;
  const details = [
    hours ? { term: t.hours.today, description: <OpeningStatus items={[openingItem(hours, ctx)]} /> } : null,
    page.address?.value ? { term: t.address, description: <RichText html={page.address.value} /> } : null,
    page.openingHours?.value ? { term: t.openingHours, description: <RichText html={page.openingHours.value} /> } : null,
    page.accessibility?.value ? { term: t.accessibility, description: <RichText html={page.accessibility.value} /> } : null,
  ].filter((d) => d !== null);
  return (
    <SectionedPage
      ctx={ctx}
      anchorMenu={false}
      hero={{
        ...pageHeroProps(page, ctx.media),
        image: page.image ? toImage(page.image, ctx.media) : pageHeroProps(page, ctx.media).image,
      }}
      intro={<PageBody page={page} ctx={ctx} />}
      sections={[
        {
          id: 'como-llegar',
          label: t.details,
          content: (details.length > 0 || page.mapUrl) && (
            <div className={styles.stack}>
              <DetailsList items={details} />
              {page.mapUrl && <ButtonLink href={page.mapUrl} label={t.viewMap} appearance="secondary" />}
            </div>
          ),
        },
      ]}
    />
  );
}
