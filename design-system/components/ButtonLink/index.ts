export * from './ButtonLink.tsx';
