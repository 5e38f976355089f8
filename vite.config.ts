import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * Shared by the site build (app/build adds entries and output folders), the dev server and
 * Storybook: the same plugins everywhere, so class names match between prerender and browser.
 */
export default defineConfig(({ command }) => ({
  plugins: [react(), vanillaExtractPlugin()],
  // xss is CommonJS: bundled into the prerender bundle (for its named exports); the dev server loads it from Node.
  ssr: command === 'build' ? { noExternal: ['xss'] } : {},
  build: { sourcemap: false, assetsDir: 'assets' },
}));
