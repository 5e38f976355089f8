/**
 * An address as a reader elsewhere needs it (structured data, feeds, a shared link): one already
 * absolute as it is, a site path after the site's own address.
 */
export const absoluteUrl = (siteUrl: string, address: string) => (/^https?:\/\//i.test(address) ? address : siteUrl + address);

/**
 * An address as a client that needs a valid URI reads it (a IIIF viewer, a data download's reader): as
 * absoluteUrl, with a site path's own characters (accents, spaces) percent-encoded.
 */
export const absoluteUri = (siteUrl: string, address: string) =>
  /^https?:\/\//i.test(address) ? address : absoluteUrl(siteUrl, encodeURI(address));
