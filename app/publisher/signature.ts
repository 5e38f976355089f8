/**
 * Signed messages between the CMS and the publishing service, as GitHub and Stripe sign theirs:
 * HMAC-SHA256 with the shared secret over `<purpose>.<timestamp>.<raw body>`, sent as
 * `X-Hub-Signature-256: sha256=<hex>` with the timestamp (Unix seconds) in `X-Publish-Timestamp`.
 * The purpose (`hook` from the CMS, `callback` from the service; preview links sign
 * `preview.<file>.<expires>`) keeps a message made for one use from ever being valid for another: a
 * captured callback replayed at the hook is a wrong signature, not a request the schema happens to refuse.
 * The timestamp inside the signature bounds how long a captured request could be replayed; the
 * signatures seen within that window are remembered, so it cannot be replayed at all.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_WINDOW_S } from './config.ts';

const TIMESTAMP_HEADER = 'x-publish-timestamp';
const SIGNATURE_HEADER = 'x-hub-signature-256';

/** What a signed message is for: the CMS's hooks, and the service's callbacks to the CMS. */
type SignedPurpose = 'hook' | 'callback';

export function sign(secret: string, purpose: SignedPurpose, timestamp: number, body: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(`${purpose}.${timestamp}.`).update(body).digest('hex')}`;
}

/** The headers that sign `body` for `purpose` now (the service's callbacks, the tests' and the benchmark's hooks). */
export function signedHeaders(secret: string, purpose: SignedPurpose, body: string | Buffer, now = Date.now()): Record<string, string> {
  const timestamp = Math.floor(now / 1000);
  return { [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: sign(secret, purpose, timestamp, body) };
}

const SIGNATURE = /^sha256=[0-9a-f]{64}$/;
const TIMESTAMP = /^\d{1,12}$/;
/** The most signatures one request may carry: while the CMS rotates its secret it signs with both (Standard Webhooks). */
const MAX_SIGNATURES = 4;

/** A request's signature headers: its timestamp, and the one or more signatures it carries. */
interface SignedHeaders {
  timestamp: number;
  signatures: string[];
}

/**
 * Whether the request's signature headers are there and well formed (checked before its body is read):
 * a timestamp, and up to four `sha256=<hex>` signatures separated by spaces or commas.
 */
export function signatureHeaders(headers: Record<string, string | string[] | undefined>): SignedHeaders | null {
  const timestamp = headers[TIMESTAMP_HEADER];
  const header = headers[SIGNATURE_HEADER];
  if (typeof timestamp !== 'string' || !TIMESTAMP.test(timestamp)) return null;
  if (typeof header !== 'string') return null;
  const signatures = header
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (!signatures.length || signatures.length > MAX_SIGNATURES || !signatures.every((s) => SIGNATURE.test(s))) return null;
  return { timestamp: Number(timestamp), signatures };
}

export type Verdict = { ok: true } | { ok: false; reason: string };

/** Whether two signatures are the same, in time that does not depend on where they differ. */
const sameSignature = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Whether a request's timestamp is within the window around `now` (ms): asked from its headers, before its body is read. */
export function timestampFresh(timestamp: number, now: number): Verdict {
  return Math.abs(now / 1000 - timestamp) > SIGNATURE_WINDOW_S
    ? { ok: false, reason: `the timestamp is more than ${SIGNATURE_WINDOW_S / 60} minutes from the service's clock` }
    : { ok: true };
}

/**
 * Whether `body` was signed with `secret` for a hook at `timestamp` (by any of the signatures it
 * carries), within the window around `now` (ms); the signature that holds names the request from then
 * on (its replays). Whether it was seen before is asked after (by the caller, which knows what was
 * accepted): nothing the service remembers is looked at for a request that is not signed. The reasons
 * are for the service's log and the sender, and say nothing of the secret.
 */
export function verifySignature(
  secret: string,
  { timestamp, signatures }: SignedHeaders,
  body: Buffer,
  now: number,
): { ok: true; signature: string } | { ok: false; reason: string } {
  const expected = sign(secret, 'hook', timestamp, body);
  // Every one compared, so the time taken does not say which matched.
  const matching = signatures.filter((s) => sameSignature(s, expected));
  if (!matching.length) return { ok: false, reason: 'the signature does not match the body' };
  const fresh = timestampFresh(timestamp, now);
  return fresh.ok ? { ok: true, signature: matching[0]! } : fresh;
}

/**
 * A preview link's signature: HMAC-SHA256 over `preview.<file>.<expires>` (Unix seconds), so a link
 * names one page and one time limit, and is never a valid hook or callback.
 */
export const signPreview = (secret: string, file: string, expires: number) =>
  `sha256=${createHmac('sha256', secret).update(`preview.${file}.${expires}`).digest('hex')}`;

/** Whether a preview link's signature is the one for its file and time limit (its expiry is checked apart). */
export const previewSigned = (secret: string, file: string, expires: number, signature: string) =>
  sameSignature(signature.toLowerCase(), signPreview(secret, file, expires));

/** Whether `given` is `token`, in time that does not depend on where they differ. */
export function sameToken(given: string, token: string): boolean {
  const a = createHmac('sha256', 'token').update(given).digest();
  const b = createHmac('sha256', 'token').update(token).digest();
  return timingSafeEqual(a, b);
}
