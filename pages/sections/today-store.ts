/**
 * The programme files of the languages a visit has needed (pages/rules/today.ts): provided by the build
 * before it renders, and by the runtime (app/runtime/programme.ts) with the view of a page that shows
 * it, so the view hydrates with the same programme its HTML was rendered from.
 */
import type { Language } from '../../generated/types/constants.ts';
import type { ProgrammeFile } from '../rules/today-file.ts';

/** null: the file could not be had, and the programme is left out. */
const files = new Map<Language, ProgrammeFile | null>();

export const provideProgramme = (lang: Language, file: ProgrammeFile | null): void => {
  files.set(lang, file);
};

/** The language's programme when it is here (undefined: not loaded; null: it could not be had). */
export const loadedProgramme = (lang: Language): ProgrammeFile | null | undefined => files.get(lang);
