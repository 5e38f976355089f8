/**
 * Whether an address is on another origin than the page's. The site writes its own files as paths
 * (`/media/…`, `/pictures/…`) and another host's as absolute `http(s)://` addresses (the media host, an
 * IIIF image server), so an absolute address is another origin's — on the server too, where there is
 * no page address to compare with. In the browser, an absolute address to the page's own origin is not.
 */
export function crossesOrigin(address: string | undefined): boolean {
  if (!address || !/^https?:\/\//i.test(address)) return false;
  if (typeof location === 'undefined') return true;
  try {
    return new URL(address).origin !== location.origin;
  } catch {
    return true;
  }
}
