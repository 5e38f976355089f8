export * from './StatusMessage.tsx';
