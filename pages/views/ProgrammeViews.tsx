import { CardGrid, DetailsList, Tag } from '../../design-system/index.ts';
import { formatDateRange } from '../dates/format.ts';
import { toCard } from '../paragraphs/images.ts';
import { programmeState } from '../rules/programme.ts';
import { SectionedPage } from '../sections/SectionedPage.tsx';
import { PageBody } from '../sections/PageBody.tsx';
import { pageHeroProps } from './page-hero.ts';
import type { PageOf, ViewProps } from './view-props.ts';
import * as styles from './views.css.ts';
import { uiTextLang } from '../i18n/ui-text.ts';

/** Program: activities, details (SPEC §2), with its date range. */
export function ProgramPage({ page, ctx }: ViewProps<PageOf<'program'>>) {
  const t = ctx.text;
  const dates = page.dates ? formatDateRange(page.dates.valueTimestamp, page.dates.endValueTimestamp, ctx.lang) : undefined;
  const state = page.dates ? programmeState(page.dates, ctx.now) : undefined;
  const activities = page.activities?.data ?? [];
  const people = page.participants ?? [];
  const details = [
    dates ? { term: t.dates, description: dates } : null,
    page.categories?.length ? { term: t.categories, description: page.categories.map((c) => c.entity.name).join(', ') } : null,
  ].filter((d) => d !== null);
  return (
    <SectionedPage
      ctx={ctx}
      hero={{
        ...pageHeroProps(page, ctx.media),
        pretitle: page.hero?.pretitle ?? t.program,
        meta: dates && (
          <>
            {dates} {state === 'past' && <Tag lang={uiTextLang(ctx.lang)} label={t.past} tone="muted" />}
          </>
        ),
      }}
      intro={<PageBody page={page} ctx={ctx} />}
      sections={[
        {
          id: 'actividades',
          label: t.activities,
          content: activities.length > 0 && <CardGrid headingLevel={3} items={activities.map((a) => toCard(a, ctx))} />,
        },
        {
          id: 'detalles',
          label: t.details,
          content: (details.length > 0 || people.length > 0) && (
            <div className={styles.stack}>
              <DetailsList items={details} />
              {people.length > 0 && (
                <CardGrid title={t.participants} headingLevel={3} columns={4} items={people.map((p) => toCard(p.entity, ctx))} />
              )}
            </div>
          ),
        },
      ]}
    />
  );
}

/** Project: its programmes and activities (those listed by the CMS and those added by hand). SPEC §2 gives it no section menu. */
export function ProjectPage({ page, ctx }: ViewProps<PageOf<'project'>>) {
  const t = ctx.text;
  const dates = page.dates ? formatDateRange(page.dates.valueTimestamp, page.dates.endValueTimestamp, ctx.lang) : undefined;
  const seen = new Set<string>();
  const activities = [...(page.activities?.data ?? []), ...(page.manualActivities ?? []).map((m) => m.entity)].filter((a) =>
    seen.has(a.id) ? false : (seen.add(a.id), true),
  );
  const programs = page.programs?.data ?? [];
  return (
    <SectionedPage
      ctx={ctx}
      anchorMenu={false}
      hero={{ ...pageHeroProps(page, ctx.media), meta: dates }}
      intro={<PageBody page={page} ctx={ctx} />}
      sections={[
        {
          id: 'programas',
          label: t.programs,
          content: programs.length > 0 && <CardGrid headingLevel={3} items={programs.map((p) => toCard(p, ctx))} />,
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
