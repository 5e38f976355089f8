/**
 * Today's programme for the browser: a language's programme file (pages/rules/today.ts), fetched once
 * with the view of a page that shows it and given to the programme store the view reads.
 */
import type { Language } from '../../generated/types/constants.ts';
import { isProgrammeFile, programmeUrl } from '../../pages/rules/today-file.ts';
import { loadedProgramme, provideProgramme } from '../../pages/sections/today-store.ts';

const loading = new Map<Language, Promise<void>>();

/**
 * Fetches a language's programme once. It is data from the network: anything that is not a programme
 * file, a failed request included, leaves the programme out (the page shows without it, never breaks);
 * a failed request may be tried again by the next page that needs it. Never rejects.
 */
export function loadProgramme(lang: Language): Promise<void> {
  if (loadedProgramme(lang)) return Promise.resolve();
  let p = loading.get(lang);
  if (!p) {
    const url = programmeUrl(lang);
    p = fetch(url, { cache: 'no-cache' })
      .then((res) => {
        if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
        return res.json() as Promise<unknown>;
      })
      .then(
        (value) => {
          if (!isProgrammeFile(value)) console.warn(`[today] ${url} is not a programme file: left out`);
          provideProgramme(lang, isProgrammeFile(value) ? value : null);
        },
        (err: unknown) => {
          console.warn(`[today] ${url} could not be loaded: left out`, err);
          provideProgramme(lang, null);
        },
      )
      .finally(() => loading.delete(lang));
    loading.set(lang, p);
  }
  return p;
}
