/**
 * 'Mi visita': the visitor's saved list as a plan, shareable as a link, exportable to a
 * calendar, working offline. Its content lives in this browser, so the prerendered page is the empty
 * shell and the list appears once the page runs.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { ButtonLink, Hero, Section, VisitList, type VisitAction, type VisitListEntry } from '../../design-system/index.ts';
import { formatDateRange, formatDateTime } from '../dates/format.ts';
import { plural } from '../i18n/plural.ts';
import { useAddressParams } from '../routes/address.ts';
import { explorePath, searchPath, visitPath } from '../routes/search-route.ts';
import {
  LIST_PARAM,
  addItems,
  clearItems,
  decodeList,
  encodeList,
  removeItem,
  useSavedItems,
  type VisitItem,
} from '../visit/visit-list.ts';
import { fitsTheVisit, planVisit } from '../visit/visit-plan.ts';
import { useSearchBackend } from '../search/search-backend.ts';
import { saveItem } from '../visit/visit-list.ts';
import type { NodeTeaser } from '../../generated/types/content.ts';

/** At most this many of the day's other activities are suggested. */
const SUGGESTIONS = 6;

/**
 * The day's activities that are not in the list yet ('with the day's activities that fit'),
 * from the site's search index; none when it cannot be reached (offline, say), the list works without them.
 */
function useTodaysActivities(lang: PageViewProps['ctx']['lang'], now: number): NodeTeaser[] {
  const backend = useSearchBackend();
  const [found, setFound] = useState<NodeTeaser[]>([]);
  useEffect(() => {
    let live = true;
    backend
      .search({ query: '', filters: { bundle: ['activity'] }, date: 'today', lang, now })
      .then((outcome) => outcome.hits(0, SUGGESTIONS * 2))
      .then((hits) => live && setFound(hits.map((h) => h.teaser)))
      .catch(() => live && setFound([]));
    return () => {
      live = false;
    };
  }, [backend, lang, now]);
  return found;
}
import type { PageViewProps } from './view-props.ts';
import type { RenderContext } from '../assembler/types.ts';
import * as styles from './views.css.ts';
import { InterfaceText } from '../sections/interface-text.tsx';

export function VisitView({ ctx, chrome }: PageViewProps) {
  const t = ctx.text;
  const saved = useSavedItems();
  const { params, update } = useAddressParams();
  const shared = decodeList(params.get(LIST_PARAM));
  const isShared = shared.length > 0;
  const items = isShared ? shared : saved;
  const [notice, setNotice] = useState<ReactNode>(null);
  const [manualLink, setManualLink] = useState<string | null>(null);
  // Measured once per page view: a day's suggestions, not a clock that ticks.
  const [today] = useState(() => ctx.now);
  // The day's other activities that still fit: not saved, not started, not at the time of one saved.
  const suggested = useTodaysActivities(ctx.lang, today)
    .filter((a) => !items.some((i) => i.path === a.url.path))
    .filter((a) => !a.dates || fitsTheVisit({ start: a.dates.valueTimestamp, end: a.dates.endValueTimestamp ?? undefined }, items, today))
    .slice(0, SUGGESTIONS);
  const suggestion = (a: NodeTeaser) => suggestionEntry(a, ctx, () => setNotice(null));
  const entry = (i: VisitItem) => visitEntry(i, ctx, isShared, () => setNotice(null));
  const groups = planVisit(items, chrome.buildings, ctx.lang, ctx.now, t).map((g) => ({
    id: g.id,
    title: g.title,
    entries: g.items.map(entry),
  }));

  const share = async () => {
    const link = `${window.location.origin}${visitPath(ctx.lang)}?${LIST_PARAM}=${encodeList(items)}`;
    try {
      await navigator.clipboard.writeText(link);
      setManualLink(null);
      setNotice(t.visitPage.shareCopied);
    } catch {
      setManualLink(link); // the clipboard was refused: the link is shown to copy by hand
      setNotice(null);
    }
  };
  const calendar = () => downloadVisitCalendar(items, ctx.lang, ctx.now);
  const actions: VisitAction[] = isShared
    ? [
        {
          label: t.visitPage.addShared,
          icon: 'bookmark',
          onClick: () => {
            addItems(shared);
            update((p) => {
              p.delete(LIST_PARAM);
              return p;
            });
            setNotice(t.visitPage.addedShared);
          },
        },
      ]
    : items.length
      ? [
          { label: t.visitPage.share, icon: 'share', onClick: () => void share() },
          ...(items.some((i) => i.bundle === 'activity' && i.start !== undefined)
            ? [{ label: t.visitPage.calendar, icon: 'calendar' as const, onClick: () => void calendar() }]
            : []),
          { label: t.visitPage.clear, icon: 'trash', onClick: () => clearItems() },
        ]
      : [];

  return (
    <InterfaceText lang={ctx.lang}>
      <Hero title={t.visit.title} subtitle={plural(ctx.lang, items.length, t.visitPage.count)} />
      <Section>
        <div className={styles.stack}>
          <p className={styles.lead}>{isShared ? t.visitPage.shared(shared.length) : t.visitPage.intro}</p>
          {items.length === 0 ? (
            <div className={styles.stack}>
              <p>{t.visitPage.empty}</p>
              <p className={styles.row}>
                <ButtonLink href={explorePath(ctx.lang)} label={t.visitPage.browseCollection} appearance="secondary" />
                <ButtonLink href={`${searchPath(ctx.lang)}?bundle=activity`} label={t.visitPage.browseAgenda} appearance="secondary" />
              </p>
            </div>
          ) : (
            <VisitList
              groups={groups}
              actions={actions}
              notice={
                manualLink ? (
                  <label className={styles.stack}>
                    {t.visitPage.shareManual}
                    <input className={styles.linkField} readOnly value={manualLink} onFocus={(e) => e.currentTarget.select()} />
                  </label>
                ) : (
                  notice
                )
              }
              note={groups.some((g) => g.id.startsWith('planta-')) ? t.visitPage.walkNote : undefined}
            />
          )}
          {!isShared && suggested.length > 0 && (
            <VisitList groups={[{ id: 'tambien-hoy', title: t.visitPage.alsoToday, entries: suggested.map(suggestion) }]} />
          )}
        </div>
      </Section>
    </InterfaceText>
  );
}

