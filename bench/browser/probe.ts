/**
 * The interaction probe, added to a page before its own scripts (playwright's `addInitScript`) by
 * bench/console.mjs, in the bare-screen bench page and in the console alike, so both are
 * timed the same way. It exposes `window.__probe`:
 * - `arm(target)` before the driver presses a key or clicks: notes the text of what is watched (the
 *   rows shown, i.e. the first table body, unless a selector says otherwise: the calibration's
 *   one text node, `installCalibration`);
 * - `settle()` after it: the time from the input event the page answers (the `timeStamp` of the
 *   first keydown or click after arming, i.e. when the browser received the key or the button's
 *   release; as Event Timing and INP time each event from its own timestamp, a click from its
 *   `click`, not from the press before it) to the paint of changed rows
 *   (the first DOM change after the event that leaves the rows different, then the next frame:
 *   `requestAnimationFrame` runs before that frame's paint, a message posted from it after), and
 *   the long tasks (over 50 ms, PerformanceObserver 'longtask') from the event until the page
 *   stayed quiet for a while after the paint (the URL written afterwards is counted too), and the
 *   main thread's holds over 50 ms the heartbeat saw in the same time (below);
 * - `heldSince(from)`: the heartbeat's holds over 50 ms since `from` (a `performance.now()`), for a
 *   whole run of interactions and the pauses between them.
 *
 * The heartbeat: a timer every 10 ms notes when it runs late. A gap of more than 60 ms between two
 * of its runs means the main thread was held for more than 50 ms, whatever held it. The
 * `longtask` observer does not see everything: V8's memory-reducing collection of the heap (once
 * per 100,000-deal load, 80-110 ms idle) runs as a task of its own, and Chromium 156 reports no
 * long task for it (docs/performance.md). A hold is counted conservatively (its gap less the
 * timer's 10 ms). The renderer's main thread waiting for a core that other processes use counts
 * too, as it would delay an input.
 */

interface LongTask {
  start: number;
  duration: number;
}

interface Settled {
  /** Input event → changed rows painted, ms; null when the rows did not change within the wait. */
  ms: number | null;
  longTasks: number;
  longestTaskMs: number;
  /** The heartbeat's holds of the main thread over 50 ms in the same time (any task, V8's collections included). */
  held: number;
  longestHeldMs: number;
}

/** How often the heartbeat runs, ms. */
const HEARTBEAT_MS = 10;
/** A hold of the main thread this long or longer is counted, as a long task is. */
const HOLD_MS = 50;
const holds: LongTask[] = [];
let lastBeat = performance.now();
setInterval(() => {
  const now = performance.now();
  const held = now - lastBeat - HEARTBEAT_MS;
  if (held > HOLD_MS) holds.push({ start: lastBeat, duration: held });
  lastBeat = now;
}, HEARTBEAT_MS);

/** The holds' lengths that overlap `from` to `to`, ms. */
const holdsBetween = (from: number, to: number) => holds.filter((hold) => hold.start + hold.duration >= from && hold.start <= to).map((hold) => hold.duration);

/** The holds that overlap `from` to `to`: how many, and the longest. */
function heldBetween(from: number, to: number): { held: number; longestHeldMs: number } {
  const within = holdsBetween(from, to);
  return { held: within.length, longestHeldMs: Math.max(0, ...within) };
}

const longTasks: LongTask[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });

let armed = false;
let eventAt = NaN;
let paintedAt = NaN;
let before = '';
let watched = 'tbody';
let observer: MutationObserver | null = null;

const rowsText = () => document.querySelector(watched)?.textContent ?? '';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function onInput(event: Event) {
  if (armed && Number.isNaN(eventAt)) eventAt = event.timeStamp;
}
for (const type of ['keydown', 'click']) window.addEventListener(type, onInput, true);

function afterPaint() {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      paintedAt = performance.now();
    };
    channel.port2.postMessage(null);
  });
}

const probe = {
  arm(target = 'tbody'): void {
    armed = true;
    watched = target;
    eventAt = NaN;
    paintedAt = NaN;
    before = rowsText();
    observer?.disconnect();
    observer = new MutationObserver(() => {
      if (Number.isNaN(eventAt) || rowsText() === before) return;
      observer?.disconnect();
      observer = null;
      afterPaint();
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: false });
  },

  /** Waits for the changed rows' paint (at most `waitMs`), then `quietMs` more for work that follows them. */
  async settle(waitMs = 3000, quietMs = 300): Promise<Settled> {
    const deadline = performance.now() + waitMs;
    while (Number.isNaN(paintedAt) && performance.now() < deadline) await sleep(5);
    observer?.disconnect();
    observer = null;
    armed = false;
    const end = (Number.isNaN(paintedAt) ? performance.now() : paintedAt) + quietMs;
    await sleep(Math.max(0, end - performance.now()) + 60); // long task entries arrive after the task
    const during = longTasks.filter((task) => task.start + task.duration >= eventAt && task.start <= end);
    return {
      ms: Number.isNaN(paintedAt) || Number.isNaN(eventAt) ? null : paintedAt - eventAt,
      longTasks: during.length,
      longestTaskMs: Math.max(0, ...during.map((task) => task.duration)),
      ...heldBetween(eventAt, end),
    };
  },

  /** The heartbeat's holds over 50 ms from `from` (a `performance.now()` of this page) until now: their lengths, ms, and the time since `from`, s. */
  heldSince(from: number): { holdsMs: number[]; seconds: number } {
    const now = performance.now();
    return { holdsMs: holdsBetween(from, now), seconds: (now - from) / 1000 };
  },

  /** Resolves once no long task has started for `quietMs` (the page finished its work after a load). */
  async quiet(quietMs = 1500, timeoutMs = 60_000): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const last = longTasks.at(-1);
      const lastEnd = last ? last.start + last.duration : 0;
      if (performance.now() - lastEnd >= quietMs) return;
      if (performance.now() > deadline) return;
      await sleep(100);
    }
  },
};

/**
 * The probe's floor: a box (fixed in the page's corner, outside its app) whose button and text
 * field each change one text node from a plain listener, no list and no React. Timed like the
 * rows (`arm(CALIBRATION_OUTPUT)`), a click or a key there measures what every figure carries
 * besides the page's own work: the input's delivery and dispatch, the wait for the frame and the
 * probe's message after it.
 */
function installCalibration(): void {
  if (document.getElementById('bench-calibration')) return;
  const box = document.createElement('div');
  box.id = 'bench-calibration';
  box.style.cssText = 'position:fixed;right:0;bottom:0;z-index:2147483647;display:flex;gap:2px;font:10px monospace;background:#fff';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'calibrate';
  const field = document.createElement('input');
  field.setAttribute('aria-label', 'calibrate');
  field.style.width = '3em';
  const output = document.createElement('output');
  const text = document.createTextNode('0');
  output.append(text);
  let count = 0;
  const change = () => {
    text.data = String(++count);
  };
  button.addEventListener('click', change);
  field.addEventListener('input', change);
  box.append(button, field, output);
  document.body.append(box);
}

(window as unknown as { __probe: typeof probe & { installCalibration: typeof installCalibration } }).__probe = { ...probe, installCalibration };
