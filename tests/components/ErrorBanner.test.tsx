import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/components/Button/index.js';
import { ErrorBanner } from '../../src/components/ErrorBanner/index.js';
import { progressPercent } from '../../src/components/StatusBanner/StatusBanner.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';

describe('ErrorBanner', () => {
  it('announces an error as an alert', async () => {
    renderWithProviders(<ErrorBanner>An error occurred while fetching partners data</ErrorBanner>);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while fetching partners data');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows server text as text, never as HTML', () => {
    renderWithProviders(<ErrorBanner>{'<img src=x onerror=alert(1)>Failed'}</ErrorBanner>);
    expect(screen.getByRole('alert')).toHaveTextContent('<img src=x onerror=alert(1)>Failed');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('has a close button and an action when given', async () => {
    const onDismiss = vi.fn();
    const onRetry = vi.fn();
    const { user } = renderWithProviders(
      <ErrorBanner onDismiss={onDismiss} action={<Button onClick={onRetry}>Retry</Button>}>
        Failed to delete resource
      </ErrorBanner>,
    );
    const banner = screen.getByRole('alert');
    await user.click(within(banner).getByRole('button', { name: 'Retry' }));
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });

  it('shows the line that says which kind of failure it was under the message, inside the alert', async () => {
    renderWithProviders(
      <ErrorBanner detail="Could not reach the server at https://api.example.com: it is down, or the address is wrong.">
        An error occurred while fetching deals data
      </ErrorBanner>,
    );
    const banner = screen.getByRole('alert');
    // The headline keeps the specification's text as a paragraph of its own.
    expect(within(banner).getByText('An error occurred while fetching deals data')).toBeInTheDocument();
    expect(within(banner).getByText('Could not reach the server at https://api.example.com: it is down, or the address is wrong.')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('clamps progress to 0..100', () => {
    expect(progressPercent(-1)).toBe(0);
    expect(progressPercent(1.5)).toBe(100);
    expect(progressPercent(Number.NaN)).toBe(0);
    expect(progressPercent(0.5)).toBe(50);
  });
});
