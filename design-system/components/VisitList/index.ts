export * from './VisitList.tsx';
