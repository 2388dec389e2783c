/**
 * The columns of the exported files. Headers are fixed English texts (the files' format, whatever
 * the screen's language); value words (Yes/No, Sales/Technical, statuses) come from the
 * default messages. Missing values export as empty cells; a '-' placeholder would itself start
 * with '-' and be neutralised as a formula in CSV. Columns of numbers and dates say so (`type`),
 * so that .xlsx and .xls write number and date cells (cells.ts).
 */
import type { Certification, DistributorDeal, Member, PartnerDeal, Variant } from '../api/types.js';
import type { ExportValueType } from './cells.js';
import { certificationsMessages as certifications } from '../i18n/texts/certifications.js';
import { commonMessages as common } from '../i18n/texts/common.js';

/**
 * The columns of an export as a list, or as a function that loads them (`() => import(...)`): a
 * screen's first bundle then carries no columns, which load with the file writers on the first
 * export (issue 33).
 */
export type ExportColumns<Row> = readonly ExportColumn<Row>[] | (() => Promise<readonly ExportColumn<Row>[]>);

/** One exported column: its header, how a row becomes the cell text, and what that text is. */
export interface ExportColumn<Row> {
  header: string;
  /** The cell's text; for a date column the server's date, which each format writes as a date. */
  value: (row: Row) => string;
  /**
   * 'number': a value that is strictly a number ('-5', '1500') is a number cell in .xlsx and .xls
   * (other values stay text); 'date': a readable date is a date cell in .xlsx and .xls and reads
   * 'YYYY-MM-DD HH:MM' (local time) in CSV and the print page. @default 'text'
   */
  type?: ExportValueType;
}

/** Cell text for a server value: strings as sent, finite numbers, Yes/No for booleans, '' for anything else. */
export function cellText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? common.yes : common.no;
  return '';
}

function read(row: unknown, key: string): unknown {
  return row !== null && typeof row === 'object' ? (row as Record<string, unknown>)[key] : undefined;
}

/** A column showing one field. Free of side effects, so unused column lists are dropped from bundles. */
/* #__NO_SIDE_EFFECTS__ */
function field<Row>(header: string, key: keyof Row & string, type?: ExportValueType): ExportColumn<Row> {
  const value = (row: Row) => cellText(read(row, key));
  return type ? { header, value, type } : { header, value };
}

/** A column joining several fields with a space (first plus last name), skipping empty ones. */
function joined<Row>(header: string, keys: ReadonlyArray<keyof Row & string>): ExportColumn<Row> {
  return {
    header,
    value: (row) =>
      keys
        .map((key) => cellText(read(row, key)).trim())
        .filter(Boolean)
        .join(' '),
  };
}

/** The 18 partner columns, also used for distributors (same record shape). */
export const partnerExportColumns: readonly ExportColumn<Member>[] = [
  field('ID', 'id', 'number'),
  field('First Name', 'firstName'),
  field('Last Name', 'lastName'),
  field('Title', 'title'),
  field('Email', 'email'),
  field('Country Code', 'countryCode'),
  field('Phone Number', 'phoneNumber'),
  field('Position', 'position'),
  field('Company Name', 'companyName'),
  field('Company Size', 'companySize', 'number'),
  field('Address', 'address'),
  field('Street', 'street'),
  field('City', 'city'),
  field('Country', 'country'),
  field('Is Approved', 'isApproved'),
  field('Is Active', 'isActive'),
  field('Created At', 'createdAt', 'date'),
  field('Updated At', 'updatedAt', 'date'),
];

/** Deal status as the screens name it: approved, rejected, anything else pending. */
function dealStatus(row: unknown): string {
  const status = cellText(read(row, 'status')).trim().toLowerCase();
  if (status === 'approved') return common.approved;
  if (status === 'rejected') return common.rejected;
  return common.pending;
}

type AnyDeal = PartnerDeal & DistributorDeal;

function partnerDealColumns(): ExportColumn<AnyDeal>[] {
  return [
    field('Partner ID', 'partnerId', 'number'),
    field('Partner First Name', 'partnerFirstName'),
    field('Partner Last Name', 'partnerLastName'),
    field('Partner Title', 'partnerTitle'),
    field('Partner Company', 'partnerCompany'),
  ];
}

function distributorDealColumns(): ExportColumn<AnyDeal>[] {
  const name = joined<AnyDeal>('Distributor Name', ['distributorFirstName', 'distributorLastName']);
  return [
    field('Distributor ID', 'distributorId', 'number'),
    // distributorName when the server sends it, else first plus last name.
    { header: 'Distributor Name', value: (row) => cellText(read(row, 'distributorName')).trim() || name.value(row) },
    field('Distributor Title', 'distributorTitle'),
    field('Distributor Company', 'distributorCompany'),
    field('Distributor Email', 'distributorEmail'),
  ];
}

