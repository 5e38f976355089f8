/**
 * The programme files of the languages a visit has needed (pages/rules/today.ts): provided by the build
 * before it renders, fetched by the browser with the view of a page that shows it, so the view hydrates
 * with the same programme its HTML was rendered from.
 */
import type { Language } from '../../generated/types/constants.ts';
import { isProgrammeFile, programmeUrl, type ProgrammeFile } from '../rules/today-file.ts';

/** null: the file could not be had, and the programme is left out. */
const files = new Map<Language, ProgrammeFile | null>();
const loading = new Map<Language, Promise<void>>();

export const provideProgramme = (lang: Language, file: ProgrammeFile | null): void => {
  files.set(lang, file);
};

/** The language's programme when it is here (undefined: not loaded; null: it could not be had). */
export const loadedProgramme = (lang: Language): ProgrammeFile | null | undefined => files.get(lang);

/**
 * Fetches a language's programme once. It is data from the network: anything that is not a programme
 * file, a failed request included, leaves the programme out (the page shows without it, never breaks);
 * a failed request may be tried again by the next page that needs it.
 */
export function loadProgramme(lang: Language, fetchJson: (url: string) => Promise<unknown> = defaultFetch): Promise<void> {
  if (files.get(lang)) return Promise.resolve();
  let p = loading.get(lang);
  if (!p) {
    p = fetchJson(programmeUrl(lang)).then(
      (value) => {
        if (!isProgrammeFile(value)) console.warn(`[today] ${programmeUrl(lang)} is not a programme file: left out`);
        files.set(lang, isProgrammeFile(value) ? value : null);
        loading.delete(lang);
      },
      (err: unknown) => {
        console.warn(`[today] ${programmeUrl(lang)} could not be loaded: left out`, err);
        files.set(lang, null);
        loading.delete(lang);
      },
    );
    loading.set(lang, p);
  }
  return p;
}

async function defaultFetch(url: string): Promise<unknown> {
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.json();
}
