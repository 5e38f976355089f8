/**
 * A content folder that names the moment it is written as of (its `sample-dates.json`, as the embedded
 * sample does) is read with its pages' dates moved to the build's day (pages/content/sample-dates.ts):
 * the sample museum has a programme whatever day it is built. Only such a folder: a CMS's content, and
 * a folder without the file, are read as they are.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSampleDates, sampleShiftDays, shiftPageDates } from '../../../pages/content/sample-dates.ts';
import type { ContentSource, SampleShift } from './content-source.ts';

const SAMPLE_DATES_FILE = 'sample-dates.json';

/** The shift of the content folder `root` built at `at` (unix seconds), or null when the folder names no anchor. */
export function sampleShiftOf(root: string, at: number, cwd = process.cwd()): SampleShift | null {
  const path = join(root, SAMPLE_DATES_FILE);
  if (!existsSync(path)) return null;
  const file = relative(cwd, path) || path;
  const text = readFileSync(path, 'utf8');
  const dates = parseSampleDates(text, file);
  return { anchor: (JSON.parse(text) as { anchor: string }).anchor, days: sampleShiftDays(dates, at), file };
}

/** `source` with its pages' dates moved by `shift.days`; the stamps name the shift, so a build on another week reads every page again. */
export function withSampleDates(source: ContentSource, shift: SampleShift): ContentSource {
  if (!shift.days) return { ...source, sampleShift: shift };
  const moved = `, dates moved ${shift.days} days`;
  return {
    ...source,
    sampleShift: shift,
    async readPage(name) {
      const doc = await source.readPage(name);
      if (doc.notUtf8 !== undefined) return doc;
      let parsed: unknown;
      try {
        parsed = JSON.parse(doc.text);
      } catch {
        // Reported by the check as it is, with its position in the file.
        return doc;
      }
      return { ...doc, text: JSON.stringify(shiftPageDates(parsed, shift.days)) };
    },
    pageStamp: source.pageStamp && (async (name) => ((stamp) => (stamp === undefined ? stamp : stamp + moved))(await source.pageStamp!(name))),
  };
}

/** The sentence a build prints and a report keeps about the sample's dates. */
export function describeSampleShift({ anchor, days, file }: SampleShift): string {
  if (!days) return `sample content: its dates as written (${file}: ${anchor})`;
  const weeks = Math.abs(days / 7);
  return `sample content: its dates moved ${weeks} week${weeks === 1 ? '' : 's'} ${days > 0 ? 'ahead' : 'back'} from ${anchor} (${file}), to the build's week`;
}
