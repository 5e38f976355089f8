export * from './FacetGroup.tsx';
