/**
 * Addresses and link-safe text the site builds or reads back: shared by the playground's and the
 * visit plan's links, the visit list and the image rights.
 */

/** Bytes as base64url (letters, digits, '-' and '_': safe in any address, kept by Storybook's args). */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** base64url back to bytes (throws on text that is not base64). */
export function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** A path of this site: /…, never //host, no backslash, space or control character. */
export const isSitePath = (v: unknown): v is string =>
  typeof v === 'string' && v.startsWith('/') && !v.startsWith('//') && !/[\s\\]/.test(v) && ![...v].some((c) => c.charCodeAt(0) < 32);

/** A picture's address that may be a link's target: a path of this site or https (never javascript:, data:, //host). */
export const isSafeMediaUrl = (v: unknown): v is string => typeof v === 'string' && /^(\/(?!\/)|https:\/\/)/.test(v) && !/[\s\\]/.test(v);
