import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * Shared by the site build (app/build adds entries and output folders), the dev server and
 * Storybook: the same plugins everywhere, so class names match between prerender and browser.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // xss is CommonJS; bundling it into the prerender bundle gives it proper named exports.
  ssr: { noExternal: ['xss'] },
  build: { sourcemap: false, assetsDir: 'assets' },
});
