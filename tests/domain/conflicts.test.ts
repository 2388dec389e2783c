import type { Deal, PartnerDeal } from '../../src/api/types.js';
import { companyKey, emailDomain, findDealConflicts, findDealConflictsInSlices } from '../../src/domain/conflicts.js';

interface Registration {
  partnerId?: number | null;
  name?: string;
  company?: string | null;
  country?: string | null;
  email?: string | null;
  date?: unknown;
}

/** A partner deal: partner 10 registering ACME in Germany on 1 March 2026, unless told otherwise. */
const deal = (id: number, registration: Registration = {}): PartnerDeal => {
  const { partnerId = 10, name = `Partner${partnerId}`, company = 'ACME Ltd.', country = 'Germany', email = null, date = '2026-03-01T10:00:00.000Z' } = registration;
  return { id, partnerId, partnerFirstName: name, partnerLastName: 'Doe', customerCompany: company, country, dmEmail: email, createdAt: date as string };
};

const counts = (deals: readonly Deal[], options?: Parameters<typeof findDealConflicts>[2]) => {
  const conflicts = findDealConflicts(deals, 'partner', options);
  return deals.map((d) => conflicts.count(d));
};

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

describe('emailDomain', () => {
  it.each([
    ['Jane.Doe@Acme.co.uk', 'acme.co.uk'],
    ['jane@acme.de.', 'acme.de'],
    ['"odd@name"@müller.de', 'müller.de'],
  ])('%s is from %s', (email, domain) => {
    expect(emailDomain(email)).toBe(domain);
  });

  it.each(['jane@gmail.com', 'JANE@OUTLOOK.COM', 'jane@yahoo.com', 'jane@yahoo.co.uk', 'jane@hotmail.de', 'jane@outlook.fr', 'jane@web.de', 'jane@icloud.com'])(
    'ignores the free-mail address %s',
    (email) => {
      expect(emailDomain(email)).toBe('');
    },
  );

  it.each([null, undefined, 42, '', 'jane', 'jane@', '@acme.com', 'jane@localhost', 'jane@acme com', 'javascript:alert(1)//@example'])(
    'finds no domain in %s',
    (email) => {
      expect(emailDomain(email)).toBe('');
    },
  );
});

