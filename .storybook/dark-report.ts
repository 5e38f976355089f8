/** The report a story's dark-theme colour check adds to its test (dark-colour-check.ts), read by the accessibility report (tests/support/a11y-report.ts). */
export const DARK_REPORT = 'museo-dark-colours';
