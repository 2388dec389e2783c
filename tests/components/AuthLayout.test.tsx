import { screen } from '@testing-library/react';
import { AuthLayout } from '../../src/components/AuthLayout/index.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';

describe('AuthLayout', () => {
  it.each(['login', 'forgot-password', 'register'] as const)('draws decorative art and the slogan for the %s variant', async (variant) => {
    const { container } = renderWithProviders(
      <AuthLayout variant={variant}>
        <h1>Page</h1>
      </AuthLayout>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('Page');
    expect(screen.getByText('Security is not a product, but a process.')).toBeInTheDocument();
    const art = container.querySelector('svg[aria-hidden="true"]');
    expect(art?.querySelectorAll('circle, path, polygon').length).toBeGreaterThan(10);
    await expectNoAxeViolations();
  });

  it('draws a different picture per variant, the same on every render', () => {
    const draw = (variant: 'login' | 'forgot-password' | 'register') => {
      const { container, unmount } = renderWithProviders(<AuthLayout variant={variant}>x</AuthLayout>);
      const markup = container.querySelector('svg')!.outerHTML;
      unmount();
      return markup;
    };
    expect(draw('login')).toBe(draw('login'));
    expect(new Set([draw('login'), draw('forgot-password'), draw('register')]).size).toBe(3);
  });
});