describe('findDealConflicts', () => {
  it('flags the same company in the same country registered by two members, and names both', () => {
    const deals = [deal(1, { partnerId: 10, company: 'ACME Ltd.' }), deal(2, { partnerId: 11, company: 'Acme Limited', date: '2026-05-01T10:00:00.000Z' })];
    const conflicts = findDealConflicts(deals, 'partner');
    expect(deals.map((d) => conflicts.count(d))).toEqual([1, 1]);
    expect(conflicts.total).toBe(2);
    expect(conflicts.others(deals[0]!)).toEqual([{ deal: deals[1], sameCountry: true, sameDomain: false }]);
    expect(conflicts.others(deals[1]!)).toEqual([{ deal: deals[0], sameCountry: true, sameDomain: false }]);
  });

  it('does not flag the same company name in another country (Pioneer in Paris and in Dubai)', () => {
    const deals = [
      deal(1, { partnerId: 10, company: 'Pioneer Manufacturing', country: 'France', date: '2025-10-14T09:00:00.000Z' }),
      deal(2, { partnerId: 11, company: 'Pioneer Manufacturing', country: 'United Arab Emirates', date: '2026-03-02T09:00:00.000Z' }),
    ];
    expect(counts(deals)).toEqual([0, 0]);
    expect(findDealConflicts(deals, 'partner').others(deals[0]!)).toEqual([]);
  });

  it('compares countries the way it compares names: case, accents and punctuation ignored', () => {
    expect(counts([deal(1, { country: "Côte d'Ivoire" }), deal(2, { partnerId: 11, country: 'cote d ivoire' })])).toEqual([1, 1]);
  });

  it('flags the same company in two countries when both decision makers write from one domain', () => {
    const deals = [
      deal(1, { country: 'Germany', email: 'jane@acme.com' }),
      deal(2, { partnerId: 11, country: 'France', email: 'PIERRE@ACME.COM' }),
      deal(3, { partnerId: 12, country: 'Spain', email: 'ana@acme.es' }),
    ];
    const conflicts = findDealConflicts(deals, 'partner');
    expect(deals.map((d) => conflicts.count(d))).toEqual([1, 1, 0]);
    expect(conflicts.others(deals[0]!)).toEqual([{ deal: deals[1], sameCountry: false, sameDomain: true }]);
  });

  it('says when both the country and the domain are the same, and counts such a deal once', () => {
    const deals = [deal(1, { email: 'jane@acme.de' }), deal(2, { partnerId: 11, email: 'max@acme.de' })];
    const conflicts = findDealConflicts(deals, 'partner');
    expect(deals.map((d) => conflicts.count(d))).toEqual([1, 1]);
    expect(conflicts.others(deals[0]!)).toEqual([{ deal: deals[1], sameCountry: true, sameDomain: true }]);
  });

  it('ignores free-mail domains: two gmail.com addresses in two countries are not one customer', () => {
    const deals = [
      deal(1, { country: 'Germany', email: 'jane@gmail.com' }),
      deal(2, { partnerId: 11, country: 'France', email: 'pierre@gmail.com' }),
      deal(3, { partnerId: 12, country: 'Italy', email: 'luca@yahoo.it' }),
      deal(4, { partnerId: 13, country: 'Spain', email: 'ana@yahoo.it' }),
    ];
    expect(counts(deals)).toEqual([0, 0, 0, 0]);
  });

  it('does not match a different company on the same domain', () => {
    expect(counts([deal(1, { company: 'Acme', email: 'a@group.com' }), deal(2, { partnerId: 11, company: 'Globex', email: 'b@group.com' })])).toEqual([0, 0]);
  });

  it('flags registrations within the window only, 12 months by default, either way round', () => {
    const deals = [
      deal(1, { date: '2025-03-01T10:00:00.000Z' }),
      deal(2, { partnerId: 11, date: '2026-02-27T10:00:00.000Z' }), // 363 days after deal 1
      deal(3, { partnerId: 12, date: '2027-03-10T10:00:00.000Z' }), // 376 days after deal 2
    ];
    expect(counts(deals)).toEqual([1, 1, 0]);
    expect(counts(deals, { windowMonths: 24 })).toEqual([1, 2, 1]); // deals 1 and 3 are 2 years and 9 days apart
    expect(counts(deals, { windowMonths: 25 })).toEqual([2, 2, 2]);
    expect(counts(deals, { windowMonths: 6 })).toEqual([0, 0, 0]);
    expect(counts(deals, { windowMonths: Infinity })).toEqual([2, 2, 2]);
  });

  it("never counts a member's own repeats, and counts the others' deals one by one", () => {
    const deals = [
      deal(1, { partnerId: 10 }),
      deal(2, { partnerId: 10, date: '2026-04-01T10:00:00.000Z' }), // partner 10 again: a renewal, not a conflict
      deal(3, { partnerId: 11, date: '2026-05-01T10:00:00.000Z' }),
      deal(4, { partnerId: 12, company: 'Globex' }),
      deal(5, { partnerId: 12, company: 'Globex GmbH' }),
    ];
    const conflicts = findDealConflicts(deals, 'partner');
    expect(deals.map((d) => conflicts.count(d))).toEqual([1, 1, 2, 0, 0]);
    expect(conflicts.total).toBe(3);
    expect(conflicts.others(deals[2]!).map((c) => c.deal.id)).toEqual([1, 2]);
    expect(conflicts.others(deals[3]!)).toEqual([]);
  });

  it('never flags a deal without a company, a readable date, or both a country and a domain', () => {
    const deals = [
      deal(1, {}),
      deal(2, { partnerId: 11, company: '-' }),
      deal(3, { partnerId: 12, date: 'not a date' }),
      deal(4, { partnerId: 13, date: 1_772_000_000_000 }),
      deal(5, { partnerId: 14, country: null, email: 'x@gmail.com' }),
      deal(6, { partnerId: 15, country: '  ', email: null }),
    ];
    expect(counts(deals)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('tells members apart by name where the server sends no id', () => {
    const byName = [deal(1, { partnerId: null, name: 'Ann' }), deal(2, { partnerId: null, name: 'Bob' }), deal(3, { partnerId: null, name: 'ann' })];
    expect(counts(byName)).toEqual([1, 2, 1]);
  });

  it('reads distributor deals by distributor', () => {
    const distributorDeals: Deal[] = [
      { id: 1, distributorId: 1, distributorName: 'North', customerCompany: 'Umbrella plc', country: 'UK', createdAt: '2026-01-01T00:00:00Z' },
      { id: 2, distributorId: 2, distributorName: 'South', customerCompany: 'UMBRELLA', country: 'uk', createdAt: '2026-02-01T00:00:00Z' },
      { id: 3, partnerId: 3, distributorId: 1, customerCompany: 'Umbrella', country: 'UK', createdAt: '2026-02-01T00:00:00Z' },
    ];
    const found = findDealConflicts(distributorDeals, 'distributor');
    expect(distributorDeals.map((d) => found.count(d))).toEqual([1, 2, 1]);
  });

  // Companies registered up to 24 times are compared pair by pair, larger ones through sorted
  // dates: 12 deals over 3 companies take the one way, 240 the other.
  it.each([12, 240])('agrees with comparing every pair, on random lists of %i deals with many repeats', (size) => {
    // Few companies, members, countries, domains and dates, so most pairs share something.
    let seed = 1;
    const random = (n: number) => {
      seed = (seed * 16807) % 2147483647;
      return seed % n;
    };
    for (let round = 0; round < 20; round++) {
      const deals = Array.from({ length: size }, (_, i) =>
        deal(i + 1, {
          partnerId: random(4),
          company: ['Acme', 'ACME Ltd', 'Globex'][random(3)],
          country: ['Germany', 'France', null][random(3)],
          email: [null, 'a@acme.com', 'b@acme.fr', 'c@gmail.com'][random(4)],
          date: new Date(Date.UTC(2025, random(30), 1 + random(28))).toISOString(),
        }),
      );
      const window = (365.2425 / 12) * 12 * 86_400_000;
      const conflicts = findDealConflicts(deals, 'partner');
      const read = new Map(deals.map((d) => [d, { company: companyKey(d.customerCompany), time: Date.parse(d.createdAt!), domain: emailDomain(d.dmEmail) }]));
      for (const a of deals) {
        const ra = read.get(a)!;
        const expected = deals.filter((b) => {
          const rb = read.get(b)!;
          return (
            b.partnerId !== a.partnerId &&
            rb.company === ra.company &&
            Math.abs(rb.time - ra.time) <= window &&
            ((a.country != null && b.country === a.country) || (ra.domain !== '' && rb.domain === ra.domain))
          );
        });
        expect(conflicts.count(a), `round ${round}, deal ${a.id}`).toBe(expected.length);
        expect(conflicts.others(a).map((c) => c.deal)).toEqual(expected);
      }
    }
  });
});

describe('findDealConflicts with hostile member ids', () => {
  it('does not throw on an id that cannot become text, and groups such deals by the member name', () => {
    const hostile = { toString: 'x', valueOf: 'y' } as unknown as number;
    const deals = [deal(1, { partnerId: hostile, name: 'Ann' }), deal(2, { partnerId: hostile, name: 'Bob', company: 'Acme Ltd' }), deal(3, { partnerId: 7, name: 'Cy', company: 'ACME' })];
    const conflicts = findDealConflicts(deals, 'partner');
    expect(() => conflicts.count(deals[0]!)).not.toThrow();
    // Ann, Bob and member #7 are three owners of one customer: each deal has two others.
    expect(deals.map((d) => conflicts.count(d))).toEqual([2, 2, 2]);
  });
});

describe('findDealConflictsInSlices', () => {
  /** 5,000 deals over 50 companies, 3 members and 2 countries: most of them conflict. */
  const many = Array.from({ length: 5000 }, (_, i) =>
    deal(i + 1, { partnerId: i % 3, company: `Company ${i % 50}`, country: i % 7 === 0 ? 'France' : 'Germany', date: new Date(Date.UTC(2025, i % 24, 1)).toISOString() }),
  );

  afterEach(() => vi.restoreAllMocks());

  it('finds what findDealConflicts finds, letting a waiting task run between its slices', async () => {
    // Each look at the clock moves it on by 1 ms, so a slice ends after a few steps.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
    let ranDuring = false;
    let done = false;
    setTimeout(() => {
      ranDuring = !done;
    }, 0);
    const sliced = await findDealConflictsInSlices(many, 'partner');
    done = true;
    const whole = findDealConflicts(many, 'partner');
    expect(ranDuring).toBe(true);
    expect(sliced.total).toBeGreaterThan(1000);
    expect(sliced.total).toBe(whole.total);
    expect(many.map((d) => sliced.count(d))).toEqual(many.map((d) => whole.count(d)));
    expect(sliced.others(many[0]!)).toEqual(whole.others(many[0]!));
  });

  it('stops with the signal', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
    const stop = new AbortController();
    const pass = findDealConflictsInSlices(many, 'partner', {}, stop.signal);
    stop.abort(new Error('the list changed'));
    await expect(pass).rejects.toThrow('the list changed');
  });
});
