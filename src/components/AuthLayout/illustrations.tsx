import type { SVGProps } from 'react';
import { useConsoleTheme } from '../../theme/ConsoleThemeProvider.js';
import type { ConsoleTheme } from '../../theme/theme.js';

/**
 * The background art of the sign-in pages: abstract network and shield drawings, made for this
 * project and kept as TSX so the library bundle needs no asset loader. Colours come from the theme,
 * so a re-skinned console gets matching art. Everything is computed from fixed seeds: the drawings
 * are the same on every render (stories are snapshotted).
 */

interface Point {
  x: number;
  y: number;
}

/** A small linear congruential generator: the same seed always draws the same picture. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 0x100000000;
  };
}

/** Nodes scattered on a jittered grid, so they cover the canvas without clumping. */
function scatter(seed: number, columns: number, rows: number, width: number, height: number): Point[] {
  const random = seeded(seed);
  const points: Point[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const cellW = width / columns;
      const cellH = height / rows;
      points.push({ x: Math.round(cellW * (column + 0.15 + random() * 0.7)), y: Math.round(cellH * (row + 0.15 + random() * 0.7)) });
    }
  }
  return points;
}

/** Each node linked to its nearest neighbours: the "network". */
function links(points: Point[], perNode: number): Array<[Point, Point]> {
  const seen = new Set<string>();
  const out: Array<[Point, Point]> = [];
  points.forEach((a, i) => {
    points
      .map((b, j) => ({ j, d: (a.x - b.x) ** 2 + (a.y - b.y) ** 2 }))
      .filter(({ j }) => j !== i)
      .sort((p, q) => p.d - q.d)
      .slice(0, perNode)
      .forEach(({ j }) => {
        const key = i < j ? `${i}-${j}` : `${j}-${i}`;
        if (!seen.has(key)) {
          seen.add(key);
          out.push([a, points[j]!]);
        }
      });
  });
  return out;
}

const WIDTH = 800;
const HEIGHT = 1000;

// SVG presentation attributes take no var(), so the pictures read the theme's values.
const palette = ({ colors }: ConsoleTheme) => ({
  ground: colors.sidebar,
  glow: colors.sidebarActive,
  line: colors.infoBorder,
  node: colors.sidebarText,
  accent: colors.primary,
  light: colors.surface,
});

