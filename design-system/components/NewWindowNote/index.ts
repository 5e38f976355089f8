export * from './NewWindowNote.tsx';
