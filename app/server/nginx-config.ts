/**
 * The nginx configuration that serves a build the way `npm start` does (static-server.ts), made from
 * the same rules: the content types, what compresses, the cache lifetimes and the document-only
 * headers of http-headers.ts, and the security headers of the build's own `_headers`. Clean URLs
 * (/a/b → a/b.html), a trailing slash redirected to a path on this site only, the 404 page of the
 * address's language, /404 and /500 with their status, no dotfile, `_headers` or precompressed copy
 * served directly, GET and HEAD only, Brotli or gzip (the build's copies of hashed assets, the rest
 * compressed on the fly), and slow clients cut off.
 *
 * Atomic publish: `root` is the `dist` symlink the build switches; nginx resolves it on every request
 * (no open_file_cache), so each response comes from one whole build.
 */
import { PREFIXED_LANGUAGES } from '../../generated/types/constants.ts';
import { COMPRESSIBLE, CROSS_ORIGIN, HSTS, IMMUTABLE_FOLDERS, TYPES, cacheControlFor, isSubresource } from '../serving/http-headers.ts';

export interface NginxOptions {
  /** The published site: the `dist` symlink (or folder) nginx serves. */
  root: string;
  /** `listen` parameters: a port, or address:port. */
  listen: string;
  /** The security headers every document gets (the build's `_headers`, read by parseHeadersFile). */
  headers: Record<string, string>;
  /** Whether this server is reached over HTTPS (directly or behind a proxy that says so): sends HSTS. */
  https?: boolean;
}

/**
 * A value as an nginx string. nginx expands `$name` inside strings and has no escape for it: a value
 * with a `$` (a header from `_headers`, a folder name) is refused rather than written as a variable.
 */
