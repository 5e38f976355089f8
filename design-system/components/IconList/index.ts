export * from './IconList.tsx';
