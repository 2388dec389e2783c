import { MINIMAL_VIEWPORTS } from 'storybook/viewport';

/**
 * The two sizes stories are snapshotted at, by Chromatic (`chromatic.modes`) and by the local
 * visual suite (tests/visual), which reads the same parameters.
 */
export const SNAPSHOT_VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
} as const;

/** The viewport toolbar: Storybook's defaults plus the two snapshot sizes. */
export const viewportOptions = {
  ...MINIMAL_VIEWPORTS,
  snapshotDesktop: { name: 'Snapshot desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  snapshotMobile: { name: 'Snapshot mobile (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  /** A window wide enough for every list, for stories of a screen in a host page's narrower column. */
  hostPage: { name: 'Host page (1400)', styles: { width: '1400px', height: '900px' }, type: 'desktop' },
} as const;

/**
 * Every story: a desktop snapshot in the light theme and one in the dark theme (the project
 * default in preview.tsx). A mode sets globals beside its viewport, as Chromatic's modes do.
 */
export const desktopModes = {
  desktop: { viewport: SNAPSHOT_VIEWPORTS.desktop },
  dark: { viewport: SNAPSHOT_VIEWPORTS.desktop, theme: 'dark' },
} as const;

/**
 * Screens: desktop and phone. A screen's meta opts in with
 * `parameters: { chromatic: { modes: screenModes } }`.
 */
export const screenModes = {
  ...desktopModes,
  mobile: { viewport: SNAPSHOT_VIEWPORTS.mobile },
} as const;

/**
 * For a screen story that only makes sense on a wide screen (its play function drives the table):
 * spread into its parameters' `chromatic`, so neither Chromatic nor tests/visual shoots it at
 * phone width, where the same screen shows cards.
 */
export const desktopOnlyModes = { mobile: { disable: true } } as const;

type ViewportKey = keyof typeof viewportOptions;

/**
 * A story pinned to one viewport of the toolbar, for Storybook, its Chromium tests, Chromatic and
 * tests/visual alike. Chromatic ignores a story's `globals.viewport` as soon as one of its modes
 * sets a viewport, and the project's `desktop` mode does; so the pinned story switches `desktop`
 * off and gets a single mode (named `mode`) at exactly the pinned size.
 *
 * @example export const Narrow: Story = { ...pinViewport('mobile2'), play: ... };
 */
export function pinViewport<K extends ViewportKey>(key: K, mode: string = key) {
  const { width, height } = viewportOptions[key].styles;
  return {
    globals: { viewport: { value: key, isRotated: false } },
    parameters: {
      chromatic: {
        modes: {
          desktop: { disable: true },
          dark: { disable: true },
          [mode]: { viewport: { width: Number.parseInt(width, 10), height: Number.parseInt(height, 10) } },
        },
      },
    },
  } as const;
}
