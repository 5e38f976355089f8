/**
 * Each picture as it is taken: compared with its reference, written beside the report when it differs
 * (reference, new picture, difference), and accepted as the new reference only when the run was asked to.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { comparePixels, decodePicture, encodePng, encodeReference, type Comparison, type Pixels } from './compare.ts';
import { FINGERPRINTS, Fingerprints, pixelsFingerprint } from './fingerprints.ts';
import {
  REFERENCES,
  REFERENCE_EXTENSION,
  fromRoot,
  referenceFile,
  referenceFiles,
  type Picture,
  type ReferenceFolders,
  type Theme,
} from './pictures.ts';
import type { Result } from './report.ts';

/** A picture whose pixels are its reference's, byte for byte. */
const SAME: Comparison = { changed: 0, noise: 0, resized: false };

export const REPORT_DIR = join(import.meta.dirname, '../../reports/visual');

const STORYBOOK_URL = process.env.STORYBOOK_URL ?? 'http://localhost:6006';
const SITE_URL = process.env.SITE_URL ?? 'http://localhost:4173';

function linkTo(p: Picture): string {
  if (p.kind === 'page') return SITE_URL + p.path;
  return `${STORYBOOK_URL}/?path=/story/${encodeURIComponent(p.id)}&globals=theme:${p.theme};viewport:${p.viewport}`;
}

const identity = (p: Picture) => (p.kind === 'story' ? { id: p.id, title: p.title } : { path: p.path, view: p.view });

/** A picture compared with its reference (none when `comparison` is missing), not yet reported. */
export interface Checked {
  picture: Picture;
  png: Buffer;
  actual: Pixels;
  /** Its reference's file, absolute. */
  file: string;
  comparison?: Comparison;
  /** It has a reference, and differs from it beyond noise. */
  differs: boolean;
}

export interface RecorderOptions {
  /** Accept what differs or is new as the reference, and delete references no picture has. */
  update: boolean;
  /** Where the report's pictures go (`<reportDir>/pictures/`). */
  reportDir?: string;
  folders?: ReferenceFolders;
  /** The references' fingerprints (fingerprints.ts): what spares decoding a reference the picture matches. */
  fingerprints?: string;
}

export class Recorder {
  readonly results: Result[] = [];
  private readonly taken = new Set<string>();
  private readonly update: boolean;
  private readonly pictures: string;
  private readonly folders: ReferenceFolders;
  private readonly fingerprints: Fingerprints;
  /** References compared by decoding them, as their fingerprint was not known. */
  unknownReferences = 0;

  constructor({ update, reportDir = REPORT_DIR, folders = REFERENCES, fingerprints = FINGERPRINTS }: RecorderOptions) {
    this.update = update;
    this.pictures = join(reportDir, 'pictures');
    this.folders = folders;
    this.fingerprints = Fingerprints.load(fingerprints);
  }

  async start(): Promise<void> {
    await mkdir(this.pictures, { recursive: true });
  }

  /** Compares a picture just taken with its reference; accepts it when asked to. */
  async record(picture: Picture, png: Buffer): Promise<Result> {
    return this.commit(await this.check(picture, png));
  }

  /** A picture compared with its reference, nothing written yet: a run may take it again before it commits. */
  async check(picture: Picture, png: Buffer): Promise<Checked> {
    const file = referenceFile(picture, this.folders);
    const actual = await decodePicture(png);
    if (!existsSync(file)) return { picture, png, actual, file, differs: false };
    const reference = await readFile(file);
    const known = this.fingerprints.pixelsOf(reference);
    if (known !== undefined && known === pixelsFingerprint(actual)) return { picture, png, actual, file, comparison: SAME, differs: false };
    if (known === undefined) this.unknownReferences++;
    const comparison = comparePixels(await decodePicture(reference), actual);
    return { picture, png, actual, file, comparison, differs: comparison.changed > 0 };
  }

