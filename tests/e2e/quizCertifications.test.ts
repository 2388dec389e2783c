import type { Locator, Page } from 'playwright-core';
import { SHOTS, setUpSignedInProduct, signIn } from './harness.js';

// Quiz Overview (SPEC 2.11) and Certifications (SPEC 2.12) against the reference backend in
// Chromium: add (confirm, success, last page), edit and delete a question, switch banks; approve
// and reject certifications; the PDF export's print page; and both screens on a 375 px phone.

const { page, product, context, serverGet } = setUpSignedInProduct({ stubPrint: true });

type ServerQuestion = { id: number; question: string; correctOption: string; marks: number };
type ServerCertification = { id: number; name: string; status: string; remarks: string | null };

const questionRow = (text: string): Locator => page().getByRole('row').filter({ has: page().getByRole('cell', { name: text, exact: true }) });

describe('Quiz Overview', () => {
  const added = `Which port does HTTPS use by default? (e2e ${Date.now()})`;

  beforeAll(async () => {
    await page().getByRole('link', { name: 'Quiz' }).first().click();
    await page().getByRole('button', { name: /^Edit question: / }).first().waitFor({ timeout: 30_000 });
  });

  it('shows the Technical Quiz bank at 1280 px', async () => {
    await page().getByRole('heading', { level: 1, name: 'Quiz Overview' }).waitFor();
    expect(await page().getByRole('tab', { name: 'Technical Quiz' }).getAttribute('aria-selected')).toBe('true');
    expect(await page().getByRole('row').count()).toBe(11);
    await page().screenshot({ path: `${SHOTS}/quiz-1280.png`, fullPage: true });
  });

  it('adds a question through the confirm step, shows success and then the last page with it', async () => {
    const before = await serverGet<ServerQuestion[]>('/partner/admin/quiz/tech');
    await page().getByRole('button', { name: 'Add Question' }).click();
    const form = page().getByRole('dialog', { name: 'Add Technical Quiz' });
    await form.getByLabel('Question').fill(added);
    await form.getByLabel('Option-A').fill('80');
    await form.getByLabel('Option-B').fill('443');
    await form.getByLabel('Option-C').fill('22');
    await form.getByLabel('Option-D').fill('8080');
    await form.getByLabel('Correct Option').selectOption('B');
    await form.getByLabel('Marks for Correct Answer').fill('2');
    await page().screenshot({ path: `${SHOTS}/quiz-add-form-1280.png` });
    await form.getByRole('button', { name: 'Upload question' }).click();
    const confirm = page().getByRole('dialog', { name: 'Ready to upload question?' });
    await confirm.getByText('Are you sure you want to upload this question?').waitFor();
    await page().screenshot({ path: `${SHOTS}/quiz-confirm-1280.png` });
    const creates: string[] = [];
    page().on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/partner/admin/quiz/tech')) creates.push(request.url());
    });
    await confirm.getByRole('button', { name: 'Upload Now' }).dblclick();
    const success = page().getByRole('dialog', { name: 'Your Question is Live!' });
    await success.waitFor();
    await page().screenshot({ path: `${SHOTS}/quiz-success-1280.png` });
    await success.getByRole('button', { name: 'Close' }).click();
    await questionRow(added).waitFor();
    const lastPage = String(Math.ceil((before.length + 1) / 10));
    expect(await page().getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]').textContent()).toBe(lastPage);
    expect(await questionRow(added).getByRole('cell', { name: 'Option-B', exact: true }).count()).toBe(1);
    expect(creates).toHaveLength(1);
    const after = await serverGet<ServerQuestion[]>('/partner/admin/quiz/tech');
    expect(after.at(-1)).toMatchObject({ question: added, correctOption: 'Option-B', marks: 2 });
  });

  it('edits the new question directly, without a confirm step', async () => {
    await questionRow(added).getByRole('button', { name: `Edit question: ${added}` }).click();
    const form = page().getByRole('dialog', { name: 'Edit Technical Quiz' });
    expect(await form.getByLabel('Correct Option').inputValue()).toBe('B');
    await form.getByLabel('Option-D').fill('8443');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await page().getByRole('dialog', { name: 'Your Question is Live!' }).waitFor();
    await page().getByRole('button', { name: 'Close' }).click();
    await questionRow(added).getByRole('cell', { name: '8443', exact: true }).waitFor();
    const after = await serverGet<ServerQuestion[]>('/partner/admin/quiz/tech');
    expect(after.find((question) => question.question === added)).toMatchObject({ optionD: '8443' });
  });

  it('deletes it after confirmation', async () => {
    await questionRow(added).getByRole('button', { name: `Delete question: ${added}` }).click();
    const confirm = page().getByRole('dialog', { name: 'Remove question?' });
    await page().screenshot({ path: `${SHOTS}/quiz-remove-1280.png` });
    await confirm.getByRole('button', { name: 'Delete Question' }).click();
    const success = page().getByRole('dialog', { name: 'Question Removed Successfully!' });
    await success.getByText('The question has been successfully removed from your network.').waitFor();
    await success.getByRole('button', { name: 'Close' }).click();
    expect(await questionRow(added).count()).toBe(0);
    const after = await serverGet<ServerQuestion[]>('/partner/admin/quiz/tech');
    expect(after.some((question) => question.question === added)).toBe(false);
  });

  it('switches to the Sales Quiz bank', async () => {
    const sales = await serverGet<ServerQuestion[]>('/partner/admin/quiz/sales');
    await page().getByRole('tab', { name: 'Sales Quiz' }).click();
    await questionRow(sales[0]!.question).waitFor();
    // The console writes a list's state into the URL after the frame that paints its rows, when the
    // browser is next idle (examples/console/src/listUrlState.ts): 10-170 ms after the rows show.
    await page().waitForURL(/\/quiz\?bank=sales$/);
    await page().getByRole('button', { name: 'Add Question' }).click();
    await page().getByRole('dialog', { name: 'Add Sales Quiz' }).waitFor();
    await page().keyboard.press('Escape');
    await page().getByRole('tab', { name: 'Technical Quiz' }).click();
    await page().waitForURL(/\/quiz$/);
  });
});

