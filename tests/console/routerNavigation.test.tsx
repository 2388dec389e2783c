import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { Link, useNavigation, type NavigationAdapter } from '../../src/index.js';
import { recordClickTakeover } from '../support/clickTakeover.js';

// The console imports the library as 'partner-console' (a vite alias to src/ when it is built).
vi.mock('partner-console', () => import('../../src/index.js'));
const { RouterLink, RouterNavigation } = await import('../../examples/console/src/routerNavigation.js');

const clicks = recordClickTakeover();

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function renderLinkAt(path: string, onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <RouterLink href="/forgot-password" className="kit" onClick={onClick}>
        Forgot password?
      </RouterLink>
      <Where />
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: 'Forgot password?' });
}

describe('the console’s router link', () => {
  it('is a real link to the path, with the props the library gives it', () => {
    const link = renderLinkAt('/login');
    expect(link).toHaveAttribute('href', '/forgot-password');
    expect(link).toHaveClass('kit');
  });

  it('navigates inside the router on a plain click', () => {
    const link = renderLinkAt('/login');
    fireEvent.click(link, { button: 0 });
    expect(clicks.takenOver).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('/forgot-password');
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])('leaves a %o click to the browser (a new tab or window)', (modifier) => {
    const link = renderLinkAt('/login');
    fireEvent.click(link, { button: 0, ...modifier });
    expect(clicks.takenOver).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('/login');
  });

  it('runs the library’s own click handler first, and stays put when that handler prevents the default', () => {
    const onClick = vi.fn((event: React.MouseEvent<HTMLAnchorElement>) => event.preventDefault());
    const link = renderLinkAt('/login', onClick);
    fireEvent.click(link, { button: 0 });
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('/login');
  });
});

describe('the console’s navigation for the library', () => {
  it("draws the kit's links as router links, which navigate inside the router", () => {
    render(
      <MemoryRouter initialEntries={['/login']}>
        <RouterNavigation>
          <Link href="/forgot-password">Forgot password?</Link>
        </RouterNavigation>
        <Where />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link).toHaveAttribute('href', '/forgot-password');
    fireEvent.click(link, { button: 0 });
    expect(clicks.takenOver).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('/forgot-password');
  });

  it("gives the router's navigate function", () => {
    const grabbed: { navigation: NavigationAdapter | null } = { navigation: null };
    function Grab() {
      const navigation = useNavigation();
      useLayoutEffect(() => {
        grabbed.navigation = navigation;
      });
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/partners']}>
        <RouterNavigation>
          <Grab />
        </RouterNavigation>
        <Where />
      </MemoryRouter>,
    );
    act(() => grabbed.navigation!.navigate('/deals'));
    expect(screen.getByRole('status')).toHaveTextContent('/deals');
  });
});
