// The fetch transport's body reading (src/api/http/transport.ts): a long body that is already
// there is not read in one task; the browser gets to handle input between slices of it.
import { kySend } from '../../../src/api/http/transport.js';

/** A body of `count` pieces, every one of them there before the first read. */
function bufferedBody(count: number, piece: string): Response {
  const bytes = new TextEncoder().encode(piece);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < count; i++) controller.enqueue(bytes);
      controller.close();
    },
  });
  return new Response(stream, { status: 200, headers: { 'Content-Type': 'application/json' } });
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
});
