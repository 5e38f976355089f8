/** /preview's loader: documents on this site only (CSP connect-src 'self'), with failures worded for editors. */
import type { PreviewSourceLoader } from '../../pages/routes/preview-source.tsx';

export const fetchPreviewSource: PreviewSourceLoader = async (src) => {
  let url: URL;
  try {
    url = new URL(src, window.location.origin);
  } catch {
    return { source: src, expects: ['url'], finds: ['literal', JSON.stringify(src)] };
  }
  if (url.origin !== window.location.origin) return { source: src, expects: ['sameSiteUrl'], finds: ['literal', url.origin] };
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' } });
    return res.ok
      ? { source: url.href, text: await res.text() }
      : { source: url.href, expects: ['http200'], finds: ['httpStatus', res.status] };
  } catch (err) {
    return { source: url.href, expects: ['answer'], finds: ['networkError', (err as Error).message] };
  }
};
