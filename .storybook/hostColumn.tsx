import type { ReactNode } from 'react';
import { desktopOnlyModes, pinViewport } from './modes.js';

const hostPage = pinViewport('hostPage');

/**
 * A story of a screen in a host page's column of `width` px beside the host's own navigation, on
 * a 1400 px window (issue 32): the window pinned, one shot at that size, and the column as a region
 * named 'Host column' for the play function to measure.
 *
 * @example export const InNarrowHost: Story = { ...inHostColumn(900, (args) => <DealsList {...args} />), args: { api: demo() }, play: ... };
 */
export function inHostColumn<Args>(width: number, screen: (args: Args) => ReactNode) {
  return {
    globals: hostPage.globals,
    // One shot, at the host page's size: the story is about the column, not the phone.
    parameters: { chromatic: { modes: { ...hostPage.parameters.chromatic.modes, ...desktopOnlyModes } } },
    render: (args: Args) => (
      <div style={{ display: 'grid', gridTemplateColumns: `220px ${width}px`, gap: 24, alignItems: 'start' }}>
        <nav aria-label="Intranet">
          <p>Intranet</p>
        </nav>
        <section aria-label="Host column" style={{ minWidth: 0 }}>
          {screen(args)}
        </section>
      </div>
    ),
  };
}
