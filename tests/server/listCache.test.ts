import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { createListCache } from '../../examples/server/listCache.mjs';

// The kept answers of the deal lists: what passes through is sent unchanged and kept under the
// version its text was read at and the request's Accept-Encoding; anything else finds nothing.

const ACCEPT = 'gzip, deflate, br, zstd';
const pieces = (...parts: string[]) => Readable.from(parts.map((part) => Buffer.from(part)));

it('passes the answer on and keeps it for the same version and Accept-Encoding only', async () => {
  const cache = createListCache();
  expect(cache.get('partner', 1, ACCEPT)).toBeUndefined();
  const sent = await buffer(cache.keep('partner', Promise.resolve(1), ACCEPT, 'br', pieces('[{"id":1}', ',{"id":2}]')));
  expect(sent.toString()).toBe('[{"id":1},{"id":2}]');
  await new Promise((resolve) => setImmediate(resolve));
  expect(cache.get('partner', 1, ACCEPT)).toEqual({ encoding: 'br', body: sent });
  expect(cache.get('partner', 2, ACCEPT)).toBeUndefined();
  expect(cache.get('partner', 1, 'gzip')).toBeUndefined();
  expect(cache.get('partner', 1, undefined)).toBeUndefined();
  expect(cache.get('distributor', 1, ACCEPT)).toBeUndefined();
});

it('keeps the newer version, never an answer read before it, and nothing from an answer that failed', async () => {
  const cache = createListCache();
  await buffer(cache.keep('partner', Promise.resolve(3), ACCEPT, 'br', pieces('[3]')));
  // An answer read at version 2 that ends after version 3 was kept.
  await buffer(cache.keep('partner', Promise.resolve(2), 'gzip', 'gzip', pieces('[2]')));
  await new Promise((resolve) => setImmediate(resolve));
  expect(cache.get('partner', 3, ACCEPT)?.body.toString()).toBe('[3]');
  expect(cache.get('partner', 2, 'gzip')).toBeUndefined();
  expect(cache.get('partner', 3, 'gzip')).toBeUndefined();

  const failing = new Readable({ read() {} });
  const out = cache.keep('partner', Promise.resolve(4), ACCEPT, 'br', failing);
  failing.push(Buffer.from('[4'));
  failing.destroy(new Error('the database went away'));
  await expect(buffer(out)).rejects.toThrow('the database went away');
  expect(cache.get('partner', 4, ACCEPT)).toBeUndefined();
  expect(cache.get('partner', 3, ACCEPT)?.body.toString()).toBe('[3]');
});