describe('Certifications', () => {
  beforeAll(async () => {
    await page().getByRole('link', { name: 'Certificates' }).first().click();
    await page().getByRole('button', { name: /^View Details for / }).first().waitFor({ timeout: 30_000 });
  });

  /** The first row on the page whose status icon reads Pending, other than `except`. */
  async function pendingRow(except?: string): Promise<{ row: Locator; id: string; name: string }> {
    const certifications = await serverGet<ServerCertification[]>('/partner/admin/certifications');
    const rows = page().getByRole('row').filter({ has: page().getByRole('img', { name: 'Pending' }) });
    for (let index = 0; index < (await rows.count()); index++) {
      const row = rows.nth(index);
      const name = (await row.getByRole('cell').nth(1).textContent())!.trim();
      if (name === except) continue;
      const matches = certifications.filter((c) => c.name === name && !['APPROVED', 'REJECTED'].includes(c.status));
      if (matches.length === 1) return { row, id: String(matches[0]!.id), name };
    }
    throw new Error('no pending certification with a unique name on the first page');
  }

  it("shows the list at 1280 px: SPEC 2.12's columns, the first page of the server's certifications, each with its marks and status", async () => {
    await page().getByRole('heading', { level: 1, name: 'Certifications' }).waitFor();
    const certifications = await serverGet<(ServerCertification & { totalQuestions: number; totalMarks: number; marksAttained: number })[]>('/partner/admin/certifications');
    const table = page().getByRole('table', { name: 'Certifications' });
    const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
    expect(headers.filter(Boolean)).toEqual([
      'Name',
      'Designation',
      'Type of Certification',
      'Quiz Submission Date',
      'Total Questions',
      'Total Marks',
      'Marks Attained',
      'Actions',
      'Status',
      'Remarks',
    ]);
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(Math.min(10, certifications.length));
    const statusName = (status: string) => (status === 'APPROVED' ? 'Passed' : status === 'REJECTED' ? 'Failed' : 'Pending');
    for (let index = 0; index < (await rows.count()); index++) {
      const row = rows.nth(index);
      const name = (await row.getByRole('button', { name: /^View Details for / }).getAttribute('aria-label'))!.replace('View Details for ', '');
      const cells = (await row.locator('td').allTextContents()).map((text) => text.trim());
      const cell = (header: string) => cells[headers.indexOf(header)];
      const shown = await row.getByRole('img', { name: /^(Passed|Failed|Pending)$/ }).getAttribute('aria-label');
      const matching = certifications.filter(
        (c) =>
          c.name === name &&
          cell('Name') === name &&
          cell('Total Questions') === String(c.totalQuestions) &&
          cell('Total Marks') === String(c.totalMarks) &&
          cell('Marks Attained') === String(c.marksAttained) &&
          statusName(c.status) === shown,
      );
      expect(matching, `row ${index + 1}: ${name}, ${cells.join(' | ')}, ${shown}`).not.toEqual([]);
    }
    const lastPage = String(Math.ceil(certifications.length / 10));
    expect(await page().getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: `Page ${lastPage}`, exact: true }).count()).toBe(1);
    await page().screenshot({ path: `${SHOTS}/certifications-1280.png`, fullPage: true });
  });

  it('approves a pending certification; the row shows Passed', async () => {
    const { row, id, name } = await pendingRow();
    await row.getByRole('button', { name: `View Details for ${name}` }).click();
    const dialog = page().getByRole('dialog', { name: /Certification$/ });
    await dialog.getByText('Submitted By').waitFor();
    await page().screenshot({ path: `${SHOTS}/certification-detail-1280.png` });
    await dialog.getByRole('button', { name: 'Approve' }).dblclick();
    await dialog.waitFor({ state: 'detached' });
    const updated = page().getByRole('row').filter({ has: page().getByRole('cell', { name, exact: true }) });
    await updated.getByRole('img', { name: 'Passed' }).waitFor();
    const server = await serverGet<{ certification: ServerCertification }>(`/partner/admin/certifications/${id}`);
    expect(server.certification.status).toBe('APPROVED');
  });

  it('rejects another with a reason; the row shows Failed and the reason', async () => {
    const { row, id, name } = await pendingRow();
    await row.getByRole('button', { name: `View Details for ${name}` }).click();
    const dialog = page().getByRole('dialog', { name: /Certification$/ });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    const reason = page().getByRole('dialog', { name: 'Rejection Reason' });
    // The button is inactive (aria-disabled) until a reason is typed; the unit tests cover the blank press.
    expect(await reason.getByRole('button', { name: 'Reject Certification' }).getAttribute('aria-disabled')).toBe('true');
    await reason.getByPlaceholder('Enter rejection reason...').fill('Please retake the quiz after the training.');
    await page().screenshot({ path: `${SHOTS}/certification-reject-1280.png` });
    await reason.getByRole('button', { name: 'Reject Certification' }).click();
    await dialog.waitFor({ state: 'detached' });
    const updated = page().getByRole('row').filter({ has: page().getByRole('cell', { name, exact: true }) });
    await updated.getByRole('img', { name: 'Failed' }).waitFor();
    await updated.getByText('Please retake the quiz after the training.').waitFor();
    const server = await serverGet<{ certification: ServerCertification }>(`/partner/admin/certifications/${id}`);
    expect(server.certification).toMatchObject({ status: 'REJECTED', remarks: 'Please retake the quiz after the training.' });
  });

  it("exports a PDF: the print page lists the certifications with 'Total items'", async () => {
    const total = (await serverGet<ServerCertification[]>('/partner/admin/certifications')).length;
    await page().getByRole('button', { name: 'Export' }).click();
    const [printPage] = await Promise.all([context().waitForEvent('page'), page().getByRole('menuitem', { name: 'PDF' }).click()]);
    await printPage.getByText(`Total items: ${total}`).waitFor({ timeout: 30_000 });
    const text = await printPage.textContent('body');
    expect(text).toContain('Type of Certification');
    await printPage.close();
  });
});

