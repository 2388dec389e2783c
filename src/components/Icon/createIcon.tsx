import type { SVGProps } from 'react';

/** Props of every icon: decorative by default (aria-hidden), sized by `size`. */
export interface IconProps extends SVGProps<SVGSVGElement> {
  /** Width and height in px. @default 18 */
  size?: number;
}

/** Makes an icon component from its SVG content (24 × 24 view box, drawn with strokes). */
/* #__NO_SIDE_EFFECTS__ */
export function createIcon(name: string, paths: React.ReactNode) {
  function Icon({ size = 18, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}
