// The fetch transport's body reading (src/api/http/transport.ts): a long body that is already
// there is not read in one task; the browser gets to handle input between slices of it.
import { kySend } from '../../../src/api/http/transport.js';

/** A body of `count` pieces, every one of them there before the first read. */
function bufferedBody(count: number, piece: string, status = 200): Response {
  return bodyOf(Array.from({ length: count }, () => piece), status);
}

/** A body of these pieces, every one of them there before the first read. */
function bodyOf(pieces: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(stream, { status, headers: { 'Content-Type': 'application/json' } });
}

describe('kySend', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads a long body in slices, letting a waiting task run between them, and loses no piece', async () => {
    const pieces = 200;
    const send = kySend(async () => bufferedBody(pieces, 'ab'));
    // Each look at the clock moves it on by 1 ms, so a slice of reading ends after a few pieces.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
    let received = 0;
    let receivedWhenTheTimerRan = -1;
    const onReceive = () => {
      received++;
      // A task that waits from the first piece on: an input, a paint.
      if (received === 1)
        setTimeout(() => {
          receivedWhenTheTimerRan = received;
        }, 0);
    };
    const { status, text } = await send({ method: 'GET', url: 'http://api.test/deals', headers: {}, signal: new AbortController().signal, onReceive });
    expect(status).toBe(200);
    expect(text).toBe('ab'.repeat(pieces));
    expect(received).toBe(pieces);
    // Read in one go, the timer would have run only after the last piece.
    expect(receivedWhenTheTimerRan).toBeGreaterThan(0);
    expect(receivedWhenTheTimerRan).toBeLessThan(pieces);
  });

  it('parses a successful body while it arrives when asked to, and keeps the text of a failure', async () => {
    const deals = Array.from({ length: 300 }, (_, id) => ({ id, customerCompany: `Company "${id}" ]},{` }));
    const text = JSON.stringify(deals);
    // Pieces cut every 7 characters, inside strings and escapes alike.
    const pieces = Array.from({ length: Math.ceil(text.length / 7) }, (_, i) => text.slice(i * 7, i * 7 + 7));
    const init = { method: 'GET' as const, url: 'http://api.test/deals', headers: {}, signal: new AbortController().signal, onReceive: () => undefined, readJson: true };
    const ok = await kySend(async () => bodyOf(pieces))(init);
    expect(ok.text).toBe('');
    expect(ok.json?.end()).toEqual({ value: deals });
    const failed = await kySend(async () => bodyOf(['{"message":', '"Not here"}'], 404))(init);
    expect(failed).toEqual({ status: 404, text: '{"message":"Not here"}' });
  });
});
