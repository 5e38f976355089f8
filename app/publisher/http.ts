/**
 * The publishing service's HTTP side:
 *   POST /hooks/publish  a signed event from the CMS: 202 once it is on disk; 200 for a delivery already
 *                        accepted (the same signature, or the same delivery id and event), with no new
 *                        build; 401 unsigned, wrongly signed, stale or a spent signature; 413 over 1 MB;
 *                        400 not what the hook schema says; 503 or 429 with Retry-After when it cannot
 *                        take more now (its disk is behind, or too many events wait for the next build)
 *   GET  /status         the state as JSON          } behind the read token: `Authorization: Bearer`,
 *   GET  /               the editors' status page   } or HTTP Basic with the token as the password
 *   POST /retry          the status page's "try again" on a build set aside (the token, and a form
 *                        token the page carries; refused from another site)
 *   GET  /health         "ok", for a load balancer or a supervisor (says nothing else)
 * Drafts are never served here: they have a listener of their own (./preview-http.ts).
 * Nothing is trusted before its signature or token is checked, and no request can stop the service.
 */
import { createHmac } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { json, listener, readBody, send } from './listener.ts';
import { formatContentError, parseJson, validatePublishHookDocument } from '../../pages/content/validate.ts';
import { plainPagePolicy } from '../serving/http-headers.ts';
import { answerProtocolEdges } from '../server/protocol-edges.ts';
import type { PreviewLoad } from './draft-client.ts';
import { MAX_HOOK_BYTES, type PublisherConfig } from './config.ts';
import type { Journal } from './journal.ts';
import type { Scheduler } from './scheduler.ts';
import { sameToken, signatureHeaders, timestampFresh, verifySignature } from './signature.ts';
import { STATUS_STYLE_HASH, statusPage, type StatusLanguage } from './status-page.tsx';

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

const unauthorised = (res: ServerResponse) =>
  json(
    res,
    401,
    { error: 'the status is behind a read token (PUBLISH_STATUS_TOKEN)' },
    { 'www-authenticate': 'Basic realm="Publishing status", charset="UTF-8"' },
  );

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

/** Hooks waiting for the disk at once, beyond which more are answered 503: the disk is behind. */
export const MAX_RECORDING = 64;
/** Events waiting for the next build (merged ones counted), beyond which more are answered 429. */
export const MAX_EVENTS_WAITING = 2000;
/** How often the signatures seen are pruned (not on each request: nothing is looked at before a signature holds). */
const PRUNE_EVERY_MS = 60_000;
/** The longest body of the status page's form. */
const MAX_FORM_BYTES = 4096;

/**
 * The token the status page's form carries: only who can read the page has it, and a page on another
 * site cannot read it, so a request forged from there (with the browser's saved credentials) lacks it.
 */
export const formToken = (config: Pick<PublisherConfig, 'secret' | 'statusToken'>) =>
  createHmac('sha256', config.secret).update(`form.${config.statusToken}`).digest('hex');

/** Seconds to wait before sending again while too many events wait: about one build, from the last ones' times. */
function retryAfterBuild(journal: Journal): number {
  const last = journal.state.history[0]?.seconds ?? 30;
  return Math.min(300, Math.max(5, Math.ceil(last)));
}

const noPreviews = (): PreviewLoad => ({ rendering: 0, waiting: 0 });

/** The service's own listener: hooks, the status page and its form, health. No draft is ever served here. */
export function publisherServer(
  config: PublisherConfig,
  journal: Journal,
  scheduler: Scheduler,
  previews: () => PreviewLoad = noPreviews,
): Server {
  const routes = new Routes(config, journal, scheduler, previews);
  const server = listener((req, res) => routes.handle(req, res));
  answerProtocolEdges(server, 'GET, HEAD, POST');
  const pruning = setInterval(() => journal.pruneSeen(Date.now()), PRUNE_EVERY_MS).unref();
  server.on('close', () => clearInterval(pruning));
  return server;
}

/** What the service answers, route by route. */
class Routes {
  /** Hooks accepted and waiting for their write to reach the disk. */
  private recording = 0;

  constructor(
    private readonly config: PublisherConfig,
    private readonly journal: Journal,
    private readonly scheduler: Scheduler,
    private readonly previews: () => PreviewLoad,
  ) {}