/**
 * The 36 deal columns, covering all deal fields, with Yes/No for booleans:
 * - 1 Registration Number (id);
 * - 5 of the registering member: partner ID, first name, last name, title, company; or distributor
 *   ID, name (distributorName, else first plus last), title, company, e-mail;
 * - 7 customer: company, decision maker title, name (first plus last), e-mail, country code, phone, existing customer;
 * - 5 address: address, city, state, postal code, country;
 * - 2 vendor team: partner manager, account executive (first plus last each);
 * - 9 deal: engagement type, reseller engagement, opportunity number, other reseller engagement,
 *   customer needs description, product position, platform, multi year, years;
 * - 2 MDF: funding, activity name;
 * - 3: comments, status (Approved, Rejected or Pending), remarks;
 * - 2: created at, updated at.
 */
export function dealExportColumns(variant: 'partner'): ExportColumn<PartnerDeal>[];
export function dealExportColumns(variant: 'distributor'): ExportColumn<DistributorDeal>[];
export function dealExportColumns(variant: Variant): ExportColumn<PartnerDeal | DistributorDeal>[];
export function dealExportColumns(variant: Variant): ExportColumn<AnyDeal>[] {
  return [
    field('Registration Number', 'id', 'number'),
    ...(variant === 'distributor' ? distributorDealColumns() : partnerDealColumns()),
    field('Customer Company', 'customerCompany'),
    field('Decision Maker Title', 'dmTitle'),
    joined('Decision Maker Name', ['dmFirstName', 'dmLastName']),
    field('Decision Maker Email', 'dmEmail'),
    field('Decision Maker Country Code', 'dmCountryCode'),
    field('Decision Maker Phone Number', 'dmPhoneNumber'),
    field('Existing Customer', 'isExistingCustomer'),
    field('Address', 'address'),
    field('City', 'city'),
    field('State', 'state'),
    field('Postal Code', 'postalCode'),
    field('Country', 'country'),
    joined('Partner Manager', ['e7PartnerManagerFirstName', 'e7PartnerManagerLastName']),
    joined('Account Executive', ['e7AccountExecutiveFirstName', 'e7AccountExecutiveLastName']),
    field('Engagement Type', 'engagementType'),
    field('Reseller Engagement', 'resellerEngagement'),
    field('Opportunity Number', 'opportunityNumber'),
    field('Other Reseller Engagement', 'otherResellerEngagement'),
    field('Customer Needs Description', 'descriptionCustomerNeeds'),
    field('Product Position', 'e7ProductPosition'),
    field('Platform', 'e7Platform'),
    field('Multi Year', 'isMultiYear'),
    field('Years', 'years', 'number'),
    field('MDF Funding', 'mdfFunding', 'number'),
    field('MDF Activity Name', 'mdfActivityName'),
    field('Comments', 'comments'),
    { header: 'Status', value: dealStatus },
    field('Remarks', 'remarks'),
    field('Created At', 'createdAt', 'date'),
    field('Updated At', 'updatedAt', 'date'),
  ];
}

/** Certification type: SALES is Sales, anything else Technical. */
function certificationType(row: unknown): string {
  return cellText(read(row, 'type')).trim().toUpperCase() === 'SALES' ? certifications.typeSales : certifications.typeTechnical;
}

/** Certification status: APPROVED passed, REJECTED failed, anything else pending. */
function certificationStatus(row: unknown): string {
  const status = cellText(read(row, 'status')).trim().toUpperCase();
  if (status === 'APPROVED') return certifications.passed;
  if (status === 'REJECTED') return certifications.failed;
  return certifications.pending;
}

/** The 10 certification columns (CSV and Excel). */
export const certificationExportColumns: readonly ExportColumn<Certification>[] = [
  field('ID', 'id', 'number'),
  field('Name', 'name'),
  field('Designation', 'designation'),
  { header: 'Type of Certification', value: certificationType },
  field('Quiz Submission Date', 'createdAt', 'date'),
  field('Total Questions', 'totalQuestions', 'number'),
  field('Total Marks', 'totalMarks', 'number'),
  field('Marks Attained', 'marksAttained', 'number'),
  { header: 'Status', value: certificationStatus },
  field('Remarks', 'remarks'),
];

/** The certification PDF: the same columns without ID. */
export const certificationPdfColumns: readonly ExportColumn<Certification>[] = /* @__PURE__ */ certificationExportColumns.slice(1);
