export * from './AddToCalendar.tsx';
