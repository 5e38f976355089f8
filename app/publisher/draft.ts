/**
 * Draft preview: an editor's unpublished revision, shown as visitors will see it once published. The CMS's
 * Preview button opens `GET /draft?file=<page file>&expires=<unix s>&signature=sha256=<hex>` (signed
 * over `preview.<file>.<expires>`, ./signature.ts); the service reads `$CMS_URL/drafts/<file>`, checks
 * it as the build checks a page (validation, HTML sanitised, media addresses) and renders it with the
 * published build's own server bundle, settings and shared data: its template, styles and scripts,
 * the header, menus, footer and language switcher as they are live. Nothing is written anywhere: the
 * draft exists only in the answer, which no cache or search engine keeps, and its links go to the live site.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { cp, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES, type Language } from '../../generated/types/constants.ts';
import type { SiteChromeData } from '../../pages/chrome/site-chrome.ts';
import { escapeHtml } from '../../design-system/html/escape-html.ts';
import type { ContentError } from '../../pages/content/content-error.ts';
import { validatePublishHookDocument } from '../../pages/content/validate.ts';
import type { SitePage } from '../../pages/routes/search-route.ts';
import { isImage } from '../../pages/content/media-addresses.ts';
import { languageHome } from '../../pages/routes/language-path.ts';
import { readManifest, bundleSettings, SSR_DIR } from '../site-build/bundle/bundle.ts';
import { checkPageDocument } from '../site-build/content/check-document.ts';
import {
  renderPageHtml,
  pageDataFileFor,
  provideRenderData,
  type RenderSettings,
  type ServerBundle,
} from '../site-build/render/render-pages.ts';
import { publishedProgramme } from '../site-build/render/programme.ts';
import { STATE_FILE } from '../site-build/publish/build-state.ts';
import { securityHeaders } from '../server/http-headers.ts';
import { previewSigned } from './signature.ts';
import { DRAFT_NOTICE_STYLE, DRAFT_NOTICE_STYLE_HASH, draftNotice, draftProblemPage } from './draft-pages.ts';

/** The longest a preview link may be valid for: a link is for looking now, not a standing address. */
const MAX_PREVIEW_S = 24 * 3600;

/** What the service answers to a preview link. */
interface DraftAnswer {
  status: number;
  html: string;
  headers: Record<string, string>;
}

/** Never kept by a cache, never indexed, and the signed link never sent on as a Referer. */
const PRIVATE_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow', 'referrer-policy': 'no-referrer' };

