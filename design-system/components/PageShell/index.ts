export * from './PageShell.tsx';
