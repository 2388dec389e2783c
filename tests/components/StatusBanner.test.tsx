import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/components/Button/index.js';
import * as stories from '../../src/components/ErrorBanner/ErrorBanner.stories.js';
import { ErrorBanner } from '../../src/components/ErrorBanner/index.js';
import { StatusBanner } from '../../src/components/StatusBanner/index.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';

const { Info, Progress } = composeStories(stories);

describe('StatusBanner', () => {
  it('announces a notice or progress politely as a status, never as an alert', async () => {
    renderWithProviders(<StatusBanner>Uploading your content... Please wait.</StatusBanner>);
    expect(screen.getByRole('status')).toHaveTextContent('Uploading your content... Please wait.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('draws a named progress bar with its visible percentage', async () => {
    renderWithProviders(<StatusBanner progress={0.426}>Uploading your content... Please wait.</StatusBanner>);
    const bar = screen.getByRole('progressbar', { name: 'Uploading your content... Please wait.' });
    expect(bar).toHaveAttribute('aria-valuenow', '43');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('43%')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('has a close button and an action when given', async () => {
    const onDismiss = vi.fn();
    const onOpen = vi.fn();
    const { user } = renderWithProviders(
      <StatusBanner onDismiss={onDismiss} dismissLabel="Hide" action={<Button onClick={onOpen}>Open</Button>}>
        Your content is live
      </StatusBanner>,
    );
    const banner = screen.getByRole('status');
    await user.click(within(banner).getByRole('button', { name: 'Open' }));
    await user.click(within(banner).getByRole('button', { name: 'Hide' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it("is ErrorBanner's frame with the blue colours and the info icon", () => {
    renderWithProviders(<StatusBanner>Message</StatusBanner>);
    renderWithProviders(<ErrorBanner>Message</ErrorBanner>);
    const statusBanner = screen.getByRole('status');
    const errorBanner = screen.getByRole('alert');
    expect(statusBanner.tagName).toBe(errorBanner.tagName);
    expect(statusBanner.children).toHaveLength(errorBanner.children.length);
    expect(statusBanner.className).not.toBe(errorBanner.className);
    expect(getComputedStyle(statusBanner).color).not.toBe(getComputedStyle(errorBanner).color);
    expect(statusBanner.querySelector('svg')?.innerHTML).not.toBe(errorBanner.querySelector('svg')?.innerHTML);
  });

  it('is what the Info and Progress stories of Kit/ErrorBanner show', async () => {
    const info = renderWithProviders(<Info />);
    expect(screen.getByRole('status')).toHaveTextContent('Uploading your content... Please wait.');
    info.unmount();
    const progress = renderWithProviders(<Progress />);
    await Progress.play!({ canvasElement: progress.container } as never);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
  });
});
