import type { DistributorDeal, PartnerDeal } from '../../src/api/types.js';
import { dealOwnerName, normaliseDealStatus, toDealRow } from '../../src/domain/index.js';

describe('normaliseDealStatus', () => {
  it.each([
    ['approved', 'approved'],
    ['APPROVED', 'approved'],
    [' Rejected ', 'rejected'],
    ['pending', 'pending'],
    ['Under Review', 'pending'],
    ['', 'pending'],
    [null, 'pending'],
    [undefined, 'pending'],
    [42, 'pending'],
  ])('%j is %s', (status, expected) => {
    expect(normaliseDealStatus(status)).toBe(expected);
  });
});

describe('dealOwnerName', () => {
  it('joins first and last name, or gives the fallback', () => {
    expect(dealOwnerName({ id: 1, partnerFirstName: 'Ada', partnerLastName: 'Byron' } as PartnerDeal, 'partner')).toBe('Ada Byron');
    expect(dealOwnerName({ id: 1, partnerFirstName: 'Ada' } as PartnerDeal, 'partner')).toBe('Ada');
    expect(dealOwnerName({ id: 1 }, 'partner')).toBe('-');
    expect(dealOwnerName({ id: 1 }, 'partner', '')).toBe('');
  });

  it('prefers distributorName for distributor deals', () => {
    const deal: DistributorDeal = { id: 1, distributorName: 'Acme Distribution', distributorFirstName: 'Jo', distributorLastName: 'Lee' };
    expect(dealOwnerName(deal, 'distributor')).toBe('Acme Distribution');
    expect(dealOwnerName({ ...deal, distributorName: '  ' }, 'distributor')).toBe('Jo Lee');
    expect(dealOwnerName({ id: 1 }, 'distributor')).toBe('-');
  });
});

describe('toDealRow', () => {
  const full: PartnerDeal = {
    id: 12,
    partnerFirstName: 'Ada',
    partnerLastName: 'Byron',
    customerCompany: 'Globex',
    createdAt: '2026-01-02T10:00:00.000Z',
    dmCountryCode: '+44',
    dmPhoneNumber: '7700900123',
    isExistingCustomer: true,
    status: 'Approved',
    remarks: 'Looks good',
  };

  it('derives every field of SPEC 3', () => {
    expect(toDealRow(full, 'partner')).toEqual({
      id: 12,
      name: 'Ada Byron',
      customerCompany: 'Globex',
      registrationDate: '2026-01-02T10:00:00.000Z',
      customerContact: '+44 7700900123',
      existing: true,
      status: 'approved',
      remark: 'Looks good',
      hasRemark: true,
      deal: full,
    });
  });

  it("uses '-' for missing values and pending for unknown statuses", () => {
    const row = toDealRow({ id: 'a1', status: 'submitted' }, 'partner');
    expect(row).toMatchObject({
      name: '-',
      customerCompany: '-',
      registrationDate: null,
      customerContact: '-',
      existing: null,
      status: 'pending',
      remark: '-',
      hasRemark: false,
    });
  });

  it.each([['-'], [' - '], [''], ['   '], [null]])('remark %j means no remark', (remarks) => {
    expect(toDealRow({ ...full, remarks }, 'partner').hasRemark).toBe(false);
  });

  it('keeps existing false apart from missing', () => {
    expect(toDealRow({ ...full, isExistingCustomer: false }, 'partner').existing).toBe(false);
  });

  it('names the distributor for distributor deals', () => {
    const deal: DistributorDeal = { id: 3, distributorFirstName: 'Jo', distributorLastName: 'Lee' };
    expect(toDealRow(deal, 'distributor').name).toBe('Jo Lee');
  });
});
