/**
 * 'Programa de hoy y mañana' on the home page and the visit page: today's and tomorrow's activities by
 * time and the exhibitions open now, from the language's programme file (pages/rules/today.ts), at the
 * page's moment: the build's in the HTML, the visitor's once the view has hydrated.
 */
import { Section, TodayProgramme } from '../../design-system/index.ts';
import type { SiteChromeData } from '../chrome/site-chrome.ts';
import type { RenderContext } from '../assembler/types.ts';
import { formatDate, formatDayName, formatTime, isoInMadrid } from '../dates/format.ts';
import { todayAtMuseum, type TodaySession } from '../rules/today.ts';
import { loadedProgramme } from './today-store.ts';

/** The main menu item of the programme (SPEC §2: /exposiciones-actividades): the whole agenda. */
const AGENDA_MENU_LINK = 'actividadesExposiciones';

export function TodayAtMuseum({ chrome, ctx }: { chrome?: Partial<Pick<SiteChromeData, 'menu'>>; ctx: RenderContext }) {
  const file = loadedProgramme(ctx.lang);
  if (!file) return null;
  const t = ctx.text.today;
  const at = todayAtMuseum(file, ctx.now);
  const sessions = (list: TodaySession[]) =>
    list.map((s) => ({ time: formatTime(s.time), dateTime: isoInMadrid(s.time), title: s.title, href: s.path }));
  const agendaHref = chrome?.menu?.find((m) => m.menuLinkId === AGENDA_MENU_LINK)?.url.path ?? '/';
  return (
    <Section>
      <TodayProgramme
        labels={t}
        days={
          at
            ? [
                { heading: t.today, date: formatDayName(at.today, ctx.lang), sessions: sessions(at.todaySessions) },
                { heading: t.tomorrow, date: formatDayName(at.tomorrow, ctx.lang), sessions: sessions(at.tomorrowSessions) },
              ]
            : []
        }
        exhibitions={(at?.exhibitions ?? []).map((e) => ({
          title: e.title,
          href: e.path,
          until: e.to != null ? t.until(formatDate(e.to, ctx.lang)) : undefined,
        }))}
        agendaHref={agendaHref}
      />
    </Section>
  );
}
