import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import * as icons from '../../src/components/Icon/index.js';
import type { IconProps } from '../../src/components/Icon/index.js';

const all = Object.entries(icons) as Array<[string, ComponentType<IconProps>]>;

describe('icons', () => {
  it('exports every icon, one component each', () => {
    expect(all.length).toBe(39);
    for (const [name, Icon] of all) expect(Icon.displayName, name).toBe(name);
  });

  it.each(all)('%s is a decorative 24 × 24 stroke drawing, sized by `size`', (_name, Icon) => {
    const { container } = render(<Icon size={24} data-testid="icon" />);
    const svg = container.querySelector('svg') as SVGSVGElement;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('width', '24');
    expect(svg.querySelectorAll('path, circle, rect').length).toBeGreaterThan(0);
  });

  it('draws each icon differently', () => {
    const drawings = all.map(([, Icon]) => render(<Icon />).container.querySelector('svg')!.innerHTML);
    expect(new Set(drawings).size).toBe(all.length);
  });
});
