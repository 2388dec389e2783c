import { screen } from '@testing-library/react';
import { AuthLayout, ForgotPasswordArt, LoginArt, RegisterArt } from '../../src/components/AuthLayout/index.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';

const arts = { login: LoginArt, 'forgot-password': ForgotPasswordArt, register: RegisterArt };
type ArtName = keyof typeof arts;

describe('AuthLayout', () => {
  it.each(Object.keys(arts) as ArtName[])('draws decorative art and the slogan with the %s art', async (name) => {
    const Art = arts[name];
    const { container } = renderWithProviders(
      <AuthLayout art={<Art />}>
        <h1>Page</h1>
      </AuthLayout>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('Page');
    expect(screen.getByText('Security is not a product, but a process.')).toBeInTheDocument();
    const art = container.querySelector('svg[aria-hidden="true"]');
    expect(art?.querySelectorAll('circle, path, polygon').length).toBeGreaterThan(10);
    await expectNoAxeViolations();
  });

  it('draws a different picture per art, the same on every render', () => {
    const draw = (name: ArtName) => {
      const Art = arts[name];
      const { container, unmount } = renderWithProviders(<AuthLayout art={<Art />}>x</AuthLayout>);
      const markup = container.querySelector('svg')!.outerHTML;
      unmount();
      return markup;
    };
    expect(draw('login')).toBe(draw('login'));
    expect(new Set([draw('login'), draw('forgot-password'), draw('register')]).size).toBe(3);
  });

  it('shows the form and the slogan without art when none is given', () => {
    const { container } = renderWithProviders(<AuthLayout>x</AuthLayout>);
    expect(screen.getByText('Security is not a product, but a process.')).toBeInTheDocument();
    expect(container.querySelector('svg')).toBeNull();
  });
});
