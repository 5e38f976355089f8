/** /preview's loader: documents on this site only (CSP connect-src 'self'), with failures worded for editors. */
import type { PreviewSourceLoader } from '../../pages/routes/preview-source.tsx';

export const fetchPreviewSource: PreviewSourceLoader = async (src) => {
  let url: URL;
  try {
    url = new URL(src, window.location.origin);
  } catch {
    return { source: src, expected: 'a URL', found: JSON.stringify(src) };
  }
  if (url.origin !== window.location.origin) return { source: src, expected: 'a URL on this site', found: url.origin };
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' } });
    return res.ok ? { source: url.href, text: await res.text() } : { source: url.href, expected: 'HTTP 200', found: `HTTP ${res.status}` };
  } catch (err) {
    return { source: url.href, expected: 'an answer', found: (err as Error).message };
  }
};
