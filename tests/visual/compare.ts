import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * Per-pixel colour distance (pixelmatch's YIQ threshold, 0..1) below which two pixels count as
 * equal; a story may set its own with `chromatic.diffThreshold`, as for Chromatic.
 */
export const PIXEL_THRESHOLD = 0.1;
/** Share of differing pixels an image may have and still match: 0.1 % ... */
export const MAX_DIFF_RATIO = 0.001;
/**
 * ... but never more than this many. Repeated runs here differ by 0 pixels (also under load), while
 * one changed digit in a table cell changes about 13 and a changed letter hundreds; 0.1 % of a
 * 1280×800 shot (1024 pixels) would let both through. Chromatic, too, flags any changed pixel.
 */
export const MAX_DIFF_PIXELS = 5;

export interface Comparison {
  /** Whether the screenshot matches the baseline within the tolerance. */
  match: boolean;
  /** Why not, for the failure message. */
  reason?: string;
  differentPixels: number;
  /** The baseline with the differing pixels marked red, when both have the same size. */
  diff?: Buffer;
}

/**
 * Compares a screenshot with its baseline (both PNG files): it matches when at most
 * min(MAX_DIFF_PIXELS, MAX_DIFF_RATIO of the pixels) differ beyond `threshold`. Pixels pixelmatch
 * recognises as anti-aliasing are not counted.
 */
export function compareScreenshots(baseline: Buffer, actual: Buffer, threshold = PIXEL_THRESHOLD): Comparison {
  const expected = PNG.sync.read(baseline);
  const received = PNG.sync.read(actual);
  if (expected.width !== received.width || expected.height !== received.height) {
    return {
      match: false,
      differentPixels: Math.max(expected.width * expected.height, received.width * received.height),
      reason: `size changed from ${expected.width}×${expected.height} to ${received.width}×${received.height}`,
    };
  }
  const { width, height } = expected;
  const diff = new PNG({ width, height });
  const differentPixels = pixelmatch(expected.data, received.data, diff.data, width, height, { threshold });
  const allowed = Math.min(MAX_DIFF_PIXELS, Math.floor(width * height * MAX_DIFF_RATIO));
  const match = differentPixels <= allowed;
  return {
    match,
    differentPixels,
    ...(differentPixels > 0 ? { diff: PNG.sync.write(diff) } : {}),
    ...(match ? {} : { reason: `${differentPixels} of ${width * height} pixels differ (at most ${allowed} may)` }),
  };
}