const quote = (value: string) => {
  if (value.includes('$') || [...value].some((c) => c.charCodeAt(0) < 32))
    throw new Error(`nginx configuration: ${JSON.stringify(value)} cannot be written as a plain string`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
};
const MIME = (type: string) => type.split(';')[0]!.trim();

/** Extensions of files a browser never shows as a document (the document-only headers stay off them). */
const subresourceExtensions = () =>
  Object.keys(TYPES)
    .concat(['.pf_meta', '.pf_index', '.pf_fragment', '.pf_filter', '.pagefind'])
    .filter((ext) => isSubresource(`/x${ext}`))
    .map((ext) => ext.slice(1).replace(/\./g, '\\.'));

/** The `http { }` level part: the maps that choose headers per address (a map cannot sit in a server). */
export function nginxHttpConfig({ headers, https = false }: NginxOptions): string {
  const documentOnly = Object.entries(headers).filter(([name]) =>
    /^(content-security-policy|referrer-policy|permissions-policy)$/i.test(name),
  );
  const lines = [
    `# Documents (pages, SVG, XML, PDF, /sw.js) get the CSP and the other document headers; scripts, data,`,
    `# fonts, images, media and search files do not (the page that loads them is governed by its own).`,
    `map $uri $museo_document {`,
    `  default 1;`,
    `  /sw.js 1;`,
    `  ~*\\.(${subresourceExtensions().join('|')})$ 0;`,
    `}`,
    ...documentOnly.flatMap(([, value], i) => [
      `map $museo_document $museo_doc_header_${i} {`,
      `  1 ${quote(value)};`,
      `  default "";`,
      `}`,
    ]),
    `map $uri $museo_cache_control {`,
    `  default ${quote(cacheControlFor('/'))};`,
    ...IMMUTABLE_FOLDERS.map((folder) => `  ~^${folder.replace(/\//g, '\\/')} ${quote(cacheControlFor(`${folder}x`))};`),
    `}`,
    // Another site's viewer may read the IIIF manifests and tiles (an empty value sends no header).
    `map $uri $museo_cross_origin {`,
    `  default "";`,
    ...CROSS_ORIGIN.map((c) => `  ${quote(c.nginx)} "*";`),
    `}`,
    `map $http_x_forwarded_proto $museo_hsts {`,
    `  default ${https ? quote(HSTS) : '""'};`,
    `  ~*^https ${quote(HSTS)};`,
    `}`,
  ];
  return lines.join('\n');
}

/** Types, compression, timeouts: inside the server block, so they sit beside a distribution's own http settings. */
function serverSettings(): string[] {
  const byType = new Map<string, string[]>();
  for (const [ext, type] of Object.entries(TYPES)) byType.set(MIME(type), [...(byType.get(MIME(type)) ?? []), ext.slice(1)]);
  // text/html is always compressed by both modules; listing it again is an error.
  const compressible = [...new Set([...COMPRESSIBLE].map((ext) => MIME(TYPES[ext] ?? 'text/plain')))].filter((t) => t !== 'text/html');
  // The types sent with `charset=utf-8` (text/html always is).
  const charsetTypes = [
    ...new Set(
      Object.values(TYPES)
        .filter((t) => /charset=utf-8/.test(t))
        .map(MIME),
    ),
  ].filter((t) => t !== 'text/html');
  return [
    `types {`,
    ...[...byType].map(([type, exts]) => `  ${type} ${exts.join(' ')};`),
    `  application/octet-stream pf_meta pf_index pf_fragment pf_filter pagefind;`,
    `}`,
    `default_type application/octet-stream;`,
    `charset_types ${charsetTypes.join(' ')};`,
    `gzip on;`,
    `gzip_vary on;`,
    `gzip_min_length 256;`,
    `gzip_comp_level 6;`,
    `gzip_types ${compressible.join(' ')};`,
    `gzip_static on;`,
    `brotli on;`,
    `brotli_comp_level 5;`,
    `brotli_min_length 256;`,
    `brotli_types ${compressible.join(' ')};`,
    `brotli_static on;`,
    ``,
    `# Slow or idle clients do not hold connections: headers within 15 s (else 408), bodies are never read.`,
    `client_header_timeout 15s;`,
    `client_body_timeout 15s;`,
    `client_max_body_size 1k;`,
    `keepalive_timeout 5s;`,
    `send_timeout 30s;`,
    `server_tokens off;`,
    `open_file_cache off;`,
    `disable_symlinks off;`,
  ];
}

/** The `server { }` block. */
export function nginxServerConfig({ root, listen, headers }: NginxOptions): string {
  // Languages with a path prefix, each with its own 404 page.
  const languages = PREFIXED_LANGUAGES;
  const documentOnly = Object.entries(headers).filter(([name]) =>
    /^(content-security-policy|referrer-policy|permissions-policy)$/i.test(name),
  );
  const always = Object.entries(headers).filter(([name]) => !documentOnly.some(([d]) => d === name));
  // add_header in a location replaces the server's: every location that adds one includes them all.
  const headerLines = [
    ...documentOnly.map(([name], i) => `add_header ${name} $museo_doc_header_${i} always;`),
    ...always.map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    `add_header Strict-Transport-Security $museo_hsts always;`,
    `add_header Access-Control-Allow-Origin $museo_cross_origin always;`,
  ];
  const indent = (lines: string[], n: number) => lines.map((l) => (l ? ' '.repeat(n) + l : l));
  // In each location that serves files (not at server level, where an error page's internal redirect
  // would meet them again): addresses that decode to a separator, a backslash or a control character
  // are not found, never redirected; a trailing slash goes to the same address without it, on this site.
  const refused = [`if ($request_uri ~* "%2f|%5c|%00|%0a|%0d") { return 404; }`, `if ($uri ~ "^//|\\\\\\\\") { return 404; }`];
  const served = [...refused, `rewrite "^(/.*[^/])/+$" $1 permanent;`, `try_files $uri.html $uri =404;`];
  return [
    `server {`,
    `  listen ${listen};`,
    `  root ${quote(root)};`,
    `  absolute_redirect off;`,
    `  charset utf-8;`,
    ...indent(serverSettings(), 2),
    `  merge_slashes off;`,
    `  max_ranges 1;`,
    ...indent(headerLines, 2),
    `  add_header Cache-Control $museo_cache_control always;`,
    ``,
    `  # GET and HEAD only.`,
    `  if ($request_method !~ ^(GET|HEAD)$) { return 405; }`,

    `  error_page 404 /404.html;`,
    `  error_page 500 502 503 504 /500.html;`,
    `  error_page 405 = @method_not_allowed;`,
    `  location @method_not_allowed {`,
    `    add_header Allow "GET, HEAD" always;`,
    ...indent(headerLines, 4),
    `    return 405;`,
    `  }`,
    `  location = / { try_files /index.html =404; }`,
    `  location = /404 { return 404; }`,
    `  location = /500 { return 500; }`,
    `  location = /404.html { internal; add_header Cache-Control "no-store" always; ${headerLines.join(' ')} }`,
    `  location = /500.html { internal; add_header Cache-Control "no-store" always; ${headerLines.join(' ')} }`,
    `  # Never served directly: dotfiles (the build's records), the host files, precompressed copies.`,
    `  location ~ "(^|/)\\." { return 404; }`,
    `  location ~ "^/_(headers|redirects)$" { return 404; }`,
    `  location ~ "\\.(br|gz)$" { return 404; }`,
    `  location ~ "\\.page-data\\.json$" { return 404; }`,
    `  # A page's data is one file, page-data/{path}.page-data.json (the folder of a build from before, after it).`,
    `  location ~ "^/page-data/(?<museo_page>.+)/page-data\\.json$" {`,
    ...indent(refused, 4),
    `    try_files /page-data/$museo_page.page-data.json $uri =404;`,
    `  }`,
    ...languages.flatMap((lang) => [
      `  location = /${lang}/404 { error_page 404 /${lang}/404.html; return 404; }`,
      `  location = /${lang}/500 { return 500; }`,
      `  location = /${lang}/404.html { internal; add_header Cache-Control "no-store" always; ${headerLines.join(' ')} }`,
      `  location ^~ /${lang}/ {`,
      `    error_page 404 /${lang}/404.html;`,
      ...indent(served, 4),
      `  }`,
    ]),
    `  location / {`,
    ...indent(served, 4),
    `  }`,
    `}`,
  ].join('\n');
}

/** A whole nginx.conf around the site, for a machine (or a test) that runs nginx for this site only. */
export function nginxStandaloneConfig(options: NginxOptions & { prefix: string; modules?: readonly string[]; user?: string }): string {
  return [
    `# Generated by npm run deploy:nginx: edit the rules in app/server/, not here.`,
    ...(options.modules ?? []).map((m) => `load_module ${m};`),
    ...(options.user ? [`user ${options.user};`] : []),
    `worker_processes 1;`,
    `pid ${options.prefix}/nginx.pid;`,
    `error_log ${options.prefix}/error.log warn;`,
    `events { worker_connections 512; }`,
    `http {`,
    `  access_log off;`,
    `  client_body_temp_path ${options.prefix}/client_body;`,
    `  proxy_temp_path ${options.prefix}/proxy;`,
    `  fastcgi_temp_path ${options.prefix}/fastcgi;`,
    `  uwsgi_temp_path ${options.prefix}/uwsgi;`,
    `  scgi_temp_path ${options.prefix}/scgi;`,
    ...nginxHttpConfig(options)
      .split('\n')
      .map((l) => (l ? `  ${l}` : l)),
    ...nginxServerConfig(options)
      .split('\n')
      .map((l) => `  ${l}`),
    `}`,
    ``,
  ].join('\n');
}
