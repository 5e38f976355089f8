export * from './Tag.tsx';
