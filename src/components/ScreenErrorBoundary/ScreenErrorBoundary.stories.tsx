import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/index.js';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.js';

/** A screen that crashes while rendering, as a screen meeting a record it cannot draw would. */
function BrokenScreen(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'firstName')");
}

function Healthy() {
  const [clicks, setClicks] = useState(0);
  return <Button onClick={() => setClicks(clicks + 1)}>Clicked {clicks} times</Button>;
}

const meta = {
  title: 'Kit/ScreenErrorBoundary',
  component: ScreenErrorBoundary,
} satisfies Meta<typeof ScreenErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing crashed: the screen shows as it is. */
export const Default: Story = { args: { children: <Healthy /> } };

/** The screen threw while rendering: the panel with the error's message and Retry (which mounts it again). */
export const Crashed: Story = {
  args: { children: <BrokenScreen /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent("Cannot read properties of undefined (reading 'firstName')");
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
