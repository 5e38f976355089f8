import {
  AddToCalendar,
  ButtonLink,
  CardGrid,
  DetailsList,
  DocumentsList,
  IconList,
  RichText,
  Tag,
  TagList,
} from '../../design-system/index.ts';
import { serviceItems } from '../rules/services.ts';
import { SaveToVisit } from '../visit/SaveToVisit.tsx';
import { formatDateRange, formatDateTime } from '../dates/format.ts';
import { documentItems } from '../paragraphs/documents.ts';
import { toCard } from '../paragraphs/images.ts';
import { plural } from '../i18n/plural.ts';
import { calendarOptions } from '../rules/calendar.ts';
import { programmeState } from '../rules/programme.ts';
import { SectionedPage } from '../sections/SectionedPage.tsx';
import { pageHeroProps } from './page-hero.ts';
import type { PageOf, ViewProps } from './view-props.ts';
import type { RenderContext } from '../assembler/types.ts';
import * as styles from './views.css.ts';
import { uiTextLang } from '../i18n/ui-text.ts';

/** Activity: details, participants, program (SPEC §2). Past activities show their date range; upcoming ones 'coming soon'. */
export function ActivityPage({ page, ctx }: ViewProps<PageOf<'activity'>>) {
  const t = ctx.text;
  const state = programmeState(page.dates, ctx.now);
  const when =
    state === 'past'
      ? formatDateRange(page.dates.valueTimestamp, page.dates.endValueTimestamp, ctx.lang)
      : formatDateTime(page.dates.valueTimestamp, ctx.lang);
  // A cancelled activity says so where its date is, instead of whether it is coming (SPEC is silent: decision 82).
  const marker = page.cancelled ? (
    <Tag lang={uiTextLang(ctx.lang)} label={t.cancelled} tone="muted" />
  ) : state === 'past' ? (
    <Tag lang={uiTextLang(ctx.lang)} label={t.past} tone="muted" />
  ) : state === 'upcoming' ? (
    <Tag lang={uiTextLang(ctx.lang)} label={t.comingSoon} tone="accent" />
  ) : (
    <Tag lang={uiTextLang(ctx.lang)} label={t.current} tone="positive" />
  );
  const details = activityDetails(page, ctx, when);
  const resources = documentItems(page.resources ?? []);
  const people = page.participants ?? [];
  const categories = (page.categories ?? []).map((c) => ({ label: c.entity.name }));

  return (
    <SectionedPage
      ctx={ctx}
      hero={{
        ...pageHeroProps(page, ctx.media),
        pretitle: page.hero?.pretitle ?? t.activity,
        meta: (
          <>
            {when} {marker}
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
            <div className={styles.stack}>
              <TagList tags={categories} label={t.categories} />
              <DetailsList items={details} />
              <div className={styles.actions}>
                {state !== 'past' && !page.cancelled && (
                  <AddToCalendar label={t.addToCalendar} options={calendarOptions(page, ctx.siteUrl, t)} />
                )}
                {state !== 'past' && !page.cancelled && page.registrationUrl && (
                  <ButtonLink href={page.registrationUrl} label={t.register} />
                )}
              </div>
              {resources.length > 0 && <DocumentsList title={t.resources} headingLevel={3} items={resources} />}
            </div>
          ),
        },
        {
          id: 'participantes',
          label: t.participants,
          content: (people.length > 0 || (page.legacyPeople?.length ?? 0) > 0) && (
            <div className={styles.stack}>
              {people.length > 0 && <CardGrid headingLevel={3} columns={4} items={people.map((p) => toCard(p.entity, ctx))} />}
              {page.legacyPeople?.length ? <p>{page.legacyPeople.join(', ')}</p> : null}
            </div>
          ),
        },
        {
          id: 'programa',
          label: t.program,
          content: page.parent && <CardGrid headingLevel={3} columns={3} items={[toCard(page.parent.entity, ctx)]} />,
        },
      ]}
    />
  );
}

/** The activity's details, each a term and its description, in the order the page lists them (those it has). */
function activityDetails(page: PageOf<'activity'>, ctx: RenderContext, when: string) {
  const t = ctx.text;
  return [
    { term: t.dateAndTime, description: page.dateAndTime ? `${when}. ${page.dateAndTime}` : when },
    page.duration ? { term: t.duration, description: plural(ctx.lang, page.duration, t.minutes) } : null,
    page.location || page.locationText
      ? {
          term: t.location,
          description: page.location ? <a href={page.location.entity.url.path}>{page.location.entity.title}</a> : page.locationText,
        }
      : null,
    page.audience?.length ? { term: t.audience, description: page.audience.map((a) => a.entity.name).join(', ') } : null,
    page.capacity ? { term: t.capacity, description: plural(ctx.lang, page.capacity, t.capacityPeople) } : null,
    page.languages?.length ? { term: t.languagesOfActivity, description: page.languages.map((l) => t.languageNames[l]).join(', ') } : null,
    page.accessibilityServices?.length
      ? {
          term: t.accessibility,
          description: (
            <IconList lang={uiTextLang(ctx.lang)} label={t.services.label} items={serviceItems(page.accessibilityServices, t)} />
          ),
        }
      : page.accessible
        ? { term: t.accessibility, description: t.accessible }
        : null,
    page.price ? { term: t.price, description: page.price } : null,
    page.organizer ? { term: t.organizer, description: page.organizer } : null,
    page.sponsor ? { term: t.sponsor, description: page.sponsor } : null,
    page.schedule?.value ? { term: t.schedule, description: <RichText html={page.schedule.value} /> } : null,
    page.itinerary?.value ? { term: t.itinerary, description: <RichText html={page.itinerary.value} /> } : null,
  ].filter((d) => d !== null);
}
