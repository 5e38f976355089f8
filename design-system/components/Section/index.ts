export * from './Section.tsx';
