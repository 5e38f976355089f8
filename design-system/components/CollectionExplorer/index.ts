export * from './CollectionExplorer.tsx';
