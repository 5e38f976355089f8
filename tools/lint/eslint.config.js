// The project's lint rules (npm run lint, part of npm test): TypeScript, React hooks and JSX
// accessibility; formatting is Prettier's alone (eslint-config-prettier turns off rules it owns).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'generated/',
      'dist/',
      'dist-*/',
      'dist.builds/',
      'dist-*.builds/',
      'storybook-static/',
      'reports/',
      'bench/',
      '.build/',
      'coverage/',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // The two rules every React codebase keeps. The React Compiler's diagnostics (set-state-in-effect,
      // refs, purity) are left off: the project does not use the compiler, and the patterns they flag
      // here are deliberate (the address is read after hydration so prerendered HTML stays valid).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // A function a newcomer can read whole: over 100 lines, it is split into named parts (components,
    // hooks, steps); a module over 320 lines, into modules. Stories and tests are tables of cases.
    files: ['app/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}', 'design-system/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 100 }], 'max-lines': ['error', { max: 320 }] },
  },
  // A test file a reader takes in at once: past 400 lines, its cases are split by what they are about.
  { files: ['tests/**/*.{ts,tsx}', '**/*.test.{ts,tsx}'], rules: { 'max-lines': ['error', { max: 400 }] } },
  { files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: { ...globals.node } } },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  prettier,
);
