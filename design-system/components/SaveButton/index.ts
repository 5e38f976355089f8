export * from './SaveButton.tsx';
