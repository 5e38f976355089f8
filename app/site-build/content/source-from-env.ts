/** Where a build reads its content from, as the environment says: a CMS over HTTP, or a folder of files (the sample's dates moved). */
import { resolve } from 'node:path';
import { buildMoment } from '../support/build-moment.ts';
import { filesystemSource, httpSource, type ContentSource } from './content-source.ts';
import { sampleShiftOf, withSampleDates } from './sample-source.ts';

/**
 * The files in `dir`, their dates moved to the week of `at` (unix seconds) when the folder is a sample
 * that names its own moment (./sample-source.ts); throws, naming the file, when that file is malformed.
 */
export function folderSource(dir: string, cwd: string, at: number): ContentSource {
  const files = filesystemSource(dir, cwd);
  const shift = sampleShiftOf(dir, at, cwd);
  return shift ? withSampleDates(files, shift) : files;
}

/**
 * CMS_URL set: the CMS over HTTP, its content as it is (never moved); otherwise the files in CONTENT_DIR,
 * by default content/, as `folderSource` reads them at the build's moment.
 */
export function contentSourceFromEnv(
  contentDir: string,
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
  at: number = buildMoment(env),
): ContentSource {
  if (!env.CMS_URL) return folderSource(env.CONTENT_DIR ? resolve(cwd, env.CONTENT_DIR) : contentDir, cwd, at);
  const timeoutMs = env.CMS_TIMEOUT_MS ? Number(env.CMS_TIMEOUT_MS) : undefined;
  return httpSource(env.CMS_URL, { timeoutMs });
}
