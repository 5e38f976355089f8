/**
 * schema.org data generated from the page where the CMS sends no metasSchema (SPEC §3): the event of
 * an exhibition or activity, an artwork, a person, an organisation, the museum itself.
 */
import type { Building, OpeningHours, Page } from '../../generated/types/content.ts';
import { isoInMadrid } from '../dates/format.ts';
import { isSiteRoute, type SitePage } from '../routes/search-route.ts';
import { absoluteUrl } from '../routes/absolute-url.ts';

type Thing = Record<string, unknown>;

/** The page's description as the CMS gives it (its description meta), for structured data and the feeds. */
export const cmsDescription = (page: Page) => page.metas?.find((m) => m.type === 'MetaValue' && m.property === 'description')?.content;

function museum(siteName: string, siteUrl: string): Thing {
  return { '@type': 'Museum', name: siteName, url: siteUrl ? `${siteUrl}/` : undefined };
}

/** Drops undefined values and empty lists, so the JSON-LD carries only what the page has. */
function clean(o: Thing): Thing {
  return Object.fromEntries(
    Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0)),
  );
}

const DAY_NAMES = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
} as const;

/**
 * A building's hours as schema.org OpeningHoursSpecification: one entry per opening shared by the
 * same days of the week, then each exception for its date (a closing day opens and closes at 00:00, as
 * search engines read it).
 */
export function openingHoursSpecification(hours: OpeningHours): Thing[] {
  const byOpening = new Map<string, string[]>();
  for (const [day, openings] of Object.entries(hours.week) as [keyof typeof DAY_NAMES, OpeningHours['week']['mon']][])
    for (const o of openings) byOpening.set(`${o.opens}-${o.closes}`, [...(byOpening.get(`${o.opens}-${o.closes}`) ?? []), DAY_NAMES[day]]);
  const weekly = [...byOpening].map(([span, days]) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.map((d) => `https://schema.org/${d}`),
    opens: span.slice(0, 5),
    closes: span.slice(6),
  }));
  const exceptions = (hours.exceptions ?? []).flatMap((e) =>
    (e.openings.length ? e.openings : [{ opens: '00:00', closes: '00:00' }]).map((o) => ({
      '@type': 'OpeningHoursSpecification',
      validFrom: e.date,
      validThrough: e.date,
      opens: o.opens,
      closes: o.closes,
    })),
  );
  return [...weekly, ...exceptions];
}

export function generatedSchema(sitePage: SitePage, siteName: string, siteUrl: string, buildings: readonly Building[] = []): Thing | null {
  if (isSiteRoute(sitePage)) return null;
  const page = sitePage;
  const base = {
    '@context': 'https://schema.org',
    name: page.title.value,
    url: absoluteUrl(siteUrl, page.url.path),
    inLanguage: page.language.id,
    description: cmsDescription(page),
  };
  const heroImage = page.hero?.image ? absoluteUrl(siteUrl, page.hero.image.url) : undefined;
  switch (page.bundle) {
    case 'homepage':
      return clean({ ...base, ...museum(siteName, siteUrl), '@context': 'https://schema.org', name: siteName, image: heroImage });
    case 'location':
      return clean({
        ...base,
        '@type': 'Museum',
        address: page.address?.value
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
        geo: page.geo ? { '@type': 'GeoCoordinates', latitude: page.geo.latitude, longitude: page.geo.longitude } : undefined,
        image: page.image ? absoluteUrl(siteUrl, page.image.url) : heroImage,
        openingHoursSpecification: ((hours) => (hours ? openingHoursSpecification(hours) : undefined))(
          buildings.find((b) => b.locationPaths?.[page.language.id] === page.url.path)?.openingHours,
        ),
      });
    case 'exhibition':
    case 'activity':
      return clean({
        ...base,
        '@type': page.bundle === 'exhibition' ? 'ExhibitionEvent' : 'Event',
        startDate: isoInMadrid(page.dates.valueTimestamp),
        endDate: page.dates.endValueTimestamp ? isoInMadrid(page.dates.endValueTimestamp) : undefined,
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        // A cancelled activity stays published (its page says so): search engines are told it will not take place.
        eventStatus: `https://schema.org/${page.bundle === 'activity' && page.cancelled ? 'EventCancelled' : 'EventScheduled'}`,
        location: clean({ ...museum(siteName, siteUrl), name: page.location?.entity.title ?? page.locationText ?? siteName }),
        organizer: clean(museum(siteName, siteUrl)),
        image: heroImage,
        performer:
          page.bundle === 'activity' ? (page.participants ?? []).map((p) => ({ '@type': 'Person', name: p.entity.title })) : undefined,
      });
    case 'artwork': {
      const first = page.images?.find((m) => m.entity.type === 'MediaImage')?.entity;
      return clean({
        ...base,
        '@type': 'VisualArtwork',
        creator: (page.authors ?? []).map((a) => ({
          '@type': 'Person',
          name: a.entity.title,
          url: absoluteUrl(siteUrl, a.entity.url.path),
        })),
        dateCreated: page.date,
        artMedium: page.technicalDetails?.technique,
        artform: page.technicalDetails?.category,
        image: first?.type === 'MediaImage' ? absoluteUrl(siteUrl, first.image.url) : heroImage,
        holdingArchive: museum(siteName, siteUrl),
      });
    }
    case 'person':
      return clean({
        ...base,
        '@type': 'Person',
        birthDate: page.birthYear?.toString(),
        deathDate: page.deathYear?.toString(),
        jobTitle: page.roles?.join(', '),
        image: page.image ? absoluteUrl(siteUrl, page.image.url) : heroImage,
      });
    case 'organization':
      return clean({
        ...base,
        '@type': 'Organization',
        url: page.website ?? base.url,
        logo: page.logo ? absoluteUrl(siteUrl, page.logo.url) : undefined,
      });
    default:
      return null;
  }
}
