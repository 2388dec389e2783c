import { describe, expect, it } from 'vitest';
import type { Certification, DistributorDeal, Member, PartnerDeal } from '../../src/api/types.js';
import {
  certificationExportColumns,
  certificationPdfColumns,
  dealExportColumns,
  partnerExportColumns,
} from '../../src/export/index.js';
import type { ExportColumn } from '../../src/export/index.js';

const headers = <Row>(columns: readonly ExportColumn<Row>[]) => columns.map((column) => column.header);
const values = <Row>(columns: readonly ExportColumn<Row>[], row: Row) =>
  Object.fromEntries(columns.map((column) => [column.header, column.value(row)]));

describe('export columns', () => {
  it('has the 18 partner columns of SPEC 7, in order', () => {
    expect(headers(partnerExportColumns)).toEqual([
      'ID', 'First Name', 'Last Name', 'Title', 'Email', 'Country Code', 'Phone Number', 'Position', 'Company Name',
      'Company Size', 'Address', 'Street', 'City', 'Country', 'Is Approved', 'Is Active', 'Created At', 'Updated At',
    ]);
  });

  it('has 36 distinct deal columns for each variant', () => {
    for (const variant of ['partner', 'distributor'] as const) {
      const names = headers(dealExportColumns(variant));
      expect(names).toHaveLength(36);
      expect(new Set(names).size).toBe(36);
    }
    expect(headers(dealExportColumns('partner'))).toContain('Partner Company');
    expect(headers(dealExportColumns('distributor'))).toContain('Distributor Email');
  });

  it('has the 10 certification columns, and 9 without ID for the PDF', () => {
    const csv = [
      'ID', 'Name', 'Designation', 'Type of Certification', 'Quiz Submission Date', 'Total Questions', 'Total Marks',
      'Marks Attained', 'Status', 'Remarks',
    ];
    expect(headers(certificationExportColumns)).toEqual(csv);
    expect(headers(certificationPdfColumns)).toEqual(csv.slice(1));
  });

  it('writes booleans as Yes/No and missing values as empty cells', () => {
    const member: Member = { id: 7, firstName: 'Ada', lastName: null, companySize: 250, isApproved: true, isActive: false };
    expect(values(partnerExportColumns, member)).toMatchObject({
      ID: '7', 'First Name': 'Ada', 'Last Name': '', 'Company Size': '250', 'Is Approved': 'Yes', 'Is Active': 'No', Title: '',
    });
  });

  it('covers every deal field, joining names and naming statuses', () => {
    const deal: PartnerDeal = {
      id: 'D-1', partnerId: 3, partnerFirstName: 'Pat', partnerLastName: 'Lee', partnerTitle: 'CEO', partnerCompany: 'Resell',
      customerCompany: 'Acme', dmTitle: 'CTO', dmFirstName: 'Dana', dmLastName: 'Smith', dmEmail: 'd@acme.io',
      dmCountryCode: '+44', dmPhoneNumber: '0123', isExistingCustomer: false, address: '1 Road', city: 'Leeds', state: 'WY',
      postalCode: 'LS1', country: 'UK', e7PartnerManagerFirstName: 'Max', e7PartnerManagerLastName: null,
      e7AccountExecutiveFirstName: 'Ann', e7AccountExecutiveLastName: 'Bo', engagementType: 'Direct',
      resellerEngagement: 'Yes', opportunityNumber: 'OP-9', otherResellerEngagement: 'none', descriptionCustomerNeeds: 'Firewalls',
      e7ProductPosition: 'Lead', e7Platform: 'Cloud', isMultiYear: true, years: 3, mdfFunding: 1000, mdfActivityName: 'Expo',
      comments: 'ok', status: 'APPROVED', remarks: 'fine', createdAt: '2024-01-01T00:00:00Z', updatedAt: '2024-01-02T00:00:00Z',
    };
    const row = values(dealExportColumns('partner'), deal);
    expect(row).toMatchObject({
      'Registration Number': 'D-1', 'Partner First Name': 'Pat', 'Decision Maker Name': 'Dana Smith', 'Existing Customer': 'No',
      'Partner Manager': 'Max', 'Account Executive': 'Ann Bo', 'Multi Year': 'Yes', Years: '3', 'MDF Funding': '1000',
      Status: 'Approved', 'Created At': '2024-01-01T00:00:00Z',
    });
    // Every column got a value from this fully filled deal.
    expect(Object.values(row).filter((text) => text === '')).toEqual([]);

    const distributorDeal: DistributorDeal = { id: 2, distributorFirstName: 'Kim', distributorLastName: 'Ng', status: 'weird' };
    expect(values(dealExportColumns('distributor'), distributorDeal)).toMatchObject({ 'Distributor Name': 'Kim Ng', Status: 'Pending' });
    expect(values(dealExportColumns('distributor'), { ...distributorDeal, distributorName: 'KN Ltd' })['Distributor Name']).toBe('KN Ltd');
  });

  it('names certification types and statuses', () => {
    const cert: Certification = { id: 1, name: 'Ada', type: 'sales', status: 'REJECTED', totalMarks: 10, marksAttained: 4 };
    expect(values(certificationExportColumns, cert)).toMatchObject({
      'Type of Certification': 'Sales', Status: 'Failed', 'Total Marks': '10', 'Marks Attained': '4',
    });
    expect(values(certificationExportColumns, { id: 2, type: 'TECH', status: null })).toMatchObject({
      'Type of Certification': 'Technical', Status: 'Pending',
    });
  });

  it('never throws on rows that are not records', () => {
    const garbage = [null, undefined, 5, 'text', [], { id: { nested: true }, firstName: Symbol('x'), createdAt: NaN }];
    for (const row of garbage) {
      for (const columns of [partnerExportColumns, dealExportColumns('partner'), dealExportColumns('distributor'), certificationExportColumns]) {
        for (const column of columns as readonly ExportColumn<unknown>[]) expect(typeof column.value(row)).toBe('string');
      }
    }
  });
});
