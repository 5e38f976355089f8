export * from './TeaserGrid.tsx';
