import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultMessages, MessagesProvider, useMessages } from '../i18n/index.js';
import { useConsoleTheme } from './ConsoleThemeProvider.js';
import { darkTheme } from './darkTheme.js';
import { defaultTheme, vars } from './theme.js';

/**
 * The foundations every screen is built from: the design tokens of `defaultTheme` and the text
 * catalogue of `defaultMessages`, both as a host app sees them after its overrides.
 */
const meta = {
  title: 'Foundations/Theme and texts',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function Swatch({ name, value }: { name: string; value: string }) {
  return (
    <li css={{ display: 'flex', alignItems: 'center', gap: vars.space.sm }}>
      <span
        aria-hidden
        css={{
          width: 40,
          height: 40,
          borderRadius: vars.radii.md,
          border: `1px solid ${vars.colors.border}`,
          background: value,
          flexShrink: 0,
        }}
      />
      <span>
        <strong css={{ display: 'block' }}>{name}</strong>
        <code css={{ fontFamily: vars.fonts.mono, color: vars.colors.textMuted }}>{value}</code>
      </span>
    </li>
  );
}

function TokensView() {
  const theme = useConsoleTheme();
  const grid = {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: vars.space.md,
  } as const;
  const section = { marginBottom: vars.space.xxl };
  return (
    <div css={{ color: vars.colors.text, fontFamily: vars.fonts.body, fontSize: vars.fontSizes.md }}>
      <section aria-labelledby="tokens-colours" css={section}>
        <h2 id="tokens-colours">Colours</h2>
        <ul css={grid}>
          {Object.entries(theme.colors).map(([name, value]) => (
            <Swatch key={name} name={name} value={value} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-status" css={section}>
        <h2 id="tokens-status">Status colours</h2>
        <ul css={{ ...grid, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}>
          {Object.entries(theme.status).map(([name, tone]) => (
            <li
              key={name}
              css={{
                padding: `${vars.space.sm} ${vars.space.md}`,
                borderRadius: vars.radii.round,
                border: `1px solid ${tone.border}`,
                background: tone.background,
                color: tone.text,
                fontWeight: vars.fontWeights.medium,
                textAlign: 'center',
              }}
            >
              {name}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-space" css={section}>
        <h2 id="tokens-space">Spacing</h2>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {Object.entries(theme.space).map(([name, value]) => (
            <li key={name} css={{ display: 'flex', alignItems: 'center', gap: vars.space.md, marginBottom: vars.space.xs }}>
              <code css={{ fontFamily: vars.fonts.mono, width: 96 }}>
                {name} {value}
              </code>
              <span aria-hidden css={{ display: 'block', height: 12, width: value, background: vars.colors.primary }} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function CatalogueView() {
  const messages = useMessages(defaultMessages);
  const cell = { padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.colors.border}`, textAlign: 'left' } as const;
  return (
    <table css={{ borderCollapse: 'collapse', color: vars.colors.text, fontFamily: vars.fonts.body, fontSize: vars.fontSizes.sm }}>
      <caption css={{ textAlign: 'left', fontSize: vars.fontSizes.lg, fontWeight: vars.fontWeights.bold, marginBottom: vars.space.sm }}>
        Text catalogue
      </caption>
      <thead>
        <tr>
          <th css={cell}>Section</th>
          <th css={cell}>Key</th>
          <th css={cell}>Text</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(messages).flatMap(([section, entries]) =>
          Object.entries(entries as Record<string, string>).map(([key, text]) => (
            <tr key={`${section}.${key}`}>
              <td css={{ ...cell, fontFamily: vars.fonts.mono }}>{section}</td>
              <td css={{ ...cell, fontFamily: vars.fonts.mono }}>{key}</td>
              <td css={cell}>{text}</td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}

/** Every colour, status tone and spacing step of the theme in force. */
export const ThemeTokens: Story = {
  render: () => <TokensView />,
  play: async ({ canvas, globals }) => {
    // The theme in force: the light defaults, or the dark preset in the dark run and mode.
    const { primary: primaryColour, primaryRgb } =
      globals.theme === 'dark' || import.meta.env.STORYBOOK_THEME === 'dark'
        ? { primary: darkTheme.colors.primary, primaryRgb: 'rgb(96, 165, 250)' }
        : { primary: defaultTheme.colors.primary, primaryRgb: 'rgb(29, 78, 216)' };
    for (const name of ['Colours', 'Status colours', 'Spacing']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    // The primary swatch is named, shows its value and is painted in it.
    const colours = within(canvas.getByRole('region', { name: 'Colours' }));
    const primary = colours.getByText('primary', { exact: true }).closest('li');
    if (!primary) throw new Error('no swatch for primary');
    await expect(within(primary).getByText(primaryColour)).toBeVisible();
    const paint = primary.querySelector('[aria-hidden]');
    await expect(paint && getComputedStyle(paint).backgroundColor).toBe(primaryRgb);
    const status = within(canvas.getByRole('region', { name: 'Status colours' }));
    await expect(status.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'success',
      'danger',
      'warning',
      'neutral',
    ]);
  },
};

function rowOf(canvas: ReturnType<typeof within>, text: string) {
  const row = canvas.getByRole('cell', { name: text }).closest('tr');
  if (!row) throw new Error(`no row holds "${text}"`);
  return within(row).getAllByRole('cell').map((cell) => cell.textContent);
}

/** The default text of every section and key, as screens read it through `useMessages`. */
export const TextCatalogue: Story = {
  render: () => <CatalogueView />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Text catalogue' })).toBeVisible();
    await expect(rowOf(canvas, 'Session expired. Please login again.')).toEqual([
      'session',
      'expired',
      'Session expired. Please login again.',
    ]);
    await expect(rowOf(canvas, 'Partners Overview')).toEqual(['partner', 'overviewTitle', 'Partners Overview']);
  },
};

/** A host app's overrides replace single entries and leave the rest of the catalogue as it was. */
export const OverriddenTexts: Story = {
  render: () => (
    <MessagesProvider messages={{ session: { expired: 'Your session has ended. Sign in again.' } }}>
      <CatalogueView />
    </MessagesProvider>
  ),
  play: async ({ canvas }) => {
    await expect(rowOf(canvas, 'Your session has ended. Sign in again.')).toEqual([
      'session',
      'expired',
      'Your session has ended. Sign in again.',
    ]);
    await expect(canvas.queryByRole('cell', { name: 'Session expired. Please login again.' })).toBeNull();
    await expect(rowOf(canvas, 'Request timed out. Please try again later.')).toEqual([
      'session',
      'timedOut',
      'Request timed out. Please try again later.',
    ]);
  },
};
