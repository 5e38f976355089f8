/** A content-checking thread (check-pool.ts): checks each batch of documents it is sent and sends back what checking gave. */
import { parentPort, workerData } from 'node:worker_threads';
import type { RawDocument } from './content-source.ts';
import { checkPageDocument, type CheckSettings } from './check-document.ts';

const { settings } = workerData as { settings: CheckSettings };
parentPort!.on('message', (m: { id: number; docs: RawDocument[] }) => {
  parentPort!.postMessage({ id: m.id, checked: m.docs.map((doc) => checkPageDocument(doc, settings)) });
});
