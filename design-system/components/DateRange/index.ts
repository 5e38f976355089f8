export * from './DateRange.tsx';
