/**
 * What a standby build (../standby.ts) works out from the published build's record while it waits for
 * its command (../publish/ahead.ts): the link table's index and the links to each page, the record's
 * documents and those read again every time, which drawings and pictures the pages show, the
 * collection's layout, the published data files read and checked row by row, the pages in the order an
 * edit lists them (./edit-delta.ts), and the keys (address, id, uuid) each document's page holds, by
 * assembling the record's documents (../content/page-assembly.ts); and a first fetch; and it loads the
 * published build's prerender bundle. Each runs over every
 * page or work of the site: at full scale together about a third of an edit's way to live, made here
 * before the editor saves. A step at a time, so that a command that comes meanwhile is not kept waiting
 * for the rest (the build makes what was not made ahead).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { LANGUAGES } from '../../../generated/types/constants.ts';
import type { BuildState } from '../publish/build-state.ts';
import { previousLinkTable } from '../publish/link-table.ts';
import { linkSources } from '../links/link-sources.ts';
import { liveRenderBundle } from './in-place.ts';
import { previousLayout } from '../collection/collections.ts';
import { previousWorkPages } from '../collection/changed-works.ts';
import { publishedData } from '../collection/data-files.ts';
import { prepareShown, todayDocuments } from './previous-build.ts';
import { recordedKeys } from '../content/page-assembly.ts';
import { recordedNames } from '../content/document-list.ts';
import { editBase } from './edit-delta.ts';

export async function prepareEditAhead(state: BuildState, live: string, root: string, stop: () => boolean): Promise<void> {
  let data: ReturnType<typeof publishedData.prepare> | undefined;
  const steps: (() => unknown)[] = [
    // Node's fetch loads its HTTP client on first use: the CMS's answers then do not wait for it.
    () => fetch('data:,').catch(() => undefined),
    () => recordedKeys.prepare(state.sources),
    () => editBase.prepare(state),
    () => liveRenderBundle.prepare(state, live, root),
    () => recordedNames.prepare(state.sources),
    () => todayDocuments.prepare(state.sources, state.todayPages),
    () => previousLinkTable.prepare(state.hrefs),
    () => linkSources.prepare(state.pages, state.hrefs),
    () => prepareShown(state.pages),
    () => previousLayout.prepare(state.works),
    () => previousWorkPages.prepare(state.works),
    () => (data = publishedData.prepare(state.works, live)),
    // A language's files at a time (the large languages' are tens of MB).
    ...LANGUAGES.map((lang) => () => data!.of(lang)),
  ];
  for (const step of steps) {
    await nextTurn();
    if (stop()) return;
    await step();
  }
}
