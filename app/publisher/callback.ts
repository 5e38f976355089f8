/**
 * The build's outcome POSTed to PUBLISH_CALLBACK_URL, signed as the hooks are (signature.ts, the same
 * secret), so the CMS can show its editors "live" or the error next to what they saved.
 */
import { formatContentError } from '../../pages/content/content-error.ts';
import type { PublisherConfig } from './config.ts';
import { isLiveOutcome, type BuildRecord, type Frozen } from './records.ts';
import { signedHeaders } from './signature.ts';

const CALLBACK_TIMEOUT_MS = 10_000;

/** The callback's body: what the CMS needs to tell each editor whether their save is live. */
function callbackBody(record: Frozen<BuildRecord>) {
  return {
    build: record.id,
    live: isLiveOutcome(record.outcome),
    outcome: record.outcome,
    // Its events wait for a person (tried too often, or the service stopped during them too often in a
    // row): they are built again only once someone presses "try again" on the status page.
    setAside: record.attention?.state === 'waiting',
    // Every event the build covers, those merged into another while too many waited among them.
    events: record.triggers.flatMap((t) => [
      ...(t.merged ?? []).map((m) => ({ id: m.id, delivery: m.delivery, event: t.event, files: t.files })),
      { id: t.id, delivery: t.delivery, event: t.event, files: t.files },
    ]),
    startedAt: record.startedAt,
    endedAt: record.endedAt,
    pages: record.pages,
    errors: record.errors.map((e) => ({
      file: e.source,
      pointer: e.pointer,
      expected: e.expected,
      found: e.found,
      message: formatContentError(e),
    })),
    failure: record.failure,
    retryAt: record.retryAt,
  };
}

/** Sends it; returns what became of it, for the record. */
export async function sendCallback(config: PublisherConfig, record: Frozen<BuildRecord>): Promise<NonNullable<BuildRecord['callback']>> {
  const body = JSON.stringify(callbackBody(record));
  try {
    const res = await fetch(config.callbackUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedHeaders(config.secret, 'callback', body) },
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
    });
    await res.body?.cancel();
    return { delivered: res.ok, detail: `HTTP ${res.status}` };
  } catch (err) {
    const e = err as Error;
    return { delivered: false, detail: e.name === 'TimeoutError' ? `no answer within ${CALLBACK_TIMEOUT_MS / 1000} s` : e.message };
  }
}