function Network({ seed, columns, rows, color, nodeColor }: { seed: number; columns: number; rows: number; color: string; nodeColor: string }) {
  const points = scatter(seed, columns, rows, WIDTH, HEIGHT);
  return (
    <g>
      <g stroke={color} strokeOpacity={0.28} strokeWidth={1.2}>
        {links(points, 3).map(([a, b]) => (
          <line key={`${a.x},${a.y}-${b.x},${b.y}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} />
        ))}
      </g>
      <g fill={nodeColor}>
        {points.map((p, i) => (
          <circle key={`${p.x},${p.y}`} cx={p.x} cy={p.y} r={i % 5 === 0 ? 5 : 2.5} fillOpacity={i % 5 === 0 ? 0.9 : 0.55} />
        ))}
      </g>
    </g>
  );
}

/** A soft radial glow behind the emblem. */
function Glow({ id, color, cx, cy }: { id: string; color: string; cx: number; cy: number }) {
  return (
    <>
      <defs>
        <radialGradient id={id} cx={cx / WIDTH} cy={cy / HEIGHT} r="0.55">
          <stop offset="0" stopColor={color} stopOpacity="0.9" />
          <stop offset="1" stopColor={color} stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width={WIDTH} height={HEIGHT} fill={`url(#${id})`} />
    </>
  );
}

/** Concentric rings, like a radar sweep around the emblem. */
function Rings({ cx, cy, color }: { cx: number; cy: number; color: string }) {
  return (
    <g fill="none" stroke={color} strokeOpacity={0.22}>
      {[120, 190, 260, 330].map((r, i) => (
        <circle key={r} cx={cx} cy={cy} r={r} strokeWidth={i === 0 ? 2 : 1} strokeDasharray={i % 2 ? '6 10' : undefined} />
      ))}
    </g>
  );
}

type ArtProps = SVGProps<SVGSVGElement>;

function Canvas({ children, ...rest }: ArtProps) {
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="xMidYMid slice"
      width="100%"
      height="100%"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** Sign-in: a shield with a check mark at the centre of a partner network. */
export function LoginArt(props: ArtProps) {
  const c = palette(useConsoleTheme());
  const cx = 400;
  const cy = 470;
  return (
    <Canvas {...props}>
      <rect width={WIDTH} height={HEIGHT} fill={c.ground} />
      <Glow id="pc-login-glow" color={c.glow} cx={cx} cy={cy} />
      <Network seed={7} columns={7} rows={9} color={c.line} nodeColor={c.node} />
      <Rings cx={cx} cy={cy} color={c.line} />
      <g transform={`translate(${cx - 110} ${cy - 135})`}>
        <path d="M110 0 220 40v95c0 75-48 128-110 155C48 263 0 210 0 135V40Z" fill={c.accent} />
        <path d="M110 22 200 55v80c0 62-38 107-90 131-52-24-90-69-90-131V55Z" fill={c.ground} fillOpacity={0.35} />
        <path d="m62 142 34 34 66-70" fill="none" stroke={c.light} strokeWidth={18} strokeLinecap="round" strokeLinejoin="round" />
      </g>
    </Canvas>
  );
}

/** Forgot password: a key and an open padlock linked into the network. */
export function ForgotPasswordArt(props: ArtProps) {
  const c = palette(useConsoleTheme());
  const cx = 400;
  const cy = 480;
  return (
    <Canvas {...props}>
      <rect width={WIDTH} height={HEIGHT} fill={c.ground} />
      <Glow id="pc-forgot-glow" color={c.glow} cx={cx} cy={cy} />
      <Network seed={23} columns={6} rows={8} color={c.line} nodeColor={c.node} />
      <Rings cx={cx} cy={cy} color={c.line} />
      <g transform={`translate(${cx - 90} ${cy - 150})`}>
        {/* shackle, swung open */}
        <path d="M40 120V80a60 60 0 0 1 117-19" fill="none" stroke={c.node} strokeWidth={22} strokeLinecap="round" />
        <rect x={0} y={120} width={180} height={150} rx={22} fill={c.accent} />
        <circle cx={90} cy={180} r={20} fill={c.light} />
        <rect x={82} y={188} width={16} height={46} rx={6} fill={c.light} />
      </g>
      <g transform={`translate(${cx + 70} ${cy + 150}) rotate(-35)`} fill={c.light}>
        <circle cx={0} cy={0} r={38} fillOpacity={0.95} />
        <circle cx={0} cy={0} r={16} fill={c.ground} />
        <rect x={30} y={-9} width={140} height={18} rx={6} />
        <rect x={120} y={0} width={16} height={34} rx={4} />
        <rect x={148} y={0} width={16} height={26} rx={4} />
      </g>
    </Canvas>
  );
}

/** Register: linked hexagons (partners joining the programme) around a shield. */
export function RegisterArt(props: ArtProps) {
  const c = palette(useConsoleTheme());
  const cx = 400;
  const cy = 500;
  const hex = (x: number, y: number, r: number) =>
    Array.from({ length: 6 }, (_, i) => {
      const angle = (Math.PI / 3) * i - Math.PI / 2;
      return `${Math.round(x + r * Math.cos(angle))},${Math.round(y + r * Math.sin(angle))}`;
    }).join(' ');
  const ring = Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i;
    return { x: Math.round(cx + 230 * Math.cos(angle)), y: Math.round(cy + 230 * Math.sin(angle)) };
  });
  return (
    <Canvas {...props}>
      <rect width={WIDTH} height={HEIGHT} fill={c.ground} />
      <Glow id="pc-register-glow" color={c.glow} cx={cx} cy={cy} />
      <Network seed={41} columns={6} rows={9} color={c.line} nodeColor={c.node} />
      <g stroke={c.line} strokeOpacity={0.6} strokeWidth={3}>
        {ring.map((p) => (
          <line key={`${p.x},${p.y}`} x1={cx} y1={cy} x2={p.x} y2={p.y} />
        ))}
      </g>
      {ring.map((p, i) => (
        <polygon key={`${p.x},${p.y}`} points={hex(p.x, p.y, 52)} fill={i % 2 ? c.accent : c.glow} stroke={c.node} strokeWidth={3} />
      ))}
      <polygon points={hex(cx, cy, 95)} fill={c.accent} stroke={c.light} strokeWidth={5} />
      <path d={`M${cx} ${cy - 52} ${cx + 42} ${cy - 36}v34c0 28-18 48-42 58-24-10-42-30-42-58v-34Z`} fill={c.light} />
    </Canvas>
  );
}
