export * from './Logo.tsx';