describe('on a 375 px phone', () => {
  let phone: Page;

  beforeAll(async () => {
    phone = await context().newPage();
    await phone.setViewportSize({ width: 375, height: 812 });
    // The session lives in this tab's sessionStorage (no 'Remember me'): a new tab signs in again.
    await signIn(phone, product().url);
    await phone.waitForURL(/\/partners$/, { timeout: 60_000 });
  });

  afterAll(async () => {
    await phone?.close();
  });

  it('shows the quiz and the certifications as cards', async () => {
    await phone.goto(new URL('quiz', product().url).href);
    await phone.getByRole('list', { name: 'Technical Quiz' }).waitFor({ timeout: 30_000 });
    await phone.screenshot({ path: `${SHOTS}/quiz-375.png`, fullPage: true });
    await phone.goto(new URL('certificates', product().url).href);
    const cards = phone.getByRole('list', { name: 'Certifications' });
    await cards.waitFor({ timeout: 30_000 });
    expect(await cards.getByText(/^\d+ \/ \d+$/).count()).toBeGreaterThan(0);
    await phone.screenshot({ path: `${SHOTS}/certifications-375.png`, fullPage: true });
    await cards.getByRole('button', { name: /^View Details for / }).first().click();
    await phone.getByRole('dialog', { name: /Certification$/ }).getByText('Submitted By').waitFor();
    await phone.screenshot({ path: `${SHOTS}/certification-detail-375.png` });
  });
});
