import { listPageOf, listPageQueryProblem, type ListPageRules } from '../../src/list/listPage.js';

interface Row {
  id: number;
  name: string | null;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
}

const rules: ListPageRules<Row> = {
  searchText: (row) => [row.name],
  date: (row) => row.createdAt,
  status: (row) => row.status,
  pendingFirst: true,
  sortKeys: { name: (row) => row.name },
};

const rows: Row[] = [
  { id: 1, name: 'item 10', status: 'approved', createdAt: '2026-01-03T10:00:00.000Z' },
  { id: 2, name: null, status: 'pending', createdAt: '2026-01-01T10:00:00.000Z' },
  { id: 3, name: 'Item 9', status: 'rejected', createdAt: '2026-01-02T10:00:00.000Z' },
  { id: 4, name: 'ITEM 9', status: 'pending', createdAt: '2026-01-04T10:00:00.000Z' },
  { id: 5, name: '  ', status: 'approved', createdAt: '2026-01-05T10:00:00.000Z' },
];
const ids = (query: Parameters<typeof listPageOf<Row>>[1]) => listPageOf(rows, query, rules).rows.map((row) => row.id);

describe('listPageOf', () => {
  it('sorts a column with numbers by value, case aside, blanks last both ways, ties in the list order', () => {
    expect(ids({ page: 1, pageSize: 10, sort: 'name' })).toEqual([3, 4, 1, 2, 5]);
    expect(ids({ page: 1, pageSize: 10, sort: '-name' })).toEqual([1, 3, 4, 2, 5]);
  });

  it('puts pending rows first by default, and sorts by date when asked', () => {
    expect(ids({ page: 1, pageSize: 10 })).toEqual([2, 4, 1, 3, 5]);
    expect(ids({ page: 1, pageSize: 10, sort: 'newToOld' })).toEqual([5, 4, 1, 3, 2]);
  });

  it('counts each status among the rows the search keeps, whatever status is chosen, and clamps the page', () => {
    const page = listPageOf(rows, { page: 5, pageSize: 10, search: 'ITEM', status: 'pending' }, rules);
    expect(page).toMatchObject({ total: 1, page: 1, statusCounts: { all: 3, pending: 1, approved: 1, rejected: 1 } });
    expect(page.rows.map((row) => row.id)).toEqual([4]);
  });

  it("answers the rows alone with whether more follow, the counts alone, and a page past the end whole (`parts`)", () => {
    const many: Row[] = Array.from({ length: 25 }, (_, at) => ({ id: at + 1, name: `item ${at + 1}`, status: at % 5 === 0 ? 'pending' : 'approved', createdAt: '2026-01-01T10:00:00.000Z' }));
    const whole = (page: number) => listPageOf(many, { page, pageSize: 10, sort: 'name' }, rules);
    expect(listPageOf(many, { page: 2, pageSize: 10, sort: 'name', parts: 'rows' }, rules)).toEqual({ rows: whole(2).rows, total: 21, page: 2, pageSize: 10, parts: 'rows', more: true });
    expect(listPageOf(many, { page: 3, pageSize: 10, sort: 'name', parts: 'rows' }, rules)).toEqual({ rows: whole(3).rows, total: 25, page: 3, pageSize: 10, parts: 'rows', more: false });
    expect(listPageOf(many, { page: 9, pageSize: 10, sort: 'name', parts: 'rows' }, rules)).toEqual(whole(3));
    expect(listPageOf(many, { page: 9, pageSize: 10, sort: 'name', parts: 'counts' }, rules)).toEqual({
      rows: [],
      total: 25,
      page: 3,
      pageSize: 10,
      statusCounts: { all: 25, pending: 5, approved: 20, rejected: 0 },
      parts: 'counts',
    });
    expect(listPageOf(many, { page: 1, pageSize: 10, search: 'none', parts: 'rows' }, rules)).toMatchObject({ rows: [], total: 0, page: 1, parts: 'rows', more: false });
  });

  it('names what a list does not take', () => {
    expect(listPageQueryProblem({ page: 1, pageSize: 10, sort: 'email' }, rules as never)).toMatch(/^sort/);
    expect(listPageQueryProblem({ page: 1, pageSize: 10, conflictsOnly: true }, rules as never)).toMatch(/conflicts/);
    expect(listPageQueryProblem({ page: 1, pageSize: 10, sort: '-name', status: 'rejected' }, rules as never)).toBeNull();
  });
});
