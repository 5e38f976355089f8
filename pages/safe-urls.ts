/**
 * Addresses read from content or from the address bar that the site may put in a link: checked here,
 * in one place, for the visit list, the search results and the image downloads.
 */

/** A path of this site: /…, never //host, no backslash, space or control character. */
export const isSitePath = (v: unknown): v is string =>
  typeof v === 'string' && v.startsWith('/') && !v.startsWith('//') && !/[\s\\]/.test(v) && ![...v].some((c) => c.charCodeAt(0) < 32);

/** A picture's address that may be a link's target: a path of this site or https (never javascript:, data:, //host). */
export const isSafeMediaUrl = (v: unknown): v is string => typeof v === 'string' && /^(\/(?!\/)|https:\/\/)/.test(v) && !/[\s\\]/.test(v);
