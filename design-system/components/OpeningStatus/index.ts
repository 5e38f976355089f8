export * from './OpeningStatus.tsx';