  async handle(req: IncomingMessage, res: ServerResponse) {
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
      return this.hook(req, res);
    }
    if (route === '/retry') {
      if (req.method !== 'POST') return json(res, 405, { error: 'POST only' }, { allow: 'POST' });
      return this.retry(req, res, url);
    }
    if (route === '/health')
      return read ? send(res, 200, 'ok\n', 'text/plain; charset=utf-8') : json(res, 405, { error: 'GET only' }, { allow: 'GET, HEAD' });
    if (route !== '/' && route !== '/status') return json(res, 404, { error: 'no such address' });
    if (!read) return json(res, 405, { error: 'GET only' }, { allow: 'GET, HEAD' });
    if (!authorised(req, this.config.statusToken)) return unauthorised(res);
    const { state } = this.journal;
    if (route === '/status')
      return json(res, 200, {
        running: state.running,
        waiting: state.waiting,
        retry: state.retry,
        history: state.history,
        previews: this.previews(),
      });
    const lang = languageOf(req, url);
    return send(res, 200, statusPage(state, lang, formToken(this.config)), 'text/html; charset=utf-8', {
      'content-security-policy': plainPagePolicy(STATUS_STYLE_HASH, "'self'"),
      'content-language': lang,
      vary: 'Accept-Language, Authorization',
    });
  }

  async hook(req: IncomingMessage, res: ServerResponse) {
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
    // A stale request is refused on its headers: its body is never read.
    const fresh = timestampFresh(signed.timestamp, Date.now());
    if (!fresh.ok) return json(res, 401, { error: fresh.reason }, { connection: 'close' });
    const body = await readBody(req, MAX_HOOK_BYTES);
    if (!body) return json(res, 413, { error: `the body is over ${MAX_HOOK_BYTES} bytes` }, { connection: 'close' });
    const now = Date.now();
    const verdict = verifySignature(this.config.secret, signed, body, now);
    if (!verdict.ok) return json(res, 401, { error: verdict.reason });
    const signature = { signature: verdict.signature, timestamp: signed.timestamp };
    // The same delivery again (a CMS or relay that missed the answer retries): answered as the first was, no new build.
    const again = this.journal.acceptedAs(signature.signature, null, 'publish');
    if (again) return json(res, 200, { accepted: again.id, duplicate: true });
    if (this.journal.hasSpent(signature.signature))
      return json(res, 401, { error: 'this signature was already used by a request that was not accepted (a replayed request)' });
    // Full: refused before the signature is spent, so the same request may be sent again as it is.
    if (this.recording >= MAX_RECORDING)
      return json(res, 503, { error: 'the service is recording other events: send this one again shortly' }, { 'retry-after': '1' });
    if (this.journal.eventsWaiting >= MAX_EVENTS_WAITING) {
      const after = retryAfterBuild(this.journal);
      return json(
        res,
        429,
        { error: `${MAX_EVENTS_WAITING} events wait for the next build: send this one again after it` },
        { 'retry-after': String(after) },
      );
    }
    // Signed: the signature is spent whatever the body says.
    const parsed = parseJson(body.toString('utf8'), 'hook');
    const checked = parsed.ok ? validatePublishHookDocument(parsed.value, 'hook') : parsed;
    if (!checked.ok) {
      this.journal.spend(signature.signature, signature.timestamp);
      await this.recorded();
      return json(res, 400, { error: 'the body is not a publishing event', problems: checked.errors.map(formatContentError) });
    }
    const hookEvent = checked.value;
    const delivered = this.journal.acceptedAs(signature.signature, hookEvent.id ?? null, hookEvent.event);
    if (delivered) {
      this.journal.spend(signature.signature, signature.timestamp);
      await this.recorded();
      return json(res, 200, { accepted: delivered.id, duplicate: true });
    }
    const trigger = this.journal.accept(
      { delivery: hookEvent.id ?? null, event: hookEvent.event, files: hookEvent.files ?? null, ...signature },
      new Date(now),
    );
    try {
      await this.recorded();
    } catch (err) {
      // Not on disk, so not accepted: the CMS sends it again.
      this.journal.withdraw(trigger);
      console.error('publisher: could not record an event', err);
      return json(res, 503, { error: 'the event could not be recorded; send it again' });
    }
    const running = this.journal.state.running;
    this.scheduler.kick();
    json(res, 202, { accepted: trigger.id, build: running ? 'after the build running now' : 'now' });
  }

  /** The state on disk with this request's change (a group commit: hooks arriving together share a write). */
  async recorded() {
    this.recording++;
    try {
      await this.journal.save();
    } finally {
      this.recording--;
    }
  }

  /** The status page's "try again": the events of a build set aside go back in the queue. */
  async retry(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (!authorised(req, this.config.statusToken)) return unauthorised(res);
    // A form posted from another site, with the browser's saved credentials: refused before anything is read.
    const fetchSite = req.headers['sec-fetch-site'];
    if (fetchSite !== undefined && fetchSite !== 'same-origin') return json(res, 403, { error: 'only the status page may ask for this' });
    const body = await readBody(req, MAX_FORM_BYTES);
    if (!body) return json(res, 413, { error: `the form is over ${MAX_FORM_BYTES} bytes` }, { connection: 'close' });
    const form = new URLSearchParams(body.toString('utf8'));
    if (!sameToken(form.get('form') ?? '', formToken(this.config)))
      return json(res, 403, { error: 'only the status page may ask for this' });
    const id = Number(form.get('build'));
    if (!Number.isInteger(id) || !this.journal.retry(id, new Date()))
      return json(res, 409, { error: 'that build has no events waiting for a person (tried again already, or unknown)' });
    await this.recorded();
    this.scheduler.kick();
    const lang = languageOf(req, url);
    send(res, 303, '', 'text/plain; charset=utf-8', { location: `./?lang=${lang}` });
  }
}
