/**
 * Checks page documents on more than one core. Parsing, validating and sanitising a document is most
 * of reading the content (≈ 0.1 ms each: 4 s of the whole museum's 7 s on one thread), and each is
 * independent of the others: worker threads take documents in small batches, and the calling thread
 * checks one itself whenever every thread has its fill, so it never waits on them and their queues stay
 * short. A result comes back as a structured clone (≈ 0.02 ms a document).
 */
import { Worker } from 'node:worker_threads';
import type { RawDocument } from './content-source.ts';
import { checkPageDocument, type CheckedDocument, type CheckSettings } from './check-document.ts';

/** Documents per message to a thread. */
export const CHECK_BATCH = 16;
/**
 * Batches a thread holds at once. This thread hears back only between documents (see loadContent), so
 * a thread's queue is deep enough to keep it busy meanwhile (whole museum, one thread besides this one:
 * 2 batches 6.3–6.9 s, 4 batches 5.9–6.4 s, 8 batches 5.4–5.8 s, against 7.2–7.3 s on this thread alone).
 */
const IN_FLIGHT = 8;

interface CheckPool {
  /** Checks `doc` on a thread with room, else on this one, and hands the result to `done`. */
  check(doc: RawDocument, done: (checked: CheckedDocument) => void): void;
  /** Resolves once every document handed over is checked (rejects if a thread failed). */
  drain(): Promise<void>;
  /** Stops the threads. */
  close(): Promise<void>;
}

interface Slot {
  worker: Worker;
  inFlight: Map<number, ((checked: CheckedDocument) => void)[]>;
}

/** `threads` threads checking documents as `checkPageDocument(doc, settings)` does. */
export function createCheckPool(threads: number, settings: CheckSettings = {}): CheckPool {
  let failure: Error | null = null;
  let nextId = 0;
  let drained: (() => void) | null = null;
  let failed: ((err: Error) => void) | null = null;
  const slots: Slot[] = Array.from({ length: threads }, () => {
    const slot: Slot = {
      worker: new Worker(new URL('./check-worker.mjs', import.meta.url), { workerData: { settings } }),
      inFlight: new Map(),
    };
    slot.worker.on('message', (m: { id: number; checked: CheckedDocument[] }) => {
      const dones = slot.inFlight.get(m.id)!;
      slot.inFlight.delete(m.id);
      m.checked.forEach((c, k) => dones[k]!(c));
      if (drained && slots.every((s) => s.inFlight.size === 0)) drained();
    });
    const fail = (err: Error) => {
      failure ??= err;
      failed?.(failure);
    };
    slot.worker.on('error', fail);
    slot.worker.on('exit', (code) => code !== 0 && fail(new Error(`a content-checking thread stopped with code ${code}`)));
    return slot;
  });
  let batch: { docs: RawDocument[]; dones: ((checked: CheckedDocument) => void)[] } = { docs: [], dones: [] };
  const send = (slot: Slot) => {
    const id = nextId++;
    slot.inFlight.set(id, batch.dones);
    slot.worker.postMessage({ id, docs: batch.docs });
    batch = { docs: [], dones: [] };
  };
  const withRoom = () => slots.find((s) => s.inFlight.size < IN_FLIGHT);
  return {
    check(doc, done) {
      if (failure) throw failure;
      const slot = withRoom();
      if (!slot) return done(checkPageDocument(doc, settings));
      batch.docs.push(doc);
      batch.dones.push(done);
      if (batch.docs.length >= CHECK_BATCH) send(slot);
    },
    drain() {
      if (batch.docs.length) {
        const slot = withRoom();
        if (slot) send(slot);
        else {
          batch.docs.forEach((d, k) => batch.dones[k]!(checkPageDocument(d, settings)));
          batch = { docs: [], dones: [] };
        }
      }
      return new Promise<void>((resolve, reject) => {
        if (failure) return reject(failure);
        if (slots.every((s) => s.inFlight.size === 0)) return resolve();
        drained = resolve;
        failed = reject;
      });
    },
    async close() {
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
