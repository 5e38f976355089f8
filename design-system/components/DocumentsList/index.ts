export * from './DocumentsList.tsx';
