import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { NavigationProvider, type NavigationAdapter } from '../../src/components/Navigation/index.js';
import { ForgotPassword } from '../../src/screens/ForgotPassword/index.js';
import * as stories from '../../src/screens/ForgotPassword/ForgotPassword.stories.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';

const { Default } = composeStories(stories);

describe('ForgotPassword', () => {
  it('tells the administrator whom to contact and links back to sign-in', async () => {
    renderWithProviders(<Default />);
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByText(/managed by your programme administrator/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByText('Security is not a product, but a process.')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it("renders its link through the host's router", () => {
    const navigation: NavigationAdapter = { Link: ({ href, children }) => <a href={`#${href}`}>{children}</a>, navigate: vi.fn() };
    renderWithProviders(
      <NavigationProvider navigation={navigation}>
        <ForgotPassword signInHref="/sign-in" />
      </NavigationProvider>,
    );
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '#/sign-in');
  });
});
