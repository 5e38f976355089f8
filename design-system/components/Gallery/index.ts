export * from './Gallery.tsx';
