export * from './FloorPlan.tsx';
