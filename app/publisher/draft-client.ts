/**
 * The service's side of the draft renderer: it asks the renderer's own process (./draft-process.ts) for
 * a draft and answers whatever comes back, or that nothing did. The service loads none of the
 * renderer's modules (views, paragraphs, the sanitiser): those live in that process only.
 *
 * Previews are bounded, so a leaked link replayed a few hundred times holds neither the service's
 * memory nor its hooks: at most `renders` drafts are asked of the renderer at once and `waiting` more
 * wait their turn (beyond them: 503 with Retry-After); the same draft asked again while it is being
 * rendered shares that render; a request that goes away takes its render with it (dropped from the
 * queue, or its read of the CMS cancelled); the renderer's heap is limited, and a renderer that
 * loaded an older build is let go once its renders are answered (a module loaded cannot be unloaded:
 * a new process is the only way its memory comes back).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_DATA_FILE } from '../serving/app-data.ts';
import { problem, type DraftAnswer } from './draft-answer.ts';

export interface DraftLimits {
  /** Drafts rendered at once. */
  renders: number;
  /** Drafts waiting for a render; over them, a preview is answered 503 at once. */
  waiting: number;
  /** The renderer's heap, in MiB (V8's --max-old-space-size). */
  heapMb: number;
}

/** Draft previews being rendered and waiting for a render, now (shown in the service's /status). */
export interface PreviewLoad {
  rendering: number;
  waiting: number;
}

/** A draft asked for: the requests waiting on it (shared by all that ask for the same file meanwhile). */
interface Job {
  file: string;
  answers: Set<(answer: DraftAnswer) => void>;
  /** Set once sent to a renderer: its message id and that renderer. */
  started?: boolean;
  id?: number;
  renderer?: Renderer;
  timer?: NodeJS.Timeout;
}

/** A renderer's process, the build it was started for, and the jobs it is rendering. */
interface Renderer {
  child: ChildProcess;
  buildHash: string | null;
  jobs: Map<number, Job>;
  retired: boolean;
}

/** Seconds a preview refused for the load is told to wait before it is asked again. */
const BUSY_RETRY_S = 5;

export class DraftClient {
  private renderer: Renderer | null = null;
  private next = 0;
  /** Jobs by file: those rendering and those waiting. */
  private readonly jobs = new Map<string, Job>();
  private readonly queue: Job[] = [];
  private rendering = 0;
  private idle: NodeJS.Timeout | undefined;

  constructor(
    private readonly root: string,
    private readonly out: string,
    private readonly cmsUrl: string | undefined,
    private readonly timeoutMs: number,
    private readonly limits: DraftLimits,
  ) {}

  /** Renders at once and drafts waiting, now (for the status and the tests). */
  get load(): PreviewLoad {
    return { rendering: this.rendering, waiting: this.queue.length };
  }

  /** The draft of `file`; `gone` aborts when whoever asked is no longer there. */
  render(file: string, gone?: AbortSignal): Promise<DraftAnswer> {
    if (gone?.aborted) return Promise.resolve(problem(503, 'cms', 'cancelled'));
    let job = this.jobs.get(file);
    if (!job) {
      if (this.rendering >= this.limits.renders && this.queue.length >= this.limits.waiting) return Promise.resolve(busy());
      job = { file, answers: new Set() };
      this.jobs.set(file, job);
      this.queue.push(job);
    }
    const shared = job;
    return new Promise<DraftAnswer>((done) => {
      shared.answers.add(done);
      gone?.addEventListener('abort', () => this.leave(shared, done), { once: true });
      void this.pump();
    });
  }

  /** Ends every renderer's process (the service is stopping). */
  close() {
    clearTimeout(this.idle);
    for (const job of [...this.jobs.values()]) this.finish(job, problem(503, 'notPublished', 'the service is stopping'));
    this.renderer?.child.kill();
    this.renderer = null;
  }

  /** A request gone: it is answered by no one; a job nobody waits for is dropped, or its render cancelled. */
  private leave(job: Job, done: (answer: DraftAnswer) => void) {
    // Answered already: nothing of it is left to drop.
    if (this.jobs.get(job.file) !== job) return;
    job.answers.delete(done);
    if (job.answers.size) return;
    if (!job.started) {
      this.queue.splice(this.queue.indexOf(job), 1);
      this.jobs.delete(job.file);
      return;
    }
    // Being sent: the pump sees nobody waits. Sent: its place is freed when the renderer answers (at once:
    // its read of the CMS is aborted).
    if (!job.renderer) return;
    try {
      job.renderer.child.send({ cancel: job.id });
    } catch {
      // Ended meanwhile: its exit answers the job.
    }
  }

