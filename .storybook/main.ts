import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';

// The last accessibility report of the tests (npm run test:a11y), served beside the docs when there is one.
const reports = fileURLToPath(new URL('../reports', import.meta.url));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../design-system/docs/*.mdx',
    '../design-system/components/**/*.docs.mdx',
    '../design-system/**/*.stories.@(ts|tsx)',
    '../pages/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-a11y',
    // GitHub-flavoured Markdown in the docs pages: their keyboard tables.
    { name: '@storybook/addon-docs', options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } } },
  ],
  core: { disableTelemetry: true },
  // Sample media (artworks, logos) used by page stories.
  staticDirs: [{ from: '../content/media', to: '/media' }, ...(existsSync(reports) ? [{ from: '../reports', to: '/reports' }] : [])],
  // react-docgen reads prop types with Babel; react-docgen-typescript needs the TypeScript JS API, which TypeScript 7 no longer ships.
  typescript: { reactDocgen: 'react-docgen' },
};
export default config;
