import type { Deal } from '../../src/api/types.js';
import { companyKey, findDealConflicts } from '../../src/domain/conflicts.js';

const deal = (id: number, partnerId: number | null, customerCompany: string | null, name = `Partner${partnerId}`): Deal => ({
  id,
  partnerId,
  partnerFirstName: name,
  partnerLastName: 'Doe',
  customerCompany,
});

describe('companyKey', () => {
  it.each([
    ['ACME Ltd.', 'acme'],
    ['Acme, Limited', 'acme'],
    ['  acme  ', 'acme'],
    ['Acme Inc', 'acme'],
    ['Acme Corp.', 'acme'],
    ['Müller G.m.b.H. & Co. KG', 'muller'],
    ['Muller GmbH', 'muller'],
    ['Globex S.A.', 'globex'],
    ['Initech Pty Ltd', 'initech'],
    ['Blue-Sky Labs', 'blue sky labs'],
    ['Blue Sky Labs LLC', 'blue sky labs'],
  ])('%s compares as %s', (name, key) => {
    expect(companyKey(name)).toBe(key);
  });

  it('keeps a name that is only a legal form, and a legal form inside the name', () => {
    expect(companyKey('Limited')).toBe('limited');
    expect(companyKey('The Company Store')).toBe('the company store');
    expect(companyKey('Inc Magazine Ltd')).toBe('inc magazine');
  });

  it('gives no key for a missing company, so it never conflicts', () => {
    for (const missing of ['', '-', null, undefined, 42]) expect(companyKey(missing)).toBe(missing === 42 ? '42' : '');
  });
});

describe('findDealConflicts', () => {
  const deals = [
    deal(1, 10, 'ACME Ltd.'),
    deal(2, 11, 'Acme Limited'),
    deal(3, 12, 'acme'),
    deal(4, 10, 'ACME'), // the same partner again: no conflict with its own deal 1
    deal(5, 13, 'Globex'),
    deal(6, 13, 'Globex GmbH'), // one partner, twice: no conflict
    deal(7, null, '-'),
    deal(8, null, '-'),
  ];
  const conflicts = findDealConflicts(deals, 'partner');

  it("counts the other members' deals of the same company", () => {
    expect(deals.map((d) => conflicts.count(d))).toEqual([2, 3, 3, 2, 0, 0, 0, 0]);
    expect(conflicts.total).toBe(4);
  });

  it('lists them in list order', () => {
    expect(conflicts.others(deals[0]!).map((d) => d.id)).toEqual([2, 3]);
    expect(conflicts.others(deals[1]!).map((d) => d.id)).toEqual([1, 3, 4]);
    expect(conflicts.others(deals[4]!)).toEqual([]);
  });

  it('tells members apart by name where the server sends no id', () => {
    const byName = [deal(1, null, 'Acme', 'Ann'), deal(2, null, 'ACME Inc', 'Bob'), deal(3, null, 'Acme', 'ann')];
    const found = findDealConflicts(byName, 'partner');
    expect(byName.map((d) => found.count(d))).toEqual([1, 2, 1]);
  });

  it('reads distributor deals by distributor', () => {
    const distributorDeals: Deal[] = [
      { id: 1, distributorId: 1, distributorName: 'North', customerCompany: 'Umbrella plc' },
      { id: 2, distributorId: 2, distributorName: 'South', customerCompany: 'UMBRELLA' },
    ];
    const found = findDealConflicts(distributorDeals, 'distributor');
    expect(distributorDeals.map((d) => found.count(d))).toEqual([1, 1]);
  });
});

describe('findDealConflicts with hostile member ids', () => {
  it('does not throw on an id that cannot become text, and groups such deals by the member name', () => {
    const hostile = { toString: 'x', valueOf: 'y' } as unknown as number;
    const deals = [deal(1, hostile, 'Acme', 'Ann'), deal(2, hostile, 'Acme Ltd', 'Bob'), deal(3, 7, 'ACME', 'Cy')];
    const conflicts = findDealConflicts(deals, 'partner');
    expect(() => conflicts.count(deals[0]!)).not.toThrow();
    // Ann, Bob and member #7 are three owners of one customer: each deal has two others.
    expect(deals.map((d) => conflicts.count(d))).toEqual([2, 2, 2]);
  });
});
