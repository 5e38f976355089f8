// ESLint finds its configuration here; the rules and their packages live in tools/lint/.
export { default } from './tools/lint/eslint.config.js';
