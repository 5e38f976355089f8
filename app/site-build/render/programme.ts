/**
 * The programme files of a build (pages/rules/today.ts): each language's activities and exhibitions of
 * the days ahead, written as `page-data/programme-<lang>.json` and rendered into the pages that show
 * today's programme (the home page and the visit page). The entries of every activity and exhibition
 * are kept in the build's record, so an edit updates them without reading every page again, and the
 * pages that show the programme are rendered again when their language's file changed.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '../../../generated/types/constants.ts';
import { isProgrammeFile, programmeFiles, programmeUrl, type ProgrammeEntry, type ProgrammeFile } from '../../../pages/rules/today.ts';
export { programmeEntriesOf } from '../../../pages/rules/today-entries.ts';
import type { SitePage } from '../../../pages/routes/search-route.ts';
import { renderKeyOf, sha } from '../site-files/site-data.ts';

/** What a build has of the programme: per language its file, the file's text and a hash of it. */
interface BuildProgramme {
  files: Partial<Record<Language, ProgrammeFile>>;
  bodies: Map<Language, string>;
  hashes: Partial<Record<Language, string>>;
}

export function buildProgramme(
  entries: Record<string, ProgrammeEntry>,
  languages: readonly Language[],
  renderedAt: number,
): BuildProgramme {
  const files: BuildProgramme['files'] = {};
  const bodies = new Map<Language, string>();
  const hashes: BuildProgramme['hashes'] = {};
  for (const [lang, file] of programmeFiles(Object.values(entries), languages, renderedAt)) {
    const body = JSON.stringify(file);
    files[lang] = file;
    bodies.set(lang, body);
    hashes[lang] = sha(body, 16);
  }
  return { files, bodies, hashes };
}

/** The file's place in the build folder, for each language. */
export const programmeFile = (lang: Language) => programmeUrl(lang).slice(1);

/**
 * The programme files a published build in `dir` has, by language (a draft of a page that shows today's
 * programme shows these). Read as the browser reads them (app/runtime/programme.ts): a file that is
 * missing, damaged or not a programme is left out, and the page shows no programme rather than no page.
 */
export async function publishedProgramme(dir: string): Promise<Partial<Record<Language, ProgrammeFile>>> {
  const files: Partial<Record<Language, ProgrammeFile>> = {};
  for (const lang of LANGUAGES) {
    const text = await readFile(join(dir, programmeFile(lang)), 'utf8').catch(() => null);
    let value: unknown = null;
    try {
      value = text === null ? null : JSON.parse(text);
    } catch {
      // Left out, as below.
    }
    if (isProgrammeFile(value)) files[lang] = value;
  }
  return files;
}

/** A page's key (./site-data.ts), as a render thread makes it from the page's JSON. */
export const renderKey = (settingsHash: string, page: SitePage, programme: BuildProgramme): string =>
  renderKeyOf({ settings: settingsHash, programme: programme.hashes }, page, JSON.stringify(page));
