export * from './SearchBox.tsx';