  /** What a check found, reported: a changed picture's three pictures written beside the report, and accepted when asked to. */
  async commit({ picture, png, actual, file, comparison }: Checked): Promise<Result> {
    if (this.taken.has(file)) throw new Error(`two pictures would share ${fromRoot(file)}`);
    this.taken.add(file);
    const base = { ...identity(picture), theme: picture.theme, width: picture.width, reference: fromRoot(file), link: linkTo(picture) };
    const stem = basename(file, REFERENCE_EXTENSION);
    const files: Result['files'] = {};
    let result: Result;
    if (!comparison) {
      await writeFile(join(this.pictures, `${stem}.actual.png`), png);
      files.actual = `pictures/${stem}.actual.png`;
      result = { ...base, changed: 1, status: 'new', files };
    } else {
      const noise = comparison.noise || undefined;
      if (comparison.changed === 0) return this.push({ ...base, changed: 0, noise, status: 'same' });
      await Promise.all([
        copyFile(file, join(this.pictures, `${stem}.reference${REFERENCE_EXTENSION}`)),
        writeFile(join(this.pictures, `${stem}.actual.png`), png),
        encodePng(comparison.diff!).then((diff) => writeFile(join(this.pictures, `${stem}.diff.png`), diff)),
      ]);
      Object.assign(files, {
        reference: `pictures/${stem}.reference${REFERENCE_EXTENSION}`,
        actual: `pictures/${stem}.actual.png`,
        diff: `pictures/${stem}.diff.png`,
      });
      result = { ...base, changed: comparison.changed, noise, status: 'changed', files };
    }
    if (this.update) {
      await mkdir(dirname(file), { recursive: true });
      const reference = await encodeReference(actual);
      await writeFile(file, reference);
      await this.fingerprints.learn(reference);
      result.status = 'accepted';
    }
    return this.push(result);
  }

  /** A story or page whose pictures could not be taken (its play function failed, it crashed, it timed out). */
  fail(what: { id?: string; title?: string; path?: string; view?: string }, theme: Theme, width: number, error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    this.push({ ...what, theme, width, changed: 1, status: 'failed', reference: '', error: message.split('\n').slice(0, 12).join('\n') });
  }

  /**
   * References no picture of this run has (a story renamed or removed, a view gone): reported, and
   * deleted when asked to. Only after a run of everything: a run of some names takes only those.
   */
  async sweep(): Promise<void> {
    for (const file of referenceFiles(this.folders)) {
      if (this.taken.has(file)) continue;
      const parsed = parseReferenceName(file);
      const stem = basename(file, REFERENCE_EXTENSION);
      await copyFile(file, join(this.pictures, `${stem}.reference${REFERENCE_EXTENSION}`));
      const result: Result = {
        ...parsed,
        changed: 1,
        status: 'removed',
        reference: fromRoot(file),
        files: { reference: `pictures/${stem}.reference${REFERENCE_EXTENSION}` },
      };
      if (this.update) {
        await unlink(file);
        result.status = 'deleted';
      }
      this.push(result);
    }
  }

  /** After accepting: the fingerprint of every reference there is now, and of none gone (only with `update`). */
  async saveFingerprints(): Promise<void> {
    if (!this.update) throw new Error('fingerprints are written only when references are accepted');
    await this.fingerprints.save(referenceFiles(this.folders));
  }

  private push(result: Result): Result {
    this.results.push(result);
    return result;
  }
}

/** What a reference's file name says of it: `<story id>.<theme>-<width>.png` or `<view>-<width>-<theme>.png`. */
function parseReferenceName(file: string): Pick<Result, 'id' | 'view' | 'theme' | 'width'> {
  const name = basename(file, REFERENCE_EXTENSION);
  const story = /^(.+)\.(light|dark)-(\d+)$/.exec(name);
  if (story) return { id: story[1], theme: story[2] as Theme, width: Number(story[3]) };
  const page = /^(.+)-(\d+)-(light|dark)$/.exec(name);
  if (page) return { view: page[1], theme: page[3] as Theme, width: Number(page[2]) };
  return { view: name, theme: 'light', width: 0 };
}
