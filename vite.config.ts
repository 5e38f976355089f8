import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * Shared by the site build (app/build adds entries and output folders), the dev server and
 * Storybook: the same plugins everywhere, so class names match between prerender and browser.
 */
export default defineConfig(() => ({
  plugins: [react(), vanillaExtractPlugin()],
  build: { sourcemap: false, assetsDir: 'assets' },
}));
