/**
 * What both of the service's listeners share: bounded servers that answer every malformed request,
 * and answers that no cache keeps and no page frames.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

const SECURITY_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

export function send(res: ServerResponse, status: number, body: string, type: string, extra: Record<string, string> = {}) {
  res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': type, 'content-length': Buffer.byteLength(body), ...extra });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}
export const json = (res: ServerResponse, status: number, value: unknown, extra?: Record<string, string>) =>
  send(res, status, JSON.stringify(value, null, 2) + '\n', 'application/json; charset=utf-8', extra);

/** The body, up to `limit` bytes; null when it is longer (the rest is not read). */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
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

/** A listener of the service: bounded, answering every malformed request, its routes' failures a 500. */
export function listener(handle: (req: IncomingMessage, res: ServerResponse) => Promise<unknown>): Server {
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
  return server;
}
