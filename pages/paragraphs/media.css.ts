import { style } from '@vanilla-extract/css';

export const figure = style({ margin: 0, display: 'grid', gap: '0.5rem', maxWidth: '56rem' });
// The frame is reserved before the poster or the video's metadata arrive: nothing below it moves (CLS 0).
export const video = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', background: '#000' });
export const audio = style({ width: '100%' });
