import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The docs pages (src/docs: the embedding guide and the project's docs/ pages), then every story.
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Props tables from the TypeScript types and their JSDoc (descriptions and @default), resolved
  // across files, so a screen's union of variant props reads as its props.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // The library's own props only, not those of the DOM elements they extend.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
};

export default config;
