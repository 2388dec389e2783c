// The body parser that takes a JSON body piece by piece (src/api/http/jsonReader.ts): whatever the
// text and wherever it is cut, it gives what JSON.parse gives for the whole text, and rejects what
// JSON.parse rejects.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonReader } from '../../../src/api/http/jsonReader.js';

/** The reader's answer for `text` cut at `cuts`, beside JSON.parse's for the whole of it. */
function readInPieces(text: string, cuts: number[]) {
  const reader = jsonReader();
  let from = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    reader.push(text.slice(from, cut));
    from = Math.max(from, cut);
  }
  reader.push(text.slice(from));
  return reader.end();
}

function parseWhole(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/** JSON texts, arrays above all, and the same texts with a character of JSON's syntax put in, taken out or changed. */
const texts = fc.oneof(
  fc.array(fc.jsonValue(), { maxLength: 8 }).map((items) => JSON.stringify(items, null, items.length % 2 ? 1 : undefined)),
  fc.json(),
  fc
    .tuple(
      fc.array(fc.jsonValue({ maxDepth: 2 }), { minLength: 1, maxLength: 6 }).map((items) => JSON.stringify(items)),
      fc.nat(),
      fc.constantFrom('', ',', '"', '\\', '[', ']', '{', '}', ' ', 'x', ':', '\n'),
      fc.boolean(),
    )
    .map(([text, at, mark, replace]) => {
      const i = at % (text.length + 1);
      return text.slice(0, i) + mark + text.slice(replace ? i + 1 : i);
    }),
);

describe('jsonReader', () => {
  it('gives what JSON.parse gives for the whole text, wherever the pieces are cut', () => {
    fc.assert(
      fc.property(fc.tuple(texts, fc.array(fc.nat(), { maxLength: 6 })), ([text, cuts]) => {
        const read = readInPieces(
          text,
          cuts.map((cut) => cut % (text.length + 1)),
        );
        expect(read).toEqual(parseWhole(text));
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ['[]', []],
    [' \n[ ]\t', []],
    ['[1,2]', [1, 2]],
    ['[{"a":"],[\\"}"},{"b":[1,{"c":"\\\\"}]}]', [{ a: '],["}' }, { b: [1, { c: '\\' }] }]],
  ])('reads %s', (text, value) => {
    expect(readInPieces(text, [...text].map((_, i) => i))).toEqual({ value });
  });

  it.each(['[1,]', '[,1]', '[1,,2]', '[', '[1', '[1]]', '[1] x', '[}]', '', ' ', '[1 2]', '["a\\"]'])('rejects %s, in one piece or a character at a time', (text) => {
    expect(readInPieces(text, [])).toBeUndefined();
    expect(readInPieces(text, [...text].map((_, i) => i))).toBeUndefined();
  });
});
