import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

// How a screenshot is told apart from its baseline, so that a Chromium update passes and a change
// of ours fails (docs/testing.md, "How a shot is compared"):
//
// 1. Colour: a pixel differs when its colour is further from the baseline's than pixelmatch's YIQ
//    threshold; pixels pixelmatch recognises as anti-aliasing do not count. (Until here this is
//    what the suite always did; with a cap of 5 such pixels, Chromium 150 failed 24 stories drawn
//    with 156: their textarea's resize grip is drawn one pixel to the side, 20 pixels in light, 36
//    in dark.)
// 2. Neighbourhood: a differing pixel whose colour in each image is found, within the same
//    threshold, among its 3×3 neighbours in the other image is *displaced*: an edge there moved by
//    at most one pixel, as a glyph or a browser-drawn widget does between Chromium builds. Any
//    other differing pixel *changed colour*: a colour that is nowhere near in the baseline is a
//    change, and more than MAX_CHANGED_PIXELS of them fail the shot.
// 3. Extent: displaced pixels are grouped into clusters (pixels at most one pixel apart belong
//    together). Rendering noise stays local, one glyph or one widget (the grip's 8×8 px); a layout
//    shift moves whole edges, a border, a text line, a box, and leaves a cluster as long as the edge.
//    A cluster that does not fit in a NOISE_EXTENT square fails the shot as a moved edge.
//
// pixelmatch does step 1; steps 2 and 3 are written here because no image-comparison library
// separates a one-pixel displacement inside a glyph-sized spot from one along an edge (pixelmatch,
// looks-same and odiff stop at anti-aliasing detection, which the grip is not).

/**
 * Per-pixel colour distance (pixelmatch's YIQ threshold, 0..1) below which two pixels count as
 * equal; a story may set its own with `chromatic.diffThreshold`, as for Chromatic.
 */
export const PIXEL_THRESHOLD = 0.1;
/**
 * Pixels that may change colour: at most this many ... Repeated runs on one Chromium differ by 0,
 * one changed digit in a table cell changes about 13 pixels, a changed letter hundreds.
 */
export const MAX_CHANGED_PIXELS = 5;
/** ... and never more than this share of the shot (so a tiny shot may change none). */
export const MAX_CHANGED_RATIO = 0.001;
/**
 * The largest square (in px) a cluster of displaced pixels may span and still be rendering noise.
 * Chromium's resize grip, redrawn one pixel to the side by Chromium 150, spans 8; a lower-case
 * letter of the 14 px body text about 8 by 10. Anything that moves by a pixel and is longer than
 * this along the move, a border, an icon, a word, a box, leaves a larger cluster and fails.
 */
export const NOISE_EXTENT = 10;
/** Displaced pixels this close (Chebyshev distance, px) belong to one cluster: one pixel gap is bridged. */
const JOIN_DISTANCE = 2;

export interface Comparison {
  /** Whether the screenshot matches the baseline within the tolerance. */
  match: boolean;
  /** Why not, for the failure message. */
  reason?: string;
  /** Pixels beyond the colour threshold, anti-aliasing left out (step 1). */
  differentPixels: number;
  /** Of those, the ones whose colour is nowhere among the baseline's neighbours (step 2). */
  changedPixels: number;
  /** Of those, the ones explained by an edge moved by at most one pixel (step 2). */
  displacedPixels: number;
  /** Clusters of displaced pixels too large to be rendering noise (step 3). */
  movedEdges: number;
  /**
   * When the shot does not match and has the baseline's size: the baseline faded, with changed
   * pixels red, moved edges orange and tolerated displacement yellow.
   */
  diff?: Buffer;
}

/** What each pixel of a comparison is (a Uint8Array holds one per pixel). */
const Kind = { Same: 0, Changed: 1, Displaced: 2 } as const;

/**
 * pixelmatch's YIQ distance between pixel `i` of `a` and pixel `j` of `b` (opaque RGBA, as
 * screenshots are), squared, on pixelmatch's scale where 35215 is the largest.
 */
function colourDistance(a: Uint8Array, i: number, b: Uint8Array, j: number): number {
  const r = a[i]! - b[j]!;
  const g = a[i + 1]! - b[j + 1]!;
  const bl = a[i + 2]! - b[j + 2]!;
  const y = r * 0.29889531 + g * 0.58662247 + bl * 0.11448223;
  const iq = r * 0.59597799 - g * 0.2741761 - bl * 0.32180189;
  const q = r * 0.21147017 - g * 0.52261711 + bl * 0.31114694;
  return 0.5053 * y * y + 0.299 * iq * iq + 0.1957 * q * q;
}

/** Whether pixel (x, y) of `of` has a colour found among the 3×3 pixels around (x, y) of `within`. */
function foundNearby(of: Uint8Array, within: Uint8Array, x: number, y: number, width: number, height: number, maxDistance: number): boolean {
  const at = (y * width + x) * 4;
  for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) {
    for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) {
      if (colourDistance(of, at, within, (ny * width + nx) * 4) <= maxDistance) return true;
    }
  }
  return false;
}

