/**
 * sharp (libvips), loaded the first time the build encodes a picture or draws a share card. Loading it
 * costs about 0.15 s of CPU; a check, or an edit whose pictures and cards are all kept, makes none and
 * does not pay for it.
 */
import type sharpModule from 'sharp';

let loading: Promise<typeof sharpModule> | undefined;

export const loadSharp = (): Promise<typeof sharpModule> => (loading ??= import('sharp').then((m) => m.default));
