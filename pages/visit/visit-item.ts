/** What the visit list keeps of a page: enough to show it, offline, and to put it in a calendar. */
import type { Page } from '../../generated/types/content.ts';
import type { VisitItem } from './visit-list.ts';

export type Savable = Extract<Page, { bundle: 'artwork' | 'exhibition' | 'activity' }>;

export function visitItemOf(page: Savable): VisitItem {
  const base = { path: page.url.path, lang: page.language.id, title: page.title.value };
  switch (page.bundle) {
    case 'artwork': {
      const { status, room } = page.status;
      return {
        ...base,
        bundle: 'artwork',
        onDisplay: status === 'exposed' || status === 'exposedin',
        ...(status === 'exposedin' && room ? { room } : {}),
      };
    }
    case 'exhibition':
      return {
        ...base,
        bundle: 'exhibition',
        start: page.dates.valueTimestamp,
        ...(page.dates.endValueTimestamp ? { end: page.dates.endValueTimestamp } : {}),
      };
    case 'activity': {
      const start = page.dates.valueTimestamp;
      const end = page.dates.endValueTimestamp ?? (page.duration ? start + page.duration * 60 : undefined);
      const place = page.location?.entity.title ?? page.locationText;
      const event = page.uuid ?? page.id;
      return { ...base, bundle: 'activity', start, ...(end ? { end } : {}), ...(place ? { place } : {}), event };
    }
  }
}
