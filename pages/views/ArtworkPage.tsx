import {
  ButtonLink,
  ArtworkStatus,
  CardGrid,
  DateRange,
  DetailsList,
  FloorPlan,
  Gallery,
  ImageViewer,
  RichText,
  TagList,
} from '../../design-system/index.ts';
import { iiifInfo } from '../rules/iiif.ts';
import { manifestLink } from '../rules/iiif-link.ts';
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
import { artworkStatusLabel, findRoom, floorPlanProps, placeIn } from '../rules/where.ts';
import { imageWithRights, missingImageReason } from '../rules/rights.ts';
import { SaveToVisit } from '../visit/SaveToVisit.tsx';
import { formatDate, madridDay } from '../dates/format.ts';
import type { RenderContext } from '../assembler/types.ts';
import { explorePath, exploreHref } from '../routes/search-route.ts';
import { uiTextLang } from '../i18n/ui-text.ts';

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

/**
 * Where the work is: its status in a sentence; when it hangs in a room the plans know, the
 * building, floor and room (linked to their pages) and the floor's plan with the room marked; and
 * when the museum last confirmed it.
 */
function WhereToSeeIt({
  status,
  ctx,
  buildings,
}: {
  status: PageOf<'artwork'>['status'];
  ctx: RenderContext;
  buildings: ViewProps['chrome'];
}) {
  const t = ctx.text;
  const place = status.status === 'exposedin' ? findRoom(buildings?.buildings, status.room) : undefined;
  const names = place && placeIn(place, ctx.lang);
  const facts = [
    ...(names
      ? [
          { term: t.where.building, description: names.buildingHref ? <a href={names.buildingHref}>{names.building}</a> : names.building },
          { term: t.where.floor, description: names.floor },
          {
            term: t.showroom,
            description: names.roomHref ? <a href={names.roomHref}>{t.where.room(names.room)}</a> : t.where.room(names.room),
          },
        ]
      : []),
    ...(status.confirmed
      ? [
          {
            term: t.where.confirmed,
            description: <DateRange start={{ iso: madridDay(status.confirmed), label: formatDate(status.confirmed, ctx.lang) }} />,
          },
        ]
      : []),
  ];
  const sentence = names
    ? t.where.inRoom(names.room, names.floor, names.building)
    : t.where.status[status.status].replace('{room}', status.room ?? '');
  return (
    <div className={styles.stack}>
      <p>{sentence}</p>
      {place ? (
        <div className={split}>
          <div className={splitMain}>
            <FloorPlan {...floorPlanProps(place, ctx.lang, t, t.where.here, t.where.legend)} />
          </div>
          <div className={styles.splitAside}>
            <DetailsList items={facts} />
          </div>
        </div>
      ) : (
        <DetailsList items={facts} />
      )}
    </div>
  );
}

/** Links to the explore page with this work's artists, and its room when it hangs in one. */
function MoreInTheCollection({ page, ctx }: { page: PageOf<'artwork'>; ctx: RenderContext }) {
  const t = ctx.text.explore;
  const links = [
    ...(page.authors ?? []).map((a) => ({
      href: exploreHref(ctx.lang, { author: a.entity.title }),
      label: t.moreByArtist(a.entity.title),
    })),
    ...(page.status.status === 'exposedin' && page.status.room
      ? [{ href: exploreHref(ctx.lang, { showroom: page.status.room }), label: t.moreInRoom(page.status.room) }]
      : []),
    { href: explorePath(ctx.lang), label: t.link },
  ];
  return (
    <ul className={styles.linkRow} lang={uiTextLang(ctx.lang)}>
      {links.map((l) => (
        <li key={l.href}>
          <ButtonLink href={l.href} label={l.label} appearance="secondary" />
        </li>
      ))}
    </ul>
  );
}

/** The link to the work's IIIF manifest beside the download, where the build writes one. */
function iiifLinkOf(page: PageOf<'artwork'>, siteUrl: string, t: UiText) {
  const href = manifestLink(page, siteUrl);
  return href ? { iiif: { label: t.rights.iiifManifest, href } } : {};
}

/** Artwork: more about (SPEC §2), with its display status and technical sheet. */
export function ArtworkPage({ page, ctx, chrome }: ViewProps<PageOf<'artwork'>>) {
  const t = ctx.text;
  const tech = page.technicalDetails ?? {};
  const sheet = SHEET.flatMap((f) => {
    const v = sheetValue(tech[f], t);
    return v ? [{ term: t.sheet[f], description: v }] : [];
  });
  const flags = (['isRecentAcquisition', 'isInAudioguide', 'isInActivity'] as const)
    .filter((f) => tech[f])
    .map((f) => ({ label: t.sheet[f] }));
  const images = galleryItems(page.images ?? [], ctx.text, ctx.media);
  const authors = (page.authors ?? []).map((a) => a.entity.title).join(', ');
  const related = page.relatedArtworks?.data ?? [];
  return (
    <SectionedPage
      ctx={ctx}
      hero={{
        ...pageHeroProps(page, ctx.media),
        // The work's picture with its credit, licence and (where the licence allows) a download; or why there is none.
        image: page.hero?.image ? { ...imageWithRights(page.hero.image, t, ctx.media), ...iiifLinkOf(page, ctx.siteUrl, t) } : undefined,
        ...(page.hero?.image ? {} : { missingImage: missingImageReason(page, t) }),
        pretitle: authors || t.artwork,
        subtitle: page.date ?? page.hero?.subtitle,
        meta: <ArtworkStatus status={page.status.status} label={artworkStatusLabel(page.status, t)} />,
        // Looking closely: the picture full-screen, zoomable (its viewer is fetched on the first press).
        imageAction: page.hero?.image && (
          <ImageViewer
            image={{ src: page.hero.image.url, alt: page.hero.image.alt }}
            title={page.title.value}
            credit={page.hero.image.credit}
            license={page.hero.image.license && t.rights.licenses[page.hero.image.license]}
            iiifInfo={iiifInfo(page.hero.image, ctx.media)}
            labels={t.viewer}
          />
        ),
        actions: <SaveToVisit page={page} ctx={ctx} />,
      }}
      intro={<PageBody page={page} ctx={ctx} />}
      sections={[
        {
          // Not in the anchor menu: SPEC §2 gives artworks one entry ('more about').
          id: 'donde-verla',
          label: t.where.title,
          inMenu: false,
          content: <WhereToSeeIt status={page.status} ctx={ctx} buildings={chrome} />,
        },
        {
          id: 'mas-sobre-la-obra',
          label: t.moreAbout,
          content: (page.moreAbout?.value || sheet.length > 0 || images.length > 0) && (
            <div className={styles.stack}>
              {images.length > 0 && (
                <Gallery
                  items={images}
                  carousel={{ label: t.gallery, previous: t.previousImage, next: t.nextImage, position: t.imagePosition }}
                  zoom={{ labels: t.viewer, title: page.title.value }}
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
          content: related.length > 0 && <CardGrid headingLevel={3} columns={4} items={related.map((r) => toCard(r, ctx))} />,
        },
        {
          // On to the rest of the collection: the artist's other works, the room's (the explore page with that choice).
          id: 'explora',
          label: t.explore.title,
          inMenu: false,
          content: <MoreInTheCollection page={page} ctx={ctx} />,
        },
      ]}
    />
  );
}
