/**
 * Draft preview: an editor's unpublished revision, shown as visitors will see it once published. The
 * service checks the link (./draft-link.ts) and asks the renderer's own process (./draft-process.ts,
 * through ./draft-client.ts), which runs this: the draft read from the CMS and checked
 * (./draft-source.ts), rendered with the published build (./published-build.ts) as a page of its own
 * (./draft-page.ts). Nothing is written anywhere: the draft exists only in the answer, which no cache
 * or search engine keeps, and its links go to the live site.
 */
import { failureProblem, problem, type DraftAnswer } from './draft-answer.ts';
import { draftDocument } from './draft-page.ts';
import { checkDraft, fetchDraft } from './draft-source.ts';
import { publishedBuildHash, readPublishedBuild, type PublishedBuild } from './published-build.ts';

export class DraftRenderer {
  private published: Promise<PublishedBuild> | null = null;

  constructor(
    private readonly root: string,
    private readonly out: string,
    private readonly cmsUrl: string | undefined,
    private readonly timeoutMs: number,
  ) {}

  /** The published build, read again when another one has been published since. */
  private async publishedBuild(): Promise<PublishedBuild> {
    const buildHash = await publishedBuildHash(this.out);
    const kept = await this.published?.catch(() => null);
    if (kept?.buildHash === buildHash) return kept;
    this.published = readPublishedBuild(this.root, this.out, buildHash);
    return this.published;
  }

  /** What a draft that could not be rendered (a bug, a damaged published build) answers: the reason, to the editor. */
  failure(err: unknown): DraftAnswer {
    return failureProblem(500, 'notPublished', `${(err as Error).stack ?? String(err)}`);
  }

  /** The draft of `file`, rendered, or a page that says why not; `cancel` stops its read of the CMS. */
  async render(file: string, cancel?: AbortSignal): Promise<DraftAnswer> {
    if (!this.cmsUrl) return problem(503, 'noCms');
    const fetched = await fetchDraft(this.cmsUrl, file, this.timeoutMs, cancel);
    if ('answer' in fetched) return fetched.answer;
    let published: PublishedBuild;
    try {
      published = await this.publishedBuild();
    } catch (err) {
      return failureProblem(503, 'notPublished', `the published build could not be read: ${(err as Error).message}`);
    }
    const checked = await checkDraft(published, { out: this.out, cmsUrl: this.cmsUrl }, file, fetched.draft.text);
    if ('answer' in checked) return checked.answer;
    return draftDocument(published, checked.page, fetched.draft.revised, this.cmsUrl);
  }
}
