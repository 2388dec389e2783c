import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { createSessionStore, memoryStorage, TOKEN_FALLBACK_LIFETIME_MS } from '../../api/session.js';
import { perRender } from '../../../.storybook/fixtures.js';
import { SessionGuard } from './SessionGuard.js';
import { PageFallback } from '../PageFallback/PageFallback.js';

/** Session stores in memory. The token is no JWT, so its age decides: it expires after 24 hours. */
function sessionWith(token: 'fresh' | 'expired' | 'none') {
  const persistent = memoryStorage();
  const session = createSessionStore({ persistent, transient: memoryStorage() });
  if (token !== 'none') {
    const age = token === 'fresh' ? 0 : TOKEN_FALLBACK_LIFETIME_MS + 60_000;
    session.save({ token: 'opaque-token', partnerAdmin: { firstName: 'Ada', lastName: 'Lovelace' } }, true, Date.now() - age);
  }
  return session;
}

const meta = {
  title: 'Components/SessionGuard',
  component: SessionGuard,
  args: {
    session: perRender(() => sessionWith('fresh')),
    fallback: (reason) => <p>Redirecting to /login ({reason})</p>,
    onUnauthenticated: fn(),
    children: null,
  },
  render: (args) => (
    <SessionGuard {...args}>
      <p>Protected content</p>
    </SessionGuard>
  ),
} satisfies Meta<typeof SessionGuard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the stored token is checked at start. */
export const Loading: Story = {
  render: () => <PageFallback />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

/** A stored, unexpired token: the content shows. */
export const SignedIn: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(await within(canvasElement).findByText('Protected content')).toBeVisible();
    await expect(args.onUnauthenticated).not.toHaveBeenCalled();
  },
};

/** No token: the fallback shows instead. */
export const SignedOut: Story = {
  args: { session: perRender(() => sessionWith('none')) },
  play: async ({ canvasElement, args }) => {
    await expect(await within(canvasElement).findByText('Redirecting to /login (absent)')).toBeVisible();
    // Called from an effect, which may run after the fallback is on screen.
    await waitFor(() => expect(args.onUnauthenticated).toHaveBeenCalledWith('absent'));
  },
};

/** An expired token is cleared before the fallback shows. */
export const ExpiredToken: Story = {
  args: { session: perRender(() => sessionWith('expired')) },
  play: async ({ canvasElement, args }) => {
    await expect(await within(canvasElement).findByText('Redirecting to /login (expired)')).toBeVisible();
    await expect(args.session.read()).toBeNull();
  },
};
