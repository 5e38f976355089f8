import { style } from '@vanilla-extract/css';

export const figure = style({ margin: 0, display: 'grid', gap: '0.5rem', maxWidth: '56rem' });
export const video = style({ width: '100%', height: 'auto', background: '#000' });
export const audio = style({ width: '100%' });
