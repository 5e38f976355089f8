/**
 * The service's side of the draft renderer: it asks the renderer's own process (./draft-process.ts) for
 * a draft and answers whatever comes back, or that nothing did. The service loads none of the
 * renderer's modules (views, paragraphs, the sanitiser): those live in that process only.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { problem, type DraftAnswer } from './draft-answer.ts';

/**
 * The draft renderer's process, seen from the service: a process of its own (./draft-process.ts), started on the first
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
