// A screen inside a host app's own theme: MUI's ThemeProvider, or an emotion ThemeProvider with
// the host's own tokens. The library's tokens are its own CSS custom properties, so neither theme
// is read, replaced or broken, inside the screen or around it.
import { ThemeProvider as EmotionThemeProvider, useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { Box, Button as MuiButton, ThemeProvider as MuiThemeProvider, createTheme } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { createMemoryAdminApi } from '../../src/api/memory/index.js';
import { ConsoleThemeProvider, PartnersOverview, darkTheme, defaultTheme } from '../../src/index.js';
import { themedStyle } from '../support/themedStyle.js';

const noop = () => {};
const api = createMemoryAdminApi();

interface HostTheme {
  colors: { brand: string };
}

const HostLabel = styled.span(({ theme }) => ({ color: (theme as unknown as HostTheme).colors.brand }));

function HostName() {
  const theme = useTheme() as unknown as HostTheme;
  return <span data-testid="host-name">{theme.colors.brand}</span>;
}

const requestsButton = () => screen.getByRole('button', { name: 'View Partner Requests' });
const screenReady = () => screen.findByRole('button', { name: 'View Partner Requests' }, { timeout: 5000 });

describe('a screen in a host app with its own emotion theme', () => {
  it("keeps the host's theme around the screen and inside it", async () => {
    render(
      <EmotionThemeProvider theme={{ colors: { brand: '#ff6600' } }}>
        <HostLabel>before</HostLabel>
        <ConsoleThemeProvider theme={{ colors: { primary: '#0f766e' } }}>
          <HostName />
          <HostLabel>inside</HostLabel>
          <PartnersOverview api={api} onOpen={noop} onViewRequests={noop} />
        </ConsoleThemeProvider>
        <HostLabel>after</HostLabel>
      </EmotionThemeProvider>,
    );
    await screenReady();
    expect(screen.getByTestId('host-name')).toHaveTextContent('#ff6600');
    for (const text of ['before', 'inside', 'after']) expect(getComputedStyle(screen.getByText(text)).color).toBe('rgb(255, 102, 0)');
    // The override reaches the screen through the library's own custom property.
    expect(themedStyle(requestsButton(), 'backgroundColor')).toBe('#0f766e');
  });

  it('renders with the default tokens and no provider at all, and a partial override falls back per token', async () => {
    const { unmount } = render(<PartnersOverview api={api} onOpen={noop} onViewRequests={noop} />);
    await screenReady();
    expect(themedStyle(requestsButton(), 'backgroundColor')).toBe(defaultTheme.colors.primary);
    expect(themedStyle(requestsButton(), 'color')).toBe(defaultTheme.colors.primaryText);
    unmount();

    render(
      <ConsoleThemeProvider theme={{ colors: { primaryText: '#fefefe' } }}>
        <PartnersOverview api={api} onOpen={noop} onViewRequests={noop} />
      </ConsoleThemeProvider>,
    );
    await screenReady();
    expect(themedStyle(requestsButton(), 'color')).toBe('#fefefe');
    expect(themedStyle(requestsButton(), 'backgroundColor')).toBe(defaultTheme.colors.primary);
  });

  it('takes the dark tokens, nested providers included, and sets color-scheme on its root', async () => {
    render(
      <ConsoleThemeProvider theme={darkTheme}>
        <ConsoleThemeProvider theme={{ colors: { primary: '#a78bfa' } }}>
          <PartnersOverview api={api} onOpen={noop} onViewRequests={noop} />
        </ConsoleThemeProvider>
      </ConsoleThemeProvider>,
    );
    await screenReady();
    expect(themedStyle(requestsButton(), 'backgroundColor')).toBe('#a78bfa');
    expect(themedStyle(requestsButton(), 'color')).toBe(darkTheme.colors.primaryText);
    expect(requestsButton().closest<HTMLElement>('[data-partner-console]')?.style.colorScheme).toBe('dark');
  });

  it('paints its own background and text colour, so a dark screen reads on a light host page, and leaves the page alone', async () => {
    const bodyStyle = document.body.getAttribute('style');
    render(
      <div style={{ background: '#ffffff', color: '#111111' }}>
        <ConsoleThemeProvider theme={darkTheme}>
          <PartnersOverview api={api} onOpen={noop} onViewRequests={noop} />
        </ConsoleThemeProvider>
      </div>,
    );
    await screenReady();
    const root = screen.getByRole('heading', { level: 1, name: 'Partners Overview' }).closest<HTMLElement>('[data-partner-console]')!;
    expect(themedStyle(root, 'backgroundColor')).toBe(darkTheme.colors.background);
    expect(themedStyle(root, 'color')).toBe(darkTheme.colors.text);
    expect(getComputedStyle(root).display).toBe('flow-root');
    expect(document.body.getAttribute('style')).toBe(bodyStyle);
    expect(getComputedStyle(document.body).backgroundColor).not.toBe(darkTheme.colors.background);
  });
});

describe('a screen in an MUI app', () => {
  const muiTheme = createTheme({ palette: { primary: { main: '#9c27b0' } } });

  it("renders inside MUI's ThemeProvider; MUI components and sx keep working inside and around it", async () => {
    render(
      <MuiThemeProvider theme={muiTheme}>
        <Box sx={{ color: 'primary.main', p: 1 }}>around</Box>
        <ConsoleThemeProvider>
          <Box sx={{ color: 'primary.main', p: 2 }}>inside</Box>
          <MuiButton variant="contained">MUI action</MuiButton>
          <PartnersOverview api={api} onOpen={noop} onViewRequests={noop} />
        </ConsoleThemeProvider>
      </MuiThemeProvider>,
    );
    await screenReady();
    expect(getComputedStyle(screen.getByText('around')).color).toBe('rgb(156, 39, 176)');
    expect(getComputedStyle(screen.getByText('inside')).color).toBe('rgb(156, 39, 176)');
    expect(getComputedStyle(screen.getByText('inside')).padding).toBe('16px');
    expect(screen.getByRole('button', { name: 'MUI action' })).toHaveClass('MuiButton-contained');
    expect(requestsButton()).toBeInTheDocument();
  });
});
