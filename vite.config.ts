import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { reactRouterPureCalls } from './app/site-build/bundle/react-router-pure.ts';

/**
 * Shared by the site build (app/site-build adds entries and output folders), the dev server and
 * Storybook: the same plugins everywhere, so class names match between prerender and browser.
 */
export default defineConfig(() => ({
  plugins: [react(), vanillaExtractPlugin(), reactRouterPureCalls()],
  build: {
    sourcemap: false,
    assetsDir: 'assets',
    rolldownOptions: {
      // A property written on an object nothing reads is not a side effect: react-router's module-level
      // `X.displayName = '…'` no longer keeps X (and what X uses) in the bundle. Writes to objects that
      // are used stay: the bundler drops a statement only when its object is dropped.
      // treeshake: { propertyWriteSideEffects: false as const },
    },
  },
}));
