/**
 * An editor's draft as the CMS serves it (`$CMS_URL/drafts/<file>`), checked as the build checks a page:
 * the same validators, sanitiser and media rules, the same words. Its pictures get the sizes the
 * published build made of them, or are shown from their masters at the CMS.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isImage } from '../../pages/content/media-addresses.ts';
import type { SitePage } from '../../pages/routes/search-route.ts';
import { checkPageDocument } from '../site-build/content/check-document.ts';
import { pageDataFileFor } from '../site-build/render/render-pages.ts';
import { failureProblem, problem, type DraftAnswer } from './draft-answer.ts';
import type { PublishedBuild } from './published-build.ts';

/** A draft as the CMS sent it: its text, and when it was last revised (its Last-Modified). */
interface DraftText {
  text: string;
  revised: string | null;
}

/** The largest draft read from the CMS: a page's JSON is a few kilobytes, the largest of the collection's under 200 KiB. */
const MAX_DRAFT_BYTES = 4 * 1024 * 1024;

/**
 * The draft of `file` from the CMS at `cmsUrl`, or the answer that says why there is none. Read within
 * `timeoutMs`, at most MAX_DRAFT_BYTES of it, and dropped as soon as `cancel` aborts.
 */
export async function fetchDraft(
  cmsUrl: string,
  file: string,
  timeoutMs: number,
  cancel?: AbortSignal,
): Promise<{ draft: DraftText } | { answer: DraftAnswer }> {
  const url = `${cmsUrl.replace(/\/+$/, '')}/drafts/${file.split('/').map(encodeURIComponent).join('/')}`;
  const signal = cancel ? AbortSignal.any([AbortSignal.timeout(timeoutMs), cancel]) : AbortSignal.timeout(timeoutMs);
  let res: Response;
  try {
    res = await fetch(url, { redirect: 'error', signal, headers: { accept: 'application/json' } });
  } catch (err) {
    // Whoever asked is gone: nobody reads this answer, and nothing failed.
    if (cancel?.aborted) return { answer: problem(503, 'cms', 'cancelled') };
    return { answer: failureProblem(502, 'cms', `${url}: ${(err as Error).message}`) };
  }
  if (res.status === 404) return (await res.body?.cancel(), { answer: problem(404, 'noDraft', file) });
  if (!res.ok) return (await res.body?.cancel(), { answer: failureProblem(502, 'cms', `${url}: HTTP ${res.status}`) });
  const tooLarge = { answer: problem(502, 'tooLarge', `${file}: más de ${MAX_DRAFT_BYTES / 1024 / 1024} MB`) };
  if (Number(res.headers.get('content-length')) > MAX_DRAFT_BYTES) return (await res.body?.cancel(), tooLarge);
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of (res.body ?? []) as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      // Leaving the loop cancels the rest of the body.
      if (size > MAX_DRAFT_BYTES) return tooLarge;
      chunks.push(chunk);
    }
  } catch (err) {
    return { answer: failureProblem(502, 'cms', `${url}: ${(err as Error).message}`) };
  }
  return { draft: { text: Buffer.concat(chunks).toString('utf8'), revised: res.headers.get('last-modified') } };
}

/** The draft checked as a page of the published build, its pictures sized; or the answer that says what is wrong with it. */
export async function checkDraft(
  published: PublishedBuild,
  { out, cmsUrl }: { out: string; cmsUrl: string },
  file: string,
  text: string,
): Promise<{ page: SitePage } | { answer: DraftAnswer }> {
  const es = published.chrome.es;
  const checked = checkPageDocument({ source: `drafts/${file}`, text }, { mediaHost: es?.media.host, buildings: es?.buildings });
  if (!checked.ok) return { answer: problem(422, 'invalid', checked.errors) };
  if (checked.mediaErrors?.length) return { answer: problem(422, 'invalid', checked.mediaErrors) };
  const page = checked.page as SitePage;
  if (!published.settings.queries[page.language.id]) return { answer: problem(422, 'language', page.language.id) };
  await givePublishedSizes(out, page, cmsUrl);
  return { page };
}

/**
 * The pictures of the draft the published build has sizes of (the same address on the page as it is
 * live) get those sizes; any other is shown from its master, at the CMS (the build makes its sizes
 * when the page is published).
 */
async function givePublishedSizes(out: string, page: SitePage, cmsUrl: string) {
  const live = await readFile(join(out, pageDataFileFor(page.url.path)), 'utf8')
    .then((t) => JSON.parse(t) as unknown)
    .catch(() => null);
  const known = new Map<string, Record<string, unknown>>();
  for (const image of imagesIn(live)) if (image.renditions) known.set(String(image.url), image);
  for (const image of imagesIn(page)) {
    const sized = known.get(String(image.url));
    delete image.renditions;
    if (sized) Object.assign(image, { width: sized.width, height: sized.height, renditions: sized.renditions });
    else if (String(image.url).startsWith('/media/')) image.url = `${cmsUrl.replace(/\/+$/, '')}${String(image.url)}`;
  }
}

function imagesIn(node: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(node)) for (const v of node) imagesIn(v, found);
  else if (node && typeof node === 'object') {
    if (isImage(node as Record<string, unknown>)) found.push(node as Record<string, unknown>);
    for (const v of Object.values(node)) if (v && typeof v === 'object') imagesIn(v, found);
  }
  return found;
}
