import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { routerLink } from '../../examples/console/src/routerLink.js';

/**
 * Whether the page's own handlers took the last click over (prevented its default). The document
 * hears the click after React's root, and then stops jsdom from loading the href itself, which it
 * cannot do.
 */
let takenOver: boolean | undefined;
const recordClick = (event: MouseEvent) => {
  takenOver = event.defaultPrevented;
  event.preventDefault();
};
beforeEach(() => {
  takenOver = undefined;
  document.addEventListener('click', recordClick);
});
afterEach(() => document.removeEventListener('click', recordClick));

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function renderLinkAt(path: string, onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void) {
  render(
    <MemoryRouter initialEntries={[path]}>
      {routerLink({ href: '/forgot-password', className: 'kit', onClick, children: 'Forgot password?' })}
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
    expect(takenOver).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('/forgot-password');
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])('leaves a %o click to the browser (a new tab or window)', (modifier) => {
    const link = renderLinkAt('/login');
    fireEvent.click(link, { button: 0, ...modifier });
    expect(takenOver).toBe(false);
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
