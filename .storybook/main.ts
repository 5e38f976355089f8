import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../design-system/**/*.stories.@(ts|tsx)', '../pages/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  // Sample media (artworks, logos) used by page stories.
  staticDirs: [{ from: '../content/media', to: '/media' }],
  // react-docgen reads prop types with Babel; react-docgen-typescript needs the TypeScript JS API, which TypeScript 7 no longer ships.
  typescript: { reactDocgen: 'react-docgen' },
};
export default config;
