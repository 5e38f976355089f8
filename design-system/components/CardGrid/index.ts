export * from './CardGrid.tsx';
