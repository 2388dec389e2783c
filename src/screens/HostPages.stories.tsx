import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyApi } from '../../.storybook/fixtures.js';
import { desktopOnlyModes } from '../../.storybook/modes.js';
import { ConsoleThemeProvider } from '../theme/ConsoleThemeProvider.js';
import { darkTheme } from '../theme/darkTheme.js';
import { defaultTheme, type ThemeOverrides } from '../theme/theme.js';
import { DealsList } from './DealsList/index.js';

/**
 * A screen in a host page whose own colours are the opposite of the screen's theme: the
 * `ConsoleThemeProvider` paints its own background and text colour, so a dark screen stays readable
 * on a light page and a light one on a dark page, and the host's page styles are left alone
 * (issue 32: a dark screen's heading was near-white on the host's pale background).
 */
const meta = {
  title: 'Foundations/Host pages',
  parameters: { chromatic: { modes: desktopOnlyModes } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const lightHost = { background: '#ffffff', color: '#111111' };
const darkHost = { background: '#111111', color: '#f5f5f5' };
/** The light look whatever the toolbar's theme (the provider above the story may be dark). */
const lightTheme: ThemeOverrides = { colorScheme: 'light', colors: defaultTheme.colors };

function HostPage({ host, theme }: { host: { background: string; color: string }; theme: ThemeOverrides }) {
  return (
    <div data-testid="host-page" style={{ ...host, padding: 24 }}>
      <p>Intranet page text in the host&apos;s own colours.</p>
      <ConsoleThemeProvider theme={theme}>
        <DealsList api={storyApi()} variant="partner" />
      </ConsoleThemeProvider>
    </div>
  );
}

/** An sRGB colour's relative luminance (WCAG 2.x). */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The colour painted behind an element: the first opaque background on the way up. */
function paintedBehind(element: Element): { color: string; by: Element } {
  for (let at: Element | null = element; at; at = at.parentElement) {
    const color = getComputedStyle(at).backgroundColor;
    if (color !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(color)) return { color, by: at };
  }
  return { color: 'rgb(255, 255, 255)', by: element.ownerDocument.documentElement };
}

/** The heading is painted on the provider's own background, not the host's, with AA contrast. */
async function readableOnItsOwnSurface(canvasElement: HTMLElement, host: { background: string }) {
  const canvas = within(canvasElement);
  const heading = await canvas.findByRole('heading', { name: 'Partner Deals' });
  const hostPage = canvas.getByTestId('host-page');
  const behind = paintedBehind(heading);
  await expect(behind.by).not.toBe(hostPage);
  await expect(hostPage.contains(behind.by)).toBe(true);
  const [light, dark] = [luminance(getComputedStyle(heading).color), luminance(behind.color)].sort((a, b) => b - a);
  await expect((light! + 0.05) / (dark! + 0.05)).toBeGreaterThanOrEqual(4.5);
  // The host's own styles are untouched.
  await expect(hostPage.style.background).toBe(host.background === '#ffffff' ? 'rgb(255, 255, 255)' : 'rgb(17, 17, 17)');
}

/** `darkTheme` in a light host page. */
export const DarkOnLightHost: Story = {
  render: () => <HostPage host={lightHost} theme={darkTheme} />,
  play: async ({ canvasElement }) => readableOnItsOwnSurface(canvasElement, lightHost),
};

/** The light theme in a dark host page. */
export const LightOnDarkHost: Story = {
  render: () => <HostPage host={darkHost} theme={lightTheme} />,
  play: async ({ canvasElement }) => readableOnItsOwnSurface(canvasElement, darkHost),
};
