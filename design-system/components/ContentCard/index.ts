export * from './ContentCard.tsx';
