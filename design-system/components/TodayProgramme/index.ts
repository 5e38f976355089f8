export * from './TodayProgramme.tsx';
