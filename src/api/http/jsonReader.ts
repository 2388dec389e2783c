/**
 * Parses a JSON body piece by piece while it arrives, so that a long list never holds the page
 * in one `JSON.parse`: the 131 MB of 100,000 deals took 1.1-1.5 s in one task (docs/performance.md).
 *
 * A body that is an array (every list of SPEC 7) is cut after its top-level commas, and each run
 * of whole elements is parsed by `JSON.parse` as an array of its own. Any other body is parsed
 * whole at the end. The cutting only finds where the elements end: strings (with their escapes)
 * and nesting are followed, everything else is left to `JSON.parse`, so the value is the one
 * `JSON.parse` gives for the whole text, and a text it rejects is rejected.
 *
 * Written here: streaming JSON parsers (`@streamparser/json`, `clarinet`) build every value in
 * JavaScript, character by character, several times slower than the engine's own parser; this
 * only looks for the elements' ends and leaves the values to it.
 */
export interface JsonReader {
  /** Takes the next piece of the body's text. */
  push(text: string): void;
  /** The body's value once every piece is in; undefined when the body is not JSON. */
  end(): { value: unknown } | undefined;
}

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;

/** JSON's whitespace (space, tab, line feed, carriage return), and nothing else. */
const BLANK = /^[ \t\n\r]*$/;
const LEADING_BLANK = /^[ \t\n\r]*/;

export function jsonReader(): JsonReader {
  /** Before the first character that is not blank: which kind of body this is is not known yet. */
  let head = '';
  let mode: 'head' | 'array' | 'whole' | 'failed' | 'closed' = 'head';
  /** A whole body's pieces. */
  const parts: string[] = [];
  const items: unknown[] = [];
  /** The array's text from the start of the first element not yet parsed, before the piece in hand. */
  let pending: string[] = [];
  /** Nesting inside the array's elements: 0 between two of them. */
  let depth = 0;
  let inString = false;
  /** Backslashes in a row at the end of the text so far, inside a string (they escape what follows). */
  let slashes = 0;
  /** Whether an element was cut off by a comma already (so an empty one after it is a stray comma). */
  let afterComma = false;

  /** Parses `[text]`, whole elements; false when it is not JSON or holds none. */
  const take = (text: string): boolean => {
    let batch: unknown;
    try {
      batch = JSON.parse(`[${text}]`);
    } catch {
      return false;
    }
    const elements = batch as unknown[];
    if (elements.length === 0) return false;
    for (let i = 0; i < elements.length; i++) items.push(elements[i]);
    return true;
  };

  /** The pending text and `piece` up to `at`; what is pending is then taken. */
  const upTo = (piece: string, at: number): string => {
    const text = pending.length ? pending.join('') + piece.slice(0, at) : piece.slice(0, at);
    pending = [];
    return text;
  };

  /**
   * Follows one piece of the array (its strings, their escapes, the nesting) and parses the whole
   * elements before its last top-level comma. Each piece is looked at once, however long an
   * element runs over pieces.
   */
  const scan = (piece: string) => {
    const length = piece.length;
    let lastComma = -1;
    let i = 0;
    while (i < length) {
      if (inString) {
        const quote = piece.indexOf('"', i);
        const end = quote < 0 ? length : quote;
        let slash = end - 1;
        while (slash >= i && piece.charCodeAt(slash) === BACKSLASH) slash--;
        // The run of backslashes before the quote (or the piece's end), with the last piece's when it reaches back that far.
        const run = end - 1 - slash + (slash < i && i === 0 ? slashes : 0);
        if (quote < 0) {
          slashes = run;
          break;
        }
        slashes = 0;
        if (run % 2 === 0) inString = false;
        i = quote + 1;
        continue;
      }
      const code = piece.charCodeAt(i);
      if (code === QUOTE) inString = true;
      else if (code === OPEN_BRACE || code === OPEN_BRACKET) depth++;
      else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        if (depth > 0) depth--;
        else if (code === CLOSE_BRACKET) {
          close(piece, lastComma, i);
          return;
        } else {
          mode = 'failed';
          return;
        }
      } else if (code === COMMA && depth === 0) lastComma = i;
      i++;
    }
    if (lastComma < 0) {
      pending.push(piece);
      return;
    }
    if (!take(upTo(piece, lastComma))) {
      mode = 'failed';
      return;
    }
    afterComma = true;
    pending.push(piece.slice(lastComma + 1));
  };

  /** The array's `]` at `at` in `piece`: its last elements, and nothing but blanks after it. */
  const close = (piece: string, lastComma: number, at: number) => {
    let last: string;
    if (lastComma >= 0) {
      if (!take(upTo(piece, lastComma))) {
        mode = 'failed';
        return;
      }
      last = piece.slice(lastComma + 1, at);
    } else last = upTo(piece, at);
    const emptyArray = BLANK.test(last) && lastComma < 0 && !afterComma;
    if (!emptyArray && !take(last)) {
      mode = 'failed';
      return;
    }
    mode = BLANK.test(piece.slice(at + 1)) ? 'closed' : 'failed';
  };

  const push = (text: string) => {
    if (text === '') return;
    switch (mode) {
      case 'head': {
        head += text;
        const start = LEADING_BLANK.exec(head)![0].length;
        if (start === head.length) return;
        if (head.charCodeAt(start) === OPEN_BRACKET) {
          mode = 'array';
          const rest = head.slice(start + 1);
          head = '';
          if (rest) scan(rest);
        } else {
          mode = 'whole';
          parts.push(head);
          head = '';
        }
        return;
      }
      case 'array':
        scan(text);
        return;
      case 'whole':
        parts.push(text);
        return;
      case 'closed':
        if (!BLANK.test(text)) mode = 'failed';
        return;
      case 'failed':
        return;
    }
  };

  const end = (): { value: unknown } | undefined => {
    switch (mode) {
      case 'closed':
        return { value: items };
      case 'whole':
        try {
          return { value: JSON.parse(parts.join('')) as unknown };
        } catch {
          return undefined;
        }
      default:
        return undefined;
    }
  };

  return { push, end };
}
