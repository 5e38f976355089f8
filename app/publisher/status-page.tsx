/**
 * The editors' status page (GET /): the build running, what waits, the builds set aside for a person
 * (with a button to try them again), and the last builds with what set them off, the pages they
 * changed, how long they took, their outcome and the content errors that stopped them, in Spanish or
 * English. Plain HTML rendered on the server: it reads without JavaScript, and a reload shows what is new. React escapes every value, and the CMS's messages are values.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createHash } from 'node:crypto';
import { contentErrorWords, formatContentErrorIn } from '../../pages/content/validate.ts';
import { isLiveOutcome, type BuildRecord, type Frozen, type PublisherState, type Trigger } from './records.ts';
import { WORDS, type StatusLanguage } from './status-words.ts';

export type { StatusLanguage } from './status-words.ts';

/** The page's style: system fonts, both colour schemes, AA contrast, a visible focus ring. Allowed by its hash in the CSP. */
const STYLE = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1a1a1a;--muted:#555;--line:#c8c8c8;--ok:#0b6b2b;--bad:#a4161a;--link:#0a4fa3}
@media (prefers-color-scheme:dark){:root{--bg:#121212;--fg:#f2f2f2;--muted:#bdbdbd;--line:#4a4a4a;--ok:#7ee2a0;--bad:#ff9b9b;--link:#9cc7ff}}
body{margin:0;background:var(--bg);color:var(--fg);font:1rem/1.5 system-ui,sans-serif}
main{max-width:75rem;margin:0 auto;padding:1.5rem}
a{color:var(--link)}a:focus-visible{outline:3px solid var(--link);outline-offset:2px}
nav{display:flex;gap:1.5rem;justify-content:flex-end}
table{border-collapse:collapse;width:100%;min-width:60rem;font-size:.9375rem}caption{text-align:start;color:var(--muted);padding-bottom:.5rem}
th,td{border-bottom:1px solid var(--line);padding:.5rem;text-align:start;vertical-align:top}
.ok{color:var(--ok);font-weight:600}.bad{color:var(--bad);font-weight:600}
ul{margin:0;padding-inline-start:1.1rem}code{font-size:.875rem;overflow-wrap:anywhere}
.scroll{overflow-x:auto}.scroll:focus-visible{outline:3px solid var(--link);outline-offset:2px}
.attention{border:2px solid var(--bad);padding:0 1rem 1rem;margin:1rem 0}.attention h3{margin:.75rem 0 .25rem}
button{font:inherit;min-height:2.75rem;padding:.5rem 1rem;border:2px solid var(--link);border-radius:.25rem;background:var(--bg);color:var(--link);cursor:pointer}
button:hover{background:var(--link);color:var(--bg)}button:focus-visible{outline:3px solid var(--link);outline-offset:2px}
`;
export const STATUS_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

function When({ iso, locale }: { iso: string; locale: string }) {
  const text = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Madrid' }).format(
    new Date(iso),
  );
  return <time dateTime={iso}>{text}</time>;
}

const clock = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeStyle: 'medium', timeZone: 'Europe/Madrid' }).format(new Date(iso));

/** A day (YYYY-MM-DD, as the service records it) as the status page's language writes it; anything else as it is. */
function calendarDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** What set a build off: its events, alike ones once with how many times (a burst of saves of one page is one line). */
function TriggerList({ triggers, leftOut = 0, lang }: { triggers: Frozen<Trigger[]>; leftOut?: number; lang: StatusLanguage }) {
  const w = WORDS[lang];
  const alike = new Map<string, { trigger: Frozen<Trigger>; count: number }>();
  for (const t of triggers) {
    const key = JSON.stringify([t.event, t.files, t.day]);
    const seen = alike.get(key);
    if (seen) seen.count++;
    else alike.set(key, { trigger: t, count: 1 });
  }
  const groups = [...alike.values()];
  const shown = groups.slice(0, 5);
  return (
    <ul>
      {shown.map(({ trigger: t, count }) => (
        <li key={t.id}>
          {t.day ? (
            w.newDay(calendarDay(t.day, w.dateLocale))
          ) : (
            <>
              {w.events[t.event]}
              {count > 1 && ` ${w.times(count)}`}:{' '}
              {t.files ? (
                <>
                  {t.files.slice(0, 3).map((f, i) => (
                    <span key={f}>
                      {i > 0 && ', '}
                      <code>{f}</code>
                    </span>
                  ))}
                  {t.files.length > 3 && ` ${w.morefiles(t.files.length - 3)}`}
                </>
              ) : (
                w.allPages
              )}
            </>
          )}
        </li>
      ))}
      {groups.length - shown.length + leftOut > 0 && <li>{w.morefiles(groups.length - shown.length + leftOut)}</li>}
    </ul>
  );
}

function BuildRow({ record, lang }: { record: Frozen<BuildRecord>; lang: StatusLanguage }) {
  const w = WORDS[lang];
  const live = isLiveOutcome(record.outcome);
  const words = contentErrorWords(lang);
  return (
    <tr>
      <th scope="row">{record.id}</th>
      <td>
        <TriggerList triggers={record.triggers} leftOut={record.triggersLeftOut} lang={lang} />
      </td>
      <td>
        <When iso={record.startedAt} locale={w.dateLocale} />
      </td>
      <td>{w.seconds(record.seconds)}</td>
      <td>{record.pages ? w.pages(record.pages.rendered, record.pages.removed) : '—'}</td>
      <td>
        <span className={live ? 'ok' : 'bad'}>{w.outcomes[record.outcome]}</span>
        {record.attention && (
          <>
            <br />
            {record.attention.state === 'waiting' ? (
              <strong className="bad">{w.needsAttention}</strong>
            ) : (
              w.retried(clock(record.attention.at, w.dateLocale))
            )}
          </>
        )}
        {record.retryAt && (
          <>
            <br />
            {w.retryAt(clock(record.retryAt, w.dateLocale))}
          </>
        )}
        {record.callback && (
          <>
            <br />
            {w.callback(record.callback.delivered, record.callback.detail)}
          </>
        )}
      </td>
      <td>
        {record.errors.length ? (
          <ul>
            {record.errors.map((e, i) => (
              <li key={i}>
                <code>{formatContentErrorIn(e, words)}</code>
              </li>
            ))}
          </ul>
        ) : record.failure && !live ? (
          <code>{record.failure}</code>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}

/**
 * The builds whose events were set aside, each with what to check and a button that puts them back in
 * the queue (a form POSTed to ./retry with the page's form token: no script needed).
 */
function Attention({ records, lang, form }: { records: Frozen<BuildRecord[]>; lang: StatusLanguage; form: string }) {
  const w = WORDS[lang];
  return (
    <section className="attention" aria-labelledby="attention">
      <h2 id="attention">{w.attention}</h2>
      <p>{w.attentionIntro}</p>
      {records.map((r) => (
        <div key={r.id}>
          <h3>{w.attentionOf(r.id)}</h3>
          <TriggerList triggers={r.triggers} lang={lang} />
          {r.failure && (
            <p>
              <code>{r.failure}</code>
            </p>
          )}
          <form method="post" action={`retry?lang=${lang}`}>
            <input type="hidden" name="build" value={r.id} />
            <input type="hidden" name="form" value={form} />
            <button type="submit" aria-label={w.tryAgainOf(r.id)}>
              {w.tryAgain}
            </button>
          </form>
        </div>
      ))}
    </section>
  );
}

export function statusPage(state: Frozen<PublisherState>, lang: StatusLanguage, form: string): string {
  const w = WORDS[lang];
  const setAside = state.history.filter((r) => r.attention?.state === 'waiting');
  const body = (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{w.title}</title>
        <style dangerouslySetInnerHTML={{ __html: STYLE }} />
      </head>
      <body>
        <main>
          <nav aria-label={lang === 'es' ? 'Página' : 'Page'}>
            <a href={`?lang=${lang}`}>{w.refresh}</a>
            <a href={w.other.href} lang={w.other.lang} hrefLang={w.other.lang}>
              {w.other.label}
            </a>
          </nav>
          <h1>{w.title}</h1>
          <p>{w.intro}</p>
          {setAside.length > 0 && <Attention records={setAside} lang={lang} form={form} />}
          <h2>{w.now}</h2>
          <p>{state.running ? w.running(state.running.id, clock(state.running.startedAt, w.dateLocale)) : w.idle}</p>
          <h2>{w.waiting}</h2>
          <p>
            {state.waiting.length ? w.waitingCount(state.waiting.length) : w.nothingWaiting}
            {state.retry && <> {w.retry(clock(state.retry.at, w.dateLocale), state.retry.attempts)}</>}
          </p>
          <h2>{w.history}</h2>
          {state.history.length ? (
            <div
              className="scroll"
              role="region"
              aria-label={w.history}
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways on a phone must be reachable by keyboard to be scrolled (WCAG 2.1.1)
              tabIndex={0}
            >
              <table>
                <caption>{w.historyCaption(state.history.length)}</caption>
                <thead>
                  <tr>
                    {w.columns.map((c) => (
                      <th key={c} scope="col">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {state.history.map((r) => (
                    <BuildRow key={r.id} record={r} lang={lang} />
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p>{w.none}</p>
          )}
        </main>
      </body>
    </html>
  );
  return `<!doctype html>${renderToStaticMarkup(body)}`;
}
