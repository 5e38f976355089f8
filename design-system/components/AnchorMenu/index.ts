export * from './AnchorMenu.tsx';
