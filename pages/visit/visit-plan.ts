/**
 * A saved list as a plan: today's activities first, in time order; then the artworks as a
 * walk, building by building, floor by floor (lowest first), room by room in the order the plan
 * draws them; then exhibitions and other activities by date; then works that cannot be seen now.
 */
import type { Language } from '../../generated/types/constants.ts';
import type { Building } from '../../generated/types/content.ts';
import { todaySpan } from '../rules/date-filters.ts';
import { findRoom, textIn } from '../rules/where.ts';
import type { UiText } from '../i18n/ui-text.ts';
import type { VisitItem } from './visit-list.ts';

interface VisitGroup {
  id: string;
  title: string;
  items: VisitItem[];
}

export function planVisit(
  items: readonly VisitItem[],
  buildings: readonly Building[],
  lang: Language,
  now: number,
  t: UiText,
): VisitGroup[] {
  const today = todaySpan(now);
  const byStart = (a: VisitItem, b: VisitItem) => (a.start ?? 0) - (b.start ?? 0) || a.title.localeCompare(b.title);
  const activities = items.filter((i) => i.bundle === 'activity');
  const isToday = (i: VisitItem) => i.start !== undefined && i.start <= today.to && (i.end ?? i.start) >= today.from;
  const groups: VisitGroup[] = [{ id: 'hoy', title: t.visitPage.today, items: activities.filter(isToday).sort(byStart) }];

  // The walk: each artwork's place on the plans, in plan order.
  const artworks = items.filter((i) => i.bundle === 'artwork');
  const walk = new Map<string, { order: number; title: string; items: { item: VisitItem; order: number }[] }>();
  const unplaced: VisitItem[] = [];
  for (const item of artworks) {
    const place = findRoom(buildings, item.room);
    if (!place) {
      unplaced.push(item);
      continue;
    }
    const b = buildings.indexOf(place.building);
    const floors = [...place.building.floors].sort((x, y) => x.level - y.level);
    const f = floors.indexOf(place.floor);
    const key = `${place.building.id}-${place.floor.level}`;
    const group = walk.get(key) ?? {
      order: b * 100 + f,
      title: t.visitPage.floorGroup(textIn(place.floor.name, lang), textIn(place.building.name, lang)),
      items: [],
    };
    group.items.push({ item, order: place.floor.rooms.indexOf(place.room) });
    walk.set(key, group);
  }
  for (const [key, g] of [...walk].sort(([, a], [, b]) => a.order - b.order))
    groups.push({
      id: `planta-${key}`,
      title: g.title,
      items: g.items.sort((a, b) => a.order - b.order || a.item.title.localeCompare(b.item.title)).map((x) => x.item),
    });

  groups.push({ id: 'exposiciones', title: t.visitPage.exhibitions, items: items.filter((i) => i.bundle === 'exhibition').sort(byStart) });
  groups.push({ id: 'actividades', title: t.visitPage.activities, items: activities.filter((i) => !isToday(i)).sort(byStart) });
  const byTitle = (a: VisitItem, b: VisitItem) => a.title.localeCompare(b.title);
  groups.push({ id: 'obras-expuestas', title: t.visitPage.onDisplayElsewhere, items: unplaced.filter((i) => i.onDisplay).sort(byTitle) });
  groups.push({ id: 'otras-obras', title: t.visitPage.notOnDisplay, items: unplaced.filter((i) => !i.onDisplay).sort(byTitle) });
  return groups.filter((g) => g.items.length > 0);
}

/** An activity's length when it does not say (a guided visit, a talk). */
const ACTIVITY_SECONDS = 60 * 60;
const DAY_SECONDS = 24 * 60 * 60;

/**
 * Whether a suggested activity still fits the visit ('the day's activities that fit'): it
 * has not started yet, and it does not overlap an activity already in the list. One that runs over
 * more than a day (a course, a workshop series) cannot be placed by its dates, so it is offered.
 */
export function fitsTheVisit(activity: { start: number; end?: number }, items: readonly VisitItem[], now: number): boolean {
  const end = activity.end ?? activity.start + ACTIVITY_SECONDS;
  if (end - activity.start > DAY_SECONDS) return true;
  if (activity.start < now) return false;
  return !items.some(
    (i) => i.bundle === 'activity' && i.start !== undefined && i.start < end && activity.start < (i.end ?? i.start + ACTIVITY_SECONDS),
  );
}
