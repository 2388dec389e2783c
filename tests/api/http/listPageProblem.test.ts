// The HTTP client's check of a list query's answer (src/api/http/listPageCall.ts): the optional
// `parts` and `more` of an answer to `parts=rows|counts` are taken when they are what they say, and
// anything else the server sends there is refused with what was expected.
import { listPageProblem } from '../../../src/api/http/listPageCall.js';

const page = { rows: [{ id: 1 }], total: 11, page: 1, pageSize: 10 };

describe('listPageProblem', () => {
  it('takes a whole answer, a rows-only answer and a counts-only answer', () => {
    expect(listPageProblem(page)).toBeNull();
    expect(listPageProblem({ ...page, parts: 'rows', more: true })).toBeNull();
    expect(listPageProblem({ ...page, rows: [], parts: 'counts', statusCounts: { all: 11, pending: 1, approved: 10, rejected: 0 } })).toBeNull();
  });

  it('refuses a part or a "more" it does not know', () => {
    expect(listPageProblem({ ...page, parts: 'everything' })).toBe('expected parts to be rows or counts, got a string');
    expect(listPageProblem({ ...page, parts: 'rows', more: 'yes' })).toBe('expected more to be true or false, got a string');
  });
});