const problem = (status: number, kind: Parameters<typeof draftProblemPage>[0], detail?: string | ContentError[]): DraftAnswer => ({
  status,
  html: draftProblemPage(kind, detail),
  headers: {
    ...PRIVATE_HEADERS,
    'content-security-policy': `default-src 'none'; style-src ${DRAFT_NOTICE_STYLE_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  },
});

/**
 * The link's own checks, before anything is read: a page file as the CMS's page list names one (the hook
 * schema's rule), a time limit not passed and not too far, and the signature over both.
 */
export function checkPreviewLink(params: URLSearchParams, secret: string, now: number): { file: string } | DraftAnswer {
  const file = params.get('file') ?? '';
  const expires = Number(params.get('expires'));
  const signature = params.get('signature') ?? '';
  if (!validatePublishHookDocument({ event: 'publish', files: [file] }, 'preview link').ok) return problem(400, 'file', file);
  if (!Number.isInteger(expires) || !previewSigned(secret, file, expires, signature)) return problem(403, 'signature');
  if (expires < now / 1000) return problem(410, 'expired');
  if (expires > now / 1000 + MAX_PREVIEW_S) return problem(403, 'bounds');
  return { file };
}

/** What a draft is rendered with, from the published build (read again when another build is published). */
interface Published {
  buildHash: string;
  ssr: ServerBundle;
  settings: RenderSettings;
  chrome: Partial<Record<Language, SiteChromeData>>;
}

/**
 * The published build's render settings and server bundle. The bundle is run from a copy under the
 * project (`.build/server-<pid>/<build>`, as a build runs it: its imports resolve to the project's
 * packages; the folder of a process that died is removed by the next build's sweep).
 */
async function readPublished(root: string, out: string, buildHash: string): Promise<Published> {
  const json = async <T>(rel: string) => JSON.parse(await readFile(join(out, rel), 'utf8')) as T;
  // The record's start: `{"version":…,"code":…,"settingsHash":…,"renderedAt":N,` (written first, build-state.ts).
  const start = (await readFile(join(out, STATE_FILE), 'utf8')).slice(0, 400);
  const renderedAt = Number(/"renderedAt":(\d+)/.exec(start)?.[1]);
  if (!renderedAt) throw new Error(`${join(out, STATE_FILE)}: no render time`);
  // Each language's shared data (menus, footer, languages) is its home page's static query.
  const queries: RenderSettings['queries'] = {};
  const chrome: Published['chrome'] = {};
  for (const lang of LANGUAGES) {
    const home = await json<{ staticQueryHashes: string[] }>(pageDataFileFor(languageHome(lang))).catch(() => null);
    const hash = home?.staticQueryHashes[0];
    if (!hash) continue;
    const sq = await json<{ data: { chrome: SiteChromeData } }>(`page-data/sq/d/${hash}.json`);
    queries[lang] = { hash, chrome: sq.data.chrome };
    chrome[lang] = sq.data.chrome;
  }
  // A fresh copy of the module for each build (its file is replaced in place when one is published).
  const serverDir = join(root, '.build', `server-${process.pid}`, buildHash);
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

export class DraftRenderer {
  private published: Promise<Published> | null = null;

  constructor(
    private readonly root: string,
    private readonly out: string,
    private readonly cmsUrl: string | undefined,
    private readonly timeoutMs: number,
  ) {}

  private async publishedBuild(): Promise<Published> {
    const { buildHash } = JSON.parse(await readFile(join(this.out, 'page-data', 'app-data.json'), 'utf8')) as { buildHash: string };
    const kept = await this.published?.catch(() => null);
    if (kept?.buildHash === buildHash) return kept;
    this.published = readPublished(this.root, this.out, buildHash);
    return this.published;
  }

  /** What a draft that could not be rendered (a bug, a damaged published build) answers: the reason, to the editor. */
  failure(err: unknown): DraftAnswer {
    return problem(500, 'notPublished', (err as Error).message);
  }

  /** The draft of `file`, rendered, or a page that says why not. */
  async render(file: string): Promise<DraftAnswer> {
    if (!this.cmsUrl) return problem(503, 'noCms');
    const url = `${this.cmsUrl.replace(/\/+$/, '')}/drafts/${file.split('/').map(encodeURIComponent).join('/')}`;
    let res: Response;
    try {
      res = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(this.timeoutMs), headers: { accept: 'application/json' } });
    } catch (err) {
      return problem(502, 'cms', `${url}: ${(err as Error).message}`);
    }
    if (res.status === 404) return (await res.body?.cancel(), problem(404, 'noDraft', file));
    if (!res.ok) return (await res.body?.cancel(), problem(502, 'cms', `${url}: HTTP ${res.status}`));
    const text = await res.text();
    const revised = res.headers.get('last-modified');
    let published: Published;
    try {
      published = await this.publishedBuild();
    } catch (err) {
      return problem(503, 'notPublished', (err as Error).message);
    }
    // Checked as the build checks a page: the same validators, sanitiser and media rules, the same words.
    const es = published.chrome.es;
    const checked = checkPageDocument({ source: `drafts/${file}`, text }, { mediaHost: es?.media.host, buildings: es?.buildings });
    if (!checked.ok) return problem(422, 'invalid', checked.errors);
    if (checked.mediaErrors?.length) return problem(422, 'invalid', checked.mediaErrors);
    const page = checked.page as SitePage;
    if (!published.settings.queries[page.language.id]) return problem(422, 'language', page.language.id);
    await givePublishedSizes(this.out, page, this.cmsUrl);
    return this.answer(published, page, revised);
  }

  private answer({ ssr, settings, chrome }: Published, page: SitePage, revised: string | null): DraftAnswer {
    const { html, head } = renderPageHtml(ssr, page, settings);
    const lang = page.language.id;
    const live = settings.siteUrl.replace(/\/+$/, '');
    // What the runtime hydrates from (it fetches no page data for a draft): the page as checked, its chrome, its head.
    const tags = head.tags.filter((t) => t.attrs.name !== 'robots');
    const data = JSON.stringify({ path: '/draft', page, chrome: chrome[lang], head: { ...head, tags } }).replace(/</g, '\\u003c');
    const document = html
      .replace('<meta charset="utf-8">', '<meta charset="utf-8">\n<meta name="robots" content="noindex, nofollow">')
      .replace('<head>', `<head>\n<style>${DRAFT_NOTICE_STYLE}</style>`)
      .replace(/<meta name="robots" content="[^"]*" data-head>\n?/g, '')
      .replace(/<script type="module"/, `<script type="application/json" id="draft-page">${data}</script>\n<script type="module"`)
      .replace('<body>', `<body>\n${draftNotice(revised)}`)
      // Links to the site's pages go to the live site (the draft is on the service's address).
      // (A function, not a replacement string: `$` in the site's address must stay a `$`.)
      .replace(/(<a\b[^>]*?\shref=")\/(?!\/)/g, (_, start: string) => `${start}${escapeHtml(live)}/`);
    const media = chrome[lang]?.media;
    const cms = this.cmsUrl ? ` ${new URL(this.cmsUrl).origin}` : '';
    const csp = securityHeaders({ mediaHost: media?.host, imageService: media?.iiifImageService })
      ['Content-Security-Policy']!.replace(/style-src ([^;]*)/, `style-src $1 ${DRAFT_NOTICE_STYLE_HASH}`)
      .replace(/img-src ([^;]*)/, `img-src $1${cms}`)
      .replace(/media-src ([^;]*)/, `media-src $1${cms}`)
      .replace("frame-ancestors 'self'", "frame-ancestors 'none'");
    return {
      status: 200,
      html: document,
      headers: { ...PRIVATE_HEADERS, 'content-security-policy': csp, 'content-language': lang },
    };
  }
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

/**
 * The service's side of the draft renderer: a process of its own (./draft-process.ts), started on the first
 * preview, let go after IDLE_MS without one (its memory returned), started again should it end.
 */
export class DraftClient {
  private child: ChildProcess | null = null;
  private next = 0;
  private readonly waiting = new Map<number, (answer: DraftAnswer) => void>();
  private idle: NodeJS.Timeout | undefined;

  constructor(
    private readonly root: string,
    private readonly out: string,
    private readonly cmsUrl: string | undefined,
    private readonly timeoutMs: number,
  ) {}

  render(file: string): Promise<DraftAnswer> {
    const child = this.process();
    const id = ++this.next;
    clearTimeout(this.idle);
    return new Promise<DraftAnswer>((done) => {
      // Never longer than the CMS may take and a render: an answer that does not come is a 504, not a hang.
      const timer = setTimeout(
        () => this.settle(id, problem(504, 'cms', `no draft within ${(this.timeoutMs + RENDER_MS) / 1000} s`)),
        this.timeoutMs + RENDER_MS,
      );
      this.waiting.set(id, (answer) => {
        clearTimeout(timer);
        done(answer);
      });
      // A renderer that ended a moment ago (its exit not yet seen) cannot be asked: said at once, not thrown.
      try {
        child.send({ id, file });
      } catch {
        this.settle(id, problem(503, 'notPublished', 'the draft renderer stopped'));
      }
    });
  }

  /** Ends the renderer's process (the service is stopping). */
  close() {
    clearTimeout(this.idle);
    this.child?.kill();
    this.child = null;
  }

  private settle(id: number, answer: DraftAnswer) {
    const done = this.waiting.get(id);
    if (!done) return;
    this.waiting.delete(id);
    done(answer);
    if (!this.waiting.size) this.idle = setTimeout(() => this.close(), IDLE_MS).unref();
  }

  private process(): ChildProcess {
    if (this.child) return this.child;
    const child = fork(
      join(this.root, 'app/publisher/draft-process.ts'),
      [this.root, this.out, this.cmsUrl ?? '', String(this.timeoutMs)],
      {
        cwd: this.root,
        execArgv: ['--import', 'tsx'],
        // The renderer reads the CMS, never the service's secrets.
        env: Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('PUBLISH_'))),
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    child.on('message', (m: { id: number; answer: DraftAnswer }) => this.settle(m.id, m.answer));
    child.on('error', (err) => console.error('publisher: the draft renderer could not start', err));
    child.on('exit', () => {
      if (this.child === child) this.child = null;
      // Whatever it was rendering is answered: the editor can press Preview again.
      for (const id of [...this.waiting.keys()]) this.settle(id, problem(503, 'notPublished', 'the draft renderer stopped'));
    });
    this.child = child;
    return child;
  }
}

/** The longest a render may take beyond reading the draft. */
const RENDER_MS = 15_000;
/** The renderer's process is let go after this long without a preview. */
const IDLE_MS = 10 * 60_000;
