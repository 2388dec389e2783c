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
} as const;

/** Every story: one desktop snapshot (the project default in preview.tsx). */
export const desktopModes = {
  desktop: { viewport: SNAPSHOT_VIEWPORTS.desktop.width },
} as const;

/**
 * Screens: desktop and phone. A screen's meta opts in with
 * `parameters: { chromatic: { modes: screenModes } }`.
 */
export const screenModes = {
  ...desktopModes,
  mobile: { viewport: SNAPSHOT_VIEWPORTS.mobile.width },
} as const;
