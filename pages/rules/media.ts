import type { MediaReference } from '../../generated/types/content.ts';

/** SPEC §3: a page has a media section only when a video entity or a gallery with entities exists. */
export function hasMedia(video: MediaReference | undefined | null, gallery: readonly MediaReference[] | undefined | null): boolean {
  return Boolean(video?.entity) || (gallery ?? []).some((m) => Boolean(m?.entity));
}

/** Showroom artists, unique by id, in first-seen order (SPEC §3). */
export function uniqueById<T extends { entity: { id: string } }>(items: readonly T[] | undefined): T[] {
  const seen = new Set<string>();
  return (items ?? []).filter((i) => (seen.has(i.entity.id) ? false : (seen.add(i.entity.id), true)));
}