  /** Sends waiting jobs to the renderer while fewer than `renders` are being rendered. */
  private async pump() {
    while (this.rendering < this.limits.renders && this.queue.length) {
      const job = this.queue.shift()!;
      job.started = true;
      this.rendering++;
      clearTimeout(this.idle);
      const renderer = await this.current().catch((err: unknown) => {
        console.error('publisher: the draft renderer could not start', err);
        return null;
      });
      if (!renderer || !job.answers.size) {
        this.finish(job, problem(503, 'notPublished', 'the draft renderer could not start'));
        continue;
      }
      const id = ++this.next;
      Object.assign(job, { id, renderer });
      renderer.jobs.set(id, job);
      // Never longer than the CMS may take and a render: an answer that does not come is a 504, not a hang.
      job.timer = setTimeout(
        () => this.finish(job, problem(504, 'cms', `no draft within ${(this.timeoutMs + RENDER_MS) / 1000} s`)),
        this.timeoutMs + RENDER_MS,
      );
      // A renderer that ended a moment ago (its exit not yet seen) cannot be asked: said at once, not thrown.
      try {
        renderer.child.send({ id, file: job.file });
      } catch {
        this.finish(job, problem(503, 'notPublished', 'the draft renderer stopped'));
      }
    }
  }

  /** Answers everyone waiting on `job` and frees its place. */
  private finish(job: Job, answer: DraftAnswer) {
    if (this.jobs.get(job.file) !== job) return;
    this.jobs.delete(job.file);
    clearTimeout(job.timer);
    for (const done of job.answers) done(answer);
    job.answers.clear();
    const renderer = job.renderer;
    if (job.started) this.rendering--;
    else this.queue.splice(this.queue.indexOf(job), 1);
    if (renderer) {
      renderer.jobs.delete(job.id!);
      if (renderer.retired && !renderer.jobs.size && renderer.child.connected) renderer.child.disconnect();
    }
    if (!this.jobs.size) this.idle = setTimeout(() => this.close(), IDLE_MS).unref();
    void this.pump();
  }

  /** The renderer for the build published now: the one running, or a new one when another build was published since it started. */
  private async current(): Promise<Renderer> {
    const buildHash = await readFile(join(this.out, APP_DATA_FILE), 'utf8')
      .then((t) => (JSON.parse(t) as { buildHash?: string }).buildHash ?? null)
      .catch(() => null);
    const running = this.renderer;
    if (running && running.buildHash === buildHash) return running;
    if (running) {
      running.retired = true;
      if (!running.jobs.size && running.child.connected) running.child.disconnect();
    }
    return (this.renderer = this.start(buildHash));
  }

  private start(buildHash: string | null): Renderer {
    const child = fork(
      join(this.root, 'app/publisher/draft-process.ts'),
      [this.root, this.out, this.cmsUrl ?? '', String(this.timeoutMs)],
      {
        cwd: this.root,
        execArgv: ['--import', 'tsx', `--max-old-space-size=${this.limits.heapMb}`],
        // The renderer reads the CMS, never the service's secrets.
        env: Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('PUBLISH_'))),
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    const renderer: Renderer = { child, buildHash, jobs: new Map(), retired: false };
    child.on('message', (m: { id: number; answer: DraftAnswer }) => {
      const job = renderer.jobs.get(m.id);
      if (job) this.finish(job, m.answer);
    });
    child.on('error', (err) => console.error('publisher: the draft renderer could not start', err));
    child.on('exit', () => {
      if (this.renderer === renderer) this.renderer = null;
      // Whatever it was rendering is answered: the editor can press Preview again.
      for (const job of [...renderer.jobs.values()]) this.finish(job, problem(503, 'notPublished', 'the draft renderer stopped'));
    });
    return renderer;
  }
}

/** The answer to a preview over the bounds: try again in a few seconds. */
function busy(): DraftAnswer {
  const answer = problem(503, 'busy');
  return { ...answer, headers: { ...answer.headers, 'retry-after': String(BUSY_RETRY_S) } };
}

/** The longest a render may take beyond reading the draft. */
const RENDER_MS = 15_000;
/** The renderer's process is let go after this long without a preview. */
const IDLE_MS = 10 * 60_000;
