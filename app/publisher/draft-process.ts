/**
 * The draft renderer's own process (./draft-renderer.ts), started by the publishing service on the first preview
 * and kept while editors preview: the published build's server bundle, React and every view are loaded
 * here, not in the service, so the service stays small and a draft that breaks the renderer cannot stop
 * it. Asked over IPC: `{ id, file }` in, `{ id, answer }` out.
 * Usage (by the service): tsx app/publisher/draft-process.ts ROOT OUT [CMS_URL] TIMEOUT_MS
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_DIR } from '../site-build/bundle/bundle.ts';
import { ownName } from '../site-build/support/processes.ts';
import { DraftRenderer } from './draft-renderer.ts';

const [root, out, cmsUrl, timeout] = process.argv.slice(2);
const renderer = new DraftRenderer(root!, out!, cmsUrl || undefined, Number(timeout) || 15_000);
/** The renders under way, each with what cancels its read of the CMS (the editor's request is gone). */
const underWay = new Map<number, AbortController>();

process.on('message', (message: { id: number; file: string } | { cancel: number }) => {
  if ('cancel' in message) return void underWay.get(message.cancel)?.abort();
  const cancel = new AbortController();
  underWay.set(message.id, cancel);
  void renderer
    .render(message.file, cancel.signal)
    .catch((err: unknown) => renderer.failure(err))
    .then((answer) => {
      underWay.delete(message.id);
      process.send?.({ id: message.id, answer });
    });
});
// Let go by the service (another build was published, or it is stopping) or the service gone: this
// process ends, and the copy of the server bundle it ran goes with it.
const end = () => {
  rmSync(join(root!, '.build', ownName(SERVER_DIR)), { recursive: true, force: true });
  process.exit(0);
};
process.on('disconnect', end);
process.on('SIGTERM', end);
