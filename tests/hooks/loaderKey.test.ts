import { describe, expect, it } from 'vitest';
import { loaderKey } from '../../src/hooks/loaderKey.js';

describe('loaderKey', () => {
  it('gives the same key for the same client and values', () => {
    const client = {};
    expect(loaderKey(client, 'partner', 7)).toBe(loaderKey(client, 'partner', 7));
    expect(loaderKey(client)).toBe(loaderKey(client));
  });

  it('gives another key for another client, even with the same values', () => {
    expect(loaderKey({}, 'partner', 7)).not.toBe(loaderKey({}, 'partner', 7));
  });

  it('gives another key for another variant or id', () => {
    const client = {};
    expect(loaderKey(client, 'partner', 7)).not.toBe(loaderKey(client, 'distributor', 7));
    expect(loaderKey(client, 'partner', 7)).not.toBe(loaderKey(client, 'partner', 8));
    // The values are kept apart: ('a', 'bc') is not ('ab', 'c').
    expect(loaderKey(client, 'a', 'bc')).not.toBe(loaderKey(client, 'ab', 'c'));
  });

  it("compares ids as text: a route's '7' and a row's 7 share one load", () => {
    const client = {};
    expect(loaderKey(client, 7)).toBe(loaderKey(client, '7'));
  });
});
