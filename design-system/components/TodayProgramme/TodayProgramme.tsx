import { useId } from 'react';
import * as styles from './TodayProgramme.css.ts';
import { useTextLanguage } from '../../i18n/text-language.ts';

export interface TodayProgrammeSession {
  /** The time as the page shows it ('18:30') and as ISO 8601 for `<time datetime>`. */
  time: string;
  dateTime: string;
  title: string;
  href: string;
}

export interface TodayProgrammeDay {
  /** 'Hoy', 'Mañana'. */
  heading: string;
  /** The day's date in words ('miércoles, 25 de noviembre'). */
  date: string;
  sessions: readonly TodayProgrammeSession[];
}

export interface TodayProgrammeExhibition {
  title: string;
  href: string;
  /** 'Hasta el 12 ene 2027'; left out for an exhibition that runs on. */
  until?: string;
}

export interface TodayProgrammeLabels {
  title: string;
  /** A day without activities. */
  noActivities: string;
  exhibitions: string;
  noExhibitions: string;
  /** The link to the whole agenda. */
  agenda: string;
  /** In place of the days when the programme does not reach the visitor's day (a site not rebuilt for weeks). */
  outOfRange?: string;
}

export interface TodayProgrammeProps {
  labels: TodayProgrammeLabels;
  /** Today and tomorrow; none when the programme does not reach the visitor's day (`labels.outOfRange` is said). */
  days: readonly TodayProgrammeDay[];
  exhibitions: readonly TodayProgrammeExhibition[];
  agendaHref: string;
}

/**
 * What is on at the museum today and tomorrow, at a glance: each day's activities by time, and the
 * exhibitions open now, each linked to its page, and a link to the whole agenda. Three columns on a
 * desktop, one after another on a phone.
 */
export function TodayProgramme({ labels, days, exhibitions, agendaHref }: TodayProgrammeProps) {
  const id = useId();
  // Headings, empty states and the agenda link are interface text; titles are content.
  const { text } = useTextLanguage();
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.title} lang={text}>
        {labels.title}
      </h2>
      <div className={styles.columns}>
        {days.length === 0 && labels.outOfRange && (
          <p className={styles.empty} lang={text}>
            {labels.outOfRange}
          </p>
        )}
        {days.map((day) => (
          <div key={day.heading} className={styles.column}>
            <h3 className={styles.heading}>
              <span lang={text}>{day.heading}</span>{' '}
              <span className={styles.date} lang={text}>
                {day.date}
              </span>
            </h3>
            {day.sessions.length ? (
              <ul className={styles.list}>
                {day.sessions.map((s) => (
                  <li key={`${s.dateTime}${s.href}`} className={styles.item}>
                    <time className={styles.time} dateTime={s.dateTime}>
                      {s.time}
                    </time>
                    <a className={styles.link} href={s.href}>
                      {s.title}
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.empty} lang={text}>
                {labels.noActivities}
              </p>
            )}
          </div>
        ))}
        <div className={styles.column}>
          <h3 className={styles.heading} lang={text}>
            {labels.exhibitions}
          </h3>
          {exhibitions.length ? (
            <ul className={styles.list}>
              {exhibitions.map((e) => (
                <li key={e.href} className={styles.exhibition}>
                  <a className={styles.link} href={e.href}>
                    {e.title}
                  </a>
                  {e.until && (
                    <span className={styles.until} lang={text}>
                      {e.until}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty} lang={text}>
              {labels.noExhibitions}
            </p>
          )}
        </div>
      </div>
      <p className={styles.more}>
        <a href={agendaHref} lang={text}>
          {labels.agenda}
        </a>
      </p>
    </section>
  );
}
