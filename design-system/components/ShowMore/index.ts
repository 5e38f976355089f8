export * from './ShowMore.tsx';
