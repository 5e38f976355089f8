export * from './Subscribe.tsx';
