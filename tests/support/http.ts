/**
 * A plain HTTP GET with exactly the headers given. (fetch adds `Cache-Control: no-cache` to a request
 * that carries If-Modified-Since or If-None-Match, which rightly makes a server answer in full; a
 * browser revalidating its cache does not.)
 */
import { request } from 'node:http';
import { connect } from 'node:net';

export interface PlainResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export function plainGet(url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET'): Promise<PlainResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Sends `raw` bytes on a new connection and returns everything the server wrote until it closed the
 * connection (every request here asks it to, or is one it must refuse). The 30 s limit only keeps a
 * hung connection from hanging the run; it is never a measure of speed.
 */
export function rawRequest(port: number, raw: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const text = () => Buffer.concat(chunks).toString('latin1');
    // Only the server's closing resolves: a connection it leaves open fails the call.
    const safetyNet = setTimeout(
      () => socket.destroy(new Error(`no answer and no close within 30 s for ${JSON.stringify(String(raw).slice(0, 60))}`)),
      30_000,
    );
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNRESET' || err.code === 'EPIPE' ? undefined : reject(err)));
    socket.on('close', () => {
      clearTimeout(safetyNet);
      resolve(text());
    });
    socket.write(raw);
  });
}

/** At least 1,000 malformed or hostile requests: every method, broken targets, hostile headers. */
export function corpus(): string[] {
  const methods = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'CONNECT', 'PROPFIND', 'get', 'BREW'];
  const targets = [
    '//',
    '///',
    '//evil.example/phish',
    '/%2Fevil.example%2Fphish/',
    '/%5Cevil.example/',
    '/\\evil.example/',
    '/%E2%82%AC/',
    '/%00/',
    '/%00',
    '/%',
    '/%zz',
    '/%E2%82',
    '/%C0%AE%C0%AE/',
    '/..%2F..%2F..%2Fetc%2Fpasswd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/../../etc/passwd',
    '/./index',
    '/%0d%0aSet-Cookie:%20x=1/',
    '/a?%',
    '/?q=%FF%FE',
    '/en/%ff/',
    'http://evil.example/',
    'https://evil.example/%',
    'http://[::1',
    '*',
    'evil',
    '',
    `/${'a'.repeat(9000)}/`,
    `/${'%2F'.repeat(3000)}`,
    '/assets/../../package.json',
  ];
  const headerSets = [
    'Host: 127.0.0.1\r\n',
    'Host: evil.example\r\nRange: bytes=9-2\r\nIf-None-Match: *\r\nIf-Modified-Since: not a date\r\nAccept-Encoding: br;q=x, gzip;q=-1\r\n',
    `Host: 127.0.0.1\r\nX-Big: ${'x'.repeat(20_000)}\r\n`,
  ];
  const requests: string[] = [];
  for (const method of methods)
    for (const target of targets)
      for (const headers of headerSets) requests.push(`${method} ${target} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`);
  // Broken at the protocol level.
  const broken = [
    'GET / HTTP/1.1\r\nHost: a\r\nContent-Length: -1\r\n\r\n',
    'GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n',
    'GET / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    'GET /\u0001 HTTP/1.1\r\nHost: a\r\n\r\n',
    'GET / HTTP/1.1\r\nHost: a\r\nX: a\u0000b\r\n\r\n',
    'GET / HTTP/9.9\r\n\r\n',
    'GET /\r\n\r\n',
    '\r\n\r\nGET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n',
    'GET / HTTP/1.0\r\n\r\n',
    'NOT HTTP AT ALL\r\n\r\n',
    'GET / HTTP/1.1\r\nHost: a\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
    `GET / HTTP/1.1\r\n${'X-A: b\r\n'.repeat(3000)}\r\n`,
  ];
  return [...requests, ...broken];
}
