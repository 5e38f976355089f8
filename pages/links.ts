/**
 * Link-safe text the site builds or reads back: the playground's and the visit plan's links. Which
 * addresses may be followed is in safe-urls.ts (small, for the galleries every page may hold).
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
