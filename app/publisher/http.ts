/**
 * The publishing service's HTTP side:
 *   POST /hooks/publish  a signed event from the CMS: 202 once it is on disk; 200 for a delivery already
 *                        accepted (the same signature, or the same delivery id and event), with no new
 *                        build; 401 unsigned, wrongly signed or stale; 413 over 1 MB; 400 not what the hook schema says
 *   GET  /status         the state as JSON          } behind the read token: `Authorization: Bearer`,
 *   GET  /               the editors' status page   } or HTTP Basic with the token as the password
 *   GET  /health         "ok", for a load balancer or a supervisor (says nothing else)
 * Nothing is trusted before its signature or token is checked, and no request can stop the service.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { formatContentError, parseJson, validatePublishHookDocument } from '../../pages/content/validate.ts';
import { answerProtocolEdges } from '../server/protocol-edges.ts';
import { MAX_HOOK_BYTES, type PublisherConfig } from './config.ts';
import type { Journal } from './journal.ts';
import type { Scheduler } from './scheduler.ts';
import { sameToken, signatureHeaders, verifySignature } from './signature.ts';
import { STATUS_STYLE_HASH, statusPage, type StatusLanguage } from './status-page.tsx';

const SECURITY_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

function send(res: ServerResponse, status: number, body: string, type: string, extra: Record<string, string> = {}) {
  res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': type, 'content-length': Buffer.byteLength(body), ...extra });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}
const json = (res: ServerResponse, status: number, value: unknown, extra?: Record<string, string>) =>
  send(res, status, JSON.stringify(value, null, 2) + '\n', 'application/json; charset=utf-8', extra);

/** The body, up to `limit` bytes; null when it is longer (the rest is not read). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        resolve(null);
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The language of the status page: ?lang=, else the first of the browser's that is Spanish or English, else Spanish. */
function languageOf(req: IncomingMessage, url: URL): StatusLanguage {
  const asked = url.searchParams.get('lang');
  if (asked === 'es' || asked === 'en') return asked;
  for (const part of (req.headers['accept-language'] ?? '').split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'es' || tag === 'en') return tag;
  }
  return 'es';
}

function authorised(req: IncomingMessage, token: string): boolean {
  const header = req.headers.authorization ?? '';
  const [scheme = '', value = ''] = header.split(' ', 2);
  if (scheme.toLowerCase() === 'bearer') return sameToken(value, token);
  if (scheme.toLowerCase() === 'basic') {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    return sameToken(decoded.slice(decoded.indexOf(':') + 1), token);
  }
  return false;
}

export function publisherServer(config: PublisherConfig, journal: Journal, scheduler: Scheduler): Server {
  const server = createServer({ requestTimeout: 30_000, headersTimeout: 15_000, maxHeaderSize: 16 * 1024 }, (req, res) => {
    handle(req, res).catch((err: unknown) => {
      console.error('publisher: request failed', err);
      if (!res.headersSent) json(res, 500, { error: 'the service could not answer this request' });
      else res.destroy();
    });
  });
  // A client that stops reading or sending cannot hold a connection for long, nor many clients all of them.
  server.keepAliveTimeout = 5_000;
  server.maxConnections = 256;
  answerProtocolEdges(server, 'GET, HEAD, POST');

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://publisher');
    } catch {
      return json(res, 400, { error: 'the request target is not a path' });
    }
    const route = url.pathname;
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (route === '/hooks/publish') {
      if (req.method !== 'POST') return json(res, 405, { error: 'POST only' }, { allow: 'POST' });
      return hook(req, res);
    }
    if (route === '/health')
      return read ? send(res, 200, 'ok\n', 'text/plain; charset=utf-8') : json(res, 405, { error: 'GET only' }, { allow: 'GET, HEAD' });
    if (route !== '/' && route !== '/status') return json(res, 404, { error: 'no such address' });
    if (!read) return json(res, 405, { error: 'GET only' }, { allow: 'GET, HEAD' });
    if (!authorised(req, config.statusToken))
      return json(
        res,
        401,
        { error: 'the status is behind a read token (PUBLISH_STATUS_TOKEN)' },
        {
          'www-authenticate': 'Basic realm="Publishing status", charset="UTF-8"',
        },
      );
    const { state } = journal;
    if (route === '/status')
      return json(res, 200, { running: state.running, waiting: state.waiting, retry: state.retry, history: state.history });
    const lang = languageOf(req, url);
    return send(res, 200, statusPage(state, lang), 'text/html; charset=utf-8', {
      'content-security-policy': `default-src 'none'; style-src ${STATUS_STYLE_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      'content-language': lang,
      vary: 'Accept-Language, Authorization',
    });
  }

  async function hook(req: IncomingMessage, res: ServerResponse) {
    // Refused before the body is read: too long by its own account, or not signed at all.
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_HOOK_BYTES) return json(res, 413, { error: `the body is over ${MAX_HOOK_BYTES} bytes` }, { connection: 'close' });
    const signed = signatureHeaders(req.headers);
    if (!signed)
      return json(
        res,
        401,
        { error: 'the request is not signed (X-Publish-Timestamp and X-Hub-Signature-256: sha256=<hex>)' },
        { connection: 'close' },
      );
    const body = await readBody(req, MAX_HOOK_BYTES);
    if (!body) return json(res, 413, { error: `the body is over ${MAX_HOOK_BYTES} bytes` }, { connection: 'close' });
    const now = Date.now();
    journal.pruneSeen(now);
    // The same delivery again (a CMS or relay that missed the answer retries): answered as the first was, no new build.
    const again =
      verifySignature(config.secret, signed, body, now, () => false).ok && journal.acceptedAs(signed.signature, null, 'publish');
    if (again) return json(res, 200, { accepted: again.id, duplicate: true });
    const verdict = verifySignature(config.secret, signed, body, now, (s) => s in journal.state.seen);
    if (!verdict.ok) return json(res, 401, { error: verdict.reason });
    // Signed: the signature is spent whatever the body says.
    journal.state.seen[signed.signature] = signed.timestamp;
    const parsed = parseJson(body.toString('utf8'), 'hook');
    const checked = parsed.ok ? validatePublishHookDocument(parsed.value, 'hook') : parsed;
    if (!checked.ok) {
      await journal.save();
      return json(res, 400, { error: 'the body is not a publishing event', problems: checked.errors.map(formatContentError) });
    }
    const hookEvent = checked.value;
    const delivered = journal.acceptedAs(signed.signature, hookEvent.id ?? null, hookEvent.event);
    if (delivered) {
      await journal.save();
      return json(res, 200, { accepted: delivered.id, duplicate: true });
    }
    const trigger = {
      id: randomUUID(),
      delivery: hookEvent.id ?? null,
      event: hookEvent.event,
      files: hookEvent.files ?? null,
      receivedAt: new Date(now).toISOString(),
      signature: signed.signature,
    };
    journal.addWaiting(trigger);
    try {
      await journal.save();
    } catch (err) {
      // Not on disk, so not accepted: the CMS sends it again.
      journal.state.waiting = journal.state.waiting.filter((t) => t !== trigger);
      delete journal.state.seen[signed.signature];
      console.error('publisher: could not record an event', err);
      return json(res, 503, { error: 'the event could not be recorded; send it again' });
    }
    const running = journal.state.running;
    scheduler.kick();
    json(res, 202, { accepted: trigger.id, build: running ? 'after the build running now' : 'now' });
  }

  return server;
}
