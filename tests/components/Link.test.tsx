import { fireEvent, render, screen } from '@testing-library/react';
import { Link, type LinkRenderProps } from '../../src/components/Link/index.js';
import { NavigationProvider, type NavigationAdapter } from '../../src/components/Navigation/index.js';
import { recordClickTakeover } from '../support/clickTakeover.js';

const clicks = recordClickTakeover();

function RouterishLink(props: LinkRenderProps) {
  return <a {...props} data-router="yes" />;
}

describe('Link', () => {
  it('is a plain anchor without a NavigationProvider, and leaves the click to the browser', () => {
    render(
      <Link href="/partners" className="kit">
        Partners
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Partners' });
    expect(link.outerHTML).toBe('<a href="/partners" class="kit">Partners</a>');
    fireEvent.click(link, { button: 0 });
    expect(clicks.takenOver).toBe(false);
  });

  it("draws the provider's link with the same props", () => {
    const navigation: NavigationAdapter = { Link: RouterishLink, navigate: vi.fn() };
    render(
      <NavigationProvider navigation={navigation}>
        <Link href="/partners" aria-current="page">
          Partners
        </Link>
      </NavigationProvider>,
    );
    const link = screen.getByRole('link', { name: 'Partners' });
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveAttribute('href', '/partners');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  describe("with a provider that gives only navigate", () => {
    function renderWithNavigate(props: Partial<LinkRenderProps> = {}) {
      const navigate = vi.fn();
      render(
        <NavigationProvider navigation={{ navigate }}>
          <Link href="/deals" {...props}>
            Deals
          </Link>
        </NavigationProvider>,
      );
      return { navigate, link: screen.getByRole('link', { name: 'Deals' }) };
    }

    it('hands a plain left click to navigate instead of loading the page', () => {
      const onClick = vi.fn();
      const { navigate, link } = renderWithNavigate({ onClick });
      fireEvent.click(link, { button: 0 });
      expect(onClick).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith('/deals');
      expect(clicks.takenOver).toBe(true);
    });

    it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])('leaves a %o click to the browser', (modifier) => {
      const { navigate, link } = renderWithNavigate();
      fireEvent.click(link, { button: 0, ...modifier });
      expect(navigate).not.toHaveBeenCalled();
      expect(clicks.takenOver).toBe(false);
    });

    it('stays put when its own click handler prevents the default', () => {
      const { navigate, link } = renderWithNavigate({ onClick: (event) => event.preventDefault() });
      fireEvent.click(link, { button: 0 });
      expect(navigate).not.toHaveBeenCalled();
    });

    it('leaves a link that opens another window to the browser', () => {
      const { navigate, link } = renderWithNavigate({ target: '_blank' });
      fireEvent.click(link, { button: 0 });
      expect(navigate).not.toHaveBeenCalled();
      expect(clicks.takenOver).toBe(false);
    });
  });
});
