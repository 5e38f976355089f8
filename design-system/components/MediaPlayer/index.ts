export * from './MediaPlayer.tsx';
