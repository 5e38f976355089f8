/**
 * An address as a reader elsewhere needs it (structured data, feeds, a shared link): one already
 * absolute as it is, a site path after the site's own address.
 */
export const absoluteUrl = (siteUrl: string, address: string) => (/^https?:\/\//i.test(address) ? address : siteUrl + address);
