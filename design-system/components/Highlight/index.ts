export * from './Highlight.tsx';
