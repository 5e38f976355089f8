/**
 * Production's topology for tests: a media host over HTTPS, as the CMS's files host (a CDN) serves them,
 * with a certificate from a test certificate authority made by `openssl` when the test runs (nothing
 * kept in the repository), and the content's files moved onto it.
 *
 * Node is told to trust the authority with NODE_EXTRA_CA_CERTS; Chromium, with the host certificate's
 * public key (`--ignore-certificate-errors-spki-list`), so each trusts that host and nothing more.
 */
import { execFileSync } from 'node:child_process';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import send from 'send';

export interface TestAuthority {
  /** The authority's certificate (PEM file), for NODE_EXTRA_CA_CERTS. */
  caFile: string;
  key: Buffer;
  cert: Buffer;
  /** The base64 SHA-256 of the host certificate's public key, as Chromium's SPKI list names it. */
  spki: string;
}

const openssl = (dir: string, ...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });

/** A certificate authority and a certificate it signed for 127.0.0.1 and localhost, made in `dir`. */
export async function makeTestAuthority(dir: string): Promise<TestAuthority> {
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(
    dir,
    'req',
    '-x509',
    ...ec,
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-days',
    '2',
    '-subj',
    '/CN=Museo test authority',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  );
  openssl(dir, 'req', ...ec, '-keyout', 'host.key', '-out', 'host.csr', '-subj', '/CN=127.0.0.1');
  await writeFile(
    join(dir, 'host.ext'),
    'subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\n',
  );
  openssl(
    dir,
    'x509',
    '-req',
    '-in',
    'host.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'host.pem',
    '-days',
    '2',
    '-extfile',
    'host.ext',
  );
  const publicKey = openssl(dir, 'x509', '-in', 'host.pem', '-pubkey', '-noout');
  const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey });
  const spki = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString('base64');
  return { caFile: join(dir, 'ca.pem'), key: await readFile(join(dir, 'host.key')), cert: await readFile(join(dir, 'host.pem')), spki };
}

export interface MediaHost {
  /** https://127.0.0.1:<port> */
  url: string;
  /** Every path asked for, in order. */
  requests: string[];
  close(): void;
}

/**
 * The files of `root` over HTTPS, as a media host must serve them for the site (docs/serving.md): ranges
 * and entity tags (send), and CORS for any origin, so captions, tiles and pictures read by scripts load.
 */
export async function serveMediaHost(root: string, tls: TestAuthority): Promise<MediaHost> {
  const requests: string[] = [];
  const server = createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    const path = new URL(req.url ?? '/', 'https://host').pathname;
    requests.push(path);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Timing-Allow-Origin', '*');
    send(req, path, { root })
      .on('error', (err: { status?: number }) => res.writeHead(err.status ?? 500).end())
      .pipe(res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => (server.closeAllConnections(), server.close()),
  };
}

/**
 * Moves the files of the content folder's pages onto the media host: every `/media/…` address in a page
 * becomes `<host>/…` (the host serves the media folder as its root), and the site configuration names
 * the host. The configuration's own files (the partners' logos) stay under /media/, served by the CMS.
 */
export async function moveMediaToHost(content: string, host: string): Promise<void> {
  const pages = join(content, 'pages');
  for (const name of (await readdir(pages, { recursive: true })).filter((f) => f.endsWith('.json'))) {
    const text = await readFile(join(pages, name), 'utf8');
    await writeFile(join(pages, name), text.replaceAll('"/media/', `"${host}/`));
  }
  const config = join(content, 'site/config.json');
  const site = JSON.parse(await readFile(config, 'utf8')) as { mediaHost: string };
  site.mediaHost = host;
  await writeFile(config, JSON.stringify(site));
}
