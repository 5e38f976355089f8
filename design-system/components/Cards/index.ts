export * from './Cards.tsx';
