/**
 * The draft renderer's own process (./draft-renderer.ts), started by the publishing service on the first preview
 * and kept while editors preview: the published build's server bundle, React and every view are loaded
 * here, not in the service, so the service stays small and a draft that breaks the renderer cannot stop
 * it. Asked over IPC: `{ id, file }` in, `{ id, answer }` out.
 * Usage (by the service): tsx app/publisher/draft-process.ts ROOT OUT [CMS_URL] TIMEOUT_MS
 */
import { DraftRenderer } from './draft-renderer.ts';

const [root, out, cmsUrl, timeout] = process.argv.slice(2);
const renderer = new DraftRenderer(root!, out!, cmsUrl || undefined, Number(timeout) || 15_000);

process.on('message', (message: { id: number; file: string }) => {
  void renderer
    .render(message.file)
    .catch((err: unknown) => renderer.failure(err))
    .then((answer) => process.send?.({ id: message.id, answer }));
});
// The service gone (killed, restarted): this process goes with it.
process.on('disconnect', () => process.exit(0));
