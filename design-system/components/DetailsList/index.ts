export * from './DetailsList.tsx';
