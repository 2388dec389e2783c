import { screen } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import { ScreenErrorBoundary } from '../../src/components/ScreenErrorBoundary/index.js';
import { renderWithProviders } from '../support/render.js';

/** Throws while `crashes()` says so; counts its mounts. */
function Fragile({ crashes, mounts, message = 'Cannot read properties of null' }: { crashes: () => boolean; mounts: Mounts; message?: unknown }) {
  useState(mounts.add);
  if (crashes()) throw message;
  return <p>Screen content</p>;
}

/** Counts mounts: the state initialiser runs once per mount. */
class Mounts {
  count = 0;
  add = () => {
    this.count += 1;
  };
}

// React logs every caught render error to console.error; these tests throw on purpose.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('ScreenErrorBoundary', () => {
  it("shows 'Something went wrong' with the error's message as text, and Retry remounts the screen", async () => {
    let crash = true;
    const mounts = new Mounts();
    const onError = vi.fn();
    const markup = '<img src=x onerror="window.__pwned=1">';
    const { user, container } = renderWithProviders(
      <ScreenErrorBoundary onError={onError}>
        <Fragile crashes={() => crash} mounts={mounts} message={new Error(markup)} />
      </ScreenErrorBoundary>,
    );
    const panel = screen.getByRole('alert', { name: 'Something went wrong' });
    expect(panel).toHaveTextContent('This screen failed to display. Your other screens still work.');
    expect(panel).toHaveTextContent(markup);
    expect(container.querySelector('img')).toBeNull();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: markup }), expect.objectContaining({ componentStack: expect.any(String) }));

    const mountsBefore = mounts.count;
    crash = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Screen content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(mounts.count).toBe(mountsBefore + 1);
  });

  it('stays on the panel when Retry crashes again, and shows a thrown non-Error as text', async () => {
    const mounts = new Mounts();
    const { user } = renderWithProviders(
      <ScreenErrorBoundary>
        <Fragile crashes={() => true} mounts={mounts} message={42} />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('42');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('alert', { name: 'Something went wrong' })).toHaveTextContent('42');
  });

  it('clears the crash when the resetKey changes (another route), and not before', () => {
    let crash = true;
    const mounts = new Mounts();
    const ui = (resetKey: string) => (
      <ScreenErrorBoundary resetKey={resetKey}>
        <Fragile crashes={() => crash} mounts={mounts} />
      </ScreenErrorBoundary>
    );
    const { rerender } = renderWithProviders(ui('/quiz'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    crash = false;
    rerender(ui('/quiz'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(ui('/partners'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Screen content')).toBeInTheDocument();
  });

  it('renders its children untouched while nothing crashes', () => {
    const mounts = new Mounts();
    renderWithProviders(
      <ScreenErrorBoundary resetKey="/partners">
        <Fragile crashes={() => false} mounts={mounts} />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByText('Screen content')).toBeInTheDocument();
    expect(mounts.count).toBe(1);
  });
});
