export * from './Quote.tsx';
