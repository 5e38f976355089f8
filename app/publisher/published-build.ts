/**
 * What a draft is rendered with: the published build's own server bundle, render settings and shared
 * data (the header, menus, footer and language switcher as they are live), read from the output folder
 * and read again when another build is published.
 */
import { cp, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES, type Language } from '../../generated/types/constants.ts';
import type { SiteChromeData } from '../../pages/chrome/site-chrome.ts';
import { languageHome } from '../../pages/routes/language-path.ts';
import { staticQueryUrl } from '../runtime/page-data.ts';
import { APP_DATA_FILE } from '../serving/app-data.ts';
import { bundleSettings, readManifest, SERVER_DIR, SSR_DIR } from '../site-build/bundle/bundle.ts';
import { pageDataFileFor, provideRenderData, type RenderSettings, type ServerBundle } from '../site-build/render/render-pages.ts';
import { publishedProgramme } from '../site-build/render/programme.ts';
import { readBuildStateHead, STATE_FILE } from '../site-build/publish/record-head.ts';
import { ownName } from '../site-build/support/processes.ts';

export interface PublishedBuild {
  buildHash: string;
  ssr: ServerBundle;
  settings: RenderSettings;
  chrome: Partial<Record<Language, SiteChromeData>>;
}

/** The build hash of the site published in `out` (its app data file). */
export async function publishedBuildHash(out: string): Promise<string> {
  return (JSON.parse(await readFile(join(out, APP_DATA_FILE), 'utf8')) as { buildHash: string }).buildHash;
}

/**
 * The published build's render settings and server bundle. The bundle is run from a copy under the
 * project (`.build/server-<mark>/<build>`, as a build runs it: its imports resolve to the project's
 * packages; the folder of a process that died is removed by the next build's sweep).
 */
export async function readPublishedBuild(root: string, out: string, buildHash: string): Promise<PublishedBuild> {
  const json = async <T>(rel: string) => JSON.parse(await readFile(join(out, rel), 'utf8')) as T;
  const renderedAt = (await readBuildStateHead(out))?.renderedAt;
  if (!renderedAt) throw new Error(`${join(out, STATE_FILE)}: no render time`);
  // Each language's shared data (menus, footer, languages) is its home page's static query.
  const queries: RenderSettings['queries'] = {};
  const chrome: PublishedBuild['chrome'] = {};
  for (const lang of LANGUAGES) {
    const home = await json<{ staticQueryHashes: string[] }>(pageDataFileFor(languageHome(lang))).catch(() => null);
    const hash = home?.staticQueryHashes[0];
    if (!hash) continue;
    const sq = await json<{ data: { chrome: SiteChromeData } }>(staticQueryUrl(hash).slice(1));
    queries[lang] = { hash, chrome: sq.data.chrome };
    chrome[lang] = sq.data.chrome;
  }
  // A fresh copy of the module for each build (its file is replaced in place when one is published).
  const serverDir = join(root, '.build', ownName(SERVER_DIR), buildHash);
  await cp(join(out, SSR_DIR), serverDir, { recursive: true });
  const ssr = (await import(pathToFileURL(join(serverDir, 'entry-server.js')).href)) as ServerBundle;
  // Today's programme as published (the home and visit pages show it): a draft of them shows it too.
  provideRenderData(ssr, { programme: await publishedProgramme(out) });
  const manifest = await readManifest(out);
  const settings: RenderSettings = {
    siteUrl: chrome.es?.siteUrl ?? '',
    ...bundleSettings(manifest),
    buildHash,
    renderedAt,
    queries,
  };
  return { buildHash, ssr, settings, chrome };
}
