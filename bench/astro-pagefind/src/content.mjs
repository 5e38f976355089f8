// Every published page document under CONTENT_DIR/pages (any depth), read once per build, as this
// site's build reads them from files.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

let pages;
export function allPages() {
  if (pages) return pages;
  const root = join(process.env.CONTENT_DIR, 'pages');
  const seen = new Set();
  pages = [];
  for (const f of readdirSync(root, { recursive: true })) {
    if (!String(f).endsWith('.json')) continue;
    const page = JSON.parse(readFileSync(join(root, String(f)), 'utf8'));
    if (page.isPublished === false || !page.url?.path || seen.has(page.url.path)) continue;
    seen.add(page.url.path);
    pages.push(page);
  }
  return pages;
}

/** Every piece of CMS HTML in the document ({ value: '<p>…' }), in document order. */
export function htmlFields(value, out = []) {
  if (Array.isArray(value)) for (const v of value) htmlFields(v, out);
  else if (value && typeof value === 'object') {
    if (typeof value.value === 'string' && value.value.includes('<')) out.push(value.value);
    else for (const [k, v] of Object.entries(value)) if (k !== 'translations' && k !== 'metas') htmlFields(v, out);
  }
  return out;
}