interface Cluster {
  pixels: number[];
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Groups the displaced pixels into clusters of pixels at most JOIN_DISTANCE apart. */
function clustersOf(kinds: Uint8Array, width: number, height: number): Cluster[] {
  const seen = new Uint8Array(kinds.length);
  const clusters: Cluster[] = [];
  for (let start = 0; start < kinds.length; start++) {
    if (kinds[start] !== Kind.Displaced || seen[start]) continue;
    const cluster: Cluster = { pixels: [], left: width, top: height, right: -1, bottom: -1 };
    const queue = [start];
    seen[start] = 1;
    while (queue.length > 0) {
      const index = queue.pop()!;
      const x = index % width;
      const y = (index - x) / width;
      cluster.pixels.push(index);
      cluster.left = Math.min(cluster.left, x);
      cluster.right = Math.max(cluster.right, x);
      cluster.top = Math.min(cluster.top, y);
      cluster.bottom = Math.max(cluster.bottom, y);
      for (let ny = Math.max(0, y - JOIN_DISTANCE); ny <= Math.min(height - 1, y + JOIN_DISTANCE); ny++) {
        for (let nx = Math.max(0, x - JOIN_DISTANCE); nx <= Math.min(width - 1, x + JOIN_DISTANCE); nx++) {
          const next = ny * width + nx;
          if (kinds[next] === Kind.Displaced && !seen[next]) {
            seen[next] = 1;
            queue.push(next);
          }
        }
      }
    }
    clusters.push(cluster);
  }
  return clusters;
}

const extentOf = (cluster: Cluster) => Math.max(cluster.right - cluster.left + 1, cluster.bottom - cluster.top + 1);

/** The baseline faded to 10 %, with each kind of difference in its colour. */
function diffImage(baseline: PNG, kinds: Uint8Array, moved: Cluster[]): Buffer {
  const { width, height } = baseline;
  const image = new PNG({ width, height });
  const paint = (index: number, [r, g, b]: readonly [number, number, number]) => {
    image.data[index * 4] = r;
    image.data[index * 4 + 1] = g;
    image.data[index * 4 + 2] = b;
    image.data[index * 4 + 3] = 255;
  };
  for (let index = 0; index < kinds.length; index++) {
    const at = index * 4;
    const grey = 255 + ((baseline.data[at]! * 0.299 + baseline.data[at + 1]! * 0.587 + baseline.data[at + 2]! * 0.114 - 255) * 0.1);
    paint(index, kinds[index] === Kind.Changed ? [255, 0, 0] : kinds[index] === Kind.Displaced ? [255, 220, 0] : [grey, grey, grey]);
  }
  for (const cluster of moved) for (const index of cluster.pixels) paint(index, [255, 128, 0]);
  // Looked at once, by a person: speed over size.
  return PNG.sync.write(image, { deflateLevel: 1 });
}

/**
 * Compares a screenshot with its baseline (both PNG files), in the three steps above: it matches
 * when at most min(MAX_CHANGED_PIXELS, MAX_CHANGED_RATIO of the pixels) changed colour and every
 * cluster of displaced pixels fits in a NOISE_EXTENT square.
 */
export function compareScreenshots(baseline: Buffer, actual: Buffer, threshold = PIXEL_THRESHOLD): Comparison {
  // The same Chromium encodes the same pixels into the same bytes: most shots need no decoding.
  if (baseline.equals(actual)) return { match: true, differentPixels: 0, changedPixels: 0, displacedPixels: 0, movedEdges: 0 };
  const expected = PNG.sync.read(baseline);
  const received = PNG.sync.read(actual);
  if (expected.width !== received.width || expected.height !== received.height) {
    return {
      match: false,
      differentPixels: Math.max(expected.width * expected.height, received.width * received.height),
      changedPixels: 0,
      displacedPixels: 0,
      movedEdges: 0,
      reason: `size changed from ${expected.width}×${expected.height} to ${received.width}×${received.height}`,
    };
  }
  const { width, height } = expected;
  const differing = new Uint8Array(width * height * 4);
  const differentPixels = pixelmatch(expected.data, received.data, differing, width, height, { threshold, diffMask: true });
  if (differentPixels === 0) return { match: true, differentPixels, changedPixels: 0, displacedPixels: 0, movedEdges: 0 };

  const maxDistance = 35215 * threshold * threshold;
  const kinds = new Uint8Array(width * height);
  let changedPixels = 0;
  for (let index = 0; index < kinds.length; index++) {
    if (differing[index * 4 + 3] === 0) continue;
    const x = index % width;
    const y = (index - x) / width;
    const displaced =
      foundNearby(received.data, expected.data, x, y, width, height, maxDistance) &&
      foundNearby(expected.data, received.data, x, y, width, height, maxDistance);
    kinds[index] = displaced ? Kind.Displaced : Kind.Changed;
    if (!displaced) changedPixels++;
  }
  const clusters = clustersOf(kinds, width, height);
  const moved = clusters.filter((cluster) => extentOf(cluster) > NOISE_EXTENT);
  const allowedChanged = Math.min(MAX_CHANGED_PIXELS, Math.floor(width * height * MAX_CHANGED_RATIO));

  const reasons: string[] = [];
  if (changedPixels > allowedChanged) reasons.push(`${changedPixels} of ${width * height} pixels changed colour (at most ${allowedChanged} may)`);
  if (moved.length > 0) {
    const largest = moved.reduce((a, b) => (extentOf(b) > extentOf(a) ? b : a));
    const box = `${largest.right - largest.left + 1}×${largest.bottom - largest.top + 1} px at (${largest.left}, ${largest.top})`;
    reasons.push(
      `${moved.length === 1 ? 'an edge' : `${moved.length} edges`} moved by a pixel (the longest ${box}; rendering noise stays within ${NOISE_EXTENT}×${NOISE_EXTENT} px)`,
    );
  }
  return {
    match: reasons.length === 0,
    differentPixels,
    changedPixels,
    displacedPixels: differentPixels - changedPixels,
    movedEdges: moved.length,
    ...(reasons.length > 0 ? { reason: reasons.join('; '), diff: diffImage(expected, kinds, moved) } : {}),
  };
}
