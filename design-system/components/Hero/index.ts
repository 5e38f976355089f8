export * from './Hero.tsx';