/** A suggestion of the day, with the button that adds it to the visit. */
function suggestionEntry(a: NodeTeaser, ctx: RenderContext, onAdded: () => void): VisitListEntry {
  const t = ctx.text;
  return {
    key: a.url.path,
    href: a.url.path,
    title: a.title,
    kicker: t.activity,
    ...(a.dates ? { meta: formatDateTime(a.dates.valueTimestamp, ctx.lang) } : {}),
    addLabel: t.visitPage.add(a.title),
    addText: t.visitPage.addShort,
    onAdd: () => {
      saveItem({
        path: a.url.path,
        lang: ctx.lang,
        bundle: 'activity',
        title: a.title,
        ...(a.dates ? { start: a.dates.valueTimestamp } : {}),
        ...(a.dates?.endValueTimestamp ? { end: a.dates.endValueTimestamp } : {}),
      });
      onAdded();
    },
  };
}

/** A saved item as the list shows it: its kind, where or when, and (on the visitor's own list) a button that removes it. */
function visitEntry(i: VisitItem, ctx: RenderContext, isShared: boolean, onRemoved: () => void): VisitListEntry {
  const t = ctx.text;
  const kicker = { artwork: t.artwork, exhibition: t.exhibition, activity: t.activity };
  const meta =
    i.bundle === 'artwork'
      ? i.room && t.where.room(i.room)
      : i.start === undefined
        ? undefined
        : i.bundle === 'activity'
          ? [formatDateTime(i.start, ctx.lang), i.place].filter(Boolean).join(' · ')
          : formatDateRange(i.start, i.end, ctx.lang);
  return {
    key: i.path,
    href: i.path,
    title: i.title,
    ...(i.lang !== ctx.lang ? { lang: i.lang } : {}),
    kicker: kicker[i.bundle],
    meta,
    ...(isShared
      ? {}
      : {
          removeLabel: t.visitPage.remove(i.title),
          removeText: t.visitPage.removeShort,
          onRemove: () => {
            removeItem(i.path);
            onRemoved();
          },
        }),
  };
}

/** The visit's activities as a calendar file, downloaded (the calendar code loads only now). */
async function downloadVisitCalendar(items: VisitItem[], lang: PageViewProps['ctx']['lang'], now: number) {
  const { visitCalendar } = await import('../visit/visit-calendar.ts');
  const text = visitCalendar(items, lang, window.location.origin, now);
  if (!text) return;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: 'mi-visita.ics' });
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
