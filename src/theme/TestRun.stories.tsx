import type { Meta, StoryObj } from '@storybook/react-vite';
import { version } from 'react';
import { version as domVersion } from 'react-dom';
import { expect, within } from 'storybook/test';

/**
 * What the story suite runs on. It runs three times: light theme on React 19, dark theme on
 * React 19, and light theme on React 18.3 (the library's peer range is ^18.3 || ^19). This story
 * fails a run that is not on the React and in the theme it claims, so a run that silently fell
 * back to the defaults proves nothing.
 */
const meta = {
  title: 'Foundations/Test run',
  // The version changes with every React update: nothing to compare in a screenshot.
  parameters: { chromatic: { disableSnapshot: true } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReactAndTheme: Story = {
  render: () => (
    <p>
      React {version}, React DOM {domVersion}
    </p>
  ),
  play: async ({ canvasElement, globals }) => {
    const text = within(canvasElement).getByText(`React ${version}, React DOM ${domVersion}`);
    await expect(domVersion).toBe(version);
    const react = import.meta.env.STORYBOOK_REACT_MAJOR as string | undefined;
    if (react) await expect(version.split('.')[0]).toBe(react);
    const theme = (import.meta.env.STORYBOOK_THEME as string | undefined) ?? String(globals.theme ?? 'light');
    await expect(getComputedStyle(text).colorScheme).toBe(theme === 'dark' ? 'dark' : 'light');
  },
};
