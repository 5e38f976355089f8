/**
 * A plain HTTP GET with exactly the headers given. (fetch adds `Cache-Control: no-cache` to a request
 * that carries If-Modified-Since or If-None-Match, which rightly makes a server answer in full; a
 * browser revalidating its cache does not.)
 */
import { request } from 'node:http';

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
