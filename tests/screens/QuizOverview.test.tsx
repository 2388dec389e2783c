import { act, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { ApiError, SessionExpiredError } from '../../src/api/errors.js';
import { resumeAfterSignIn } from '../../src/hooks/sessionResume.js';
import { createMemoryAdminApi, type MemoryAdminApi, type MemoryAdminApiOptions } from '../../src/api/memory/createMemoryAdminApi.js';
import { generateDemoData } from '../../src/api/memory/demoData.js';
import type { QuizBank, QuizQuestion } from '../../src/api/types.js';
import { SUCCESS_DIALOG_MS } from '../../src/components/SuccessDialog/index.js';
import { QuizOverview } from '../../src/screens/QuizOverview/index.js';
import { draftFromQuestion, emptyDraft, validateDraft } from '../../src/screens/QuizOverview/questionDraft.js';
import { defaultMessages } from '../../src/i18n/messages.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { disableFakeTimers, enableFakeTimers, renderWithProviders } from '../support/render.js';

const demo = generateDemoData();
const firstTech = demo.quiz.tech[0]!;
const firstSales = demo.quiz.sales[0]!;

function question(id: number, text: string, extra: Partial<QuizQuestion> = {}): QuizQuestion {
  return { id, question: text, marks: 1, optionA: `${text} A`, optionB: `${text} B`, optionC: `${text} C`, optionD: `${text} D`, correctOption: 'Option-A', ...extra };
}

function setup(options: MemoryAdminApiOptions = {}, prepare?: (api: MemoryAdminApi) => void) {
  const api = createMemoryAdminApi(options);
  prepare?.(api);
  const view = renderWithProviders(<QuizOverview api={api} />);
  return { ...view, api };
}

const callsOf = (api: MemoryAdminApi, method: string) => api.control.calls.filter((call) => call.method === method);
const rowFor = (text: string) => screen.getByRole('cell', { name: text }).closest('tr') as HTMLElement;
const currentPage = () => screen.getByRole('navigation', { name: 'Pagination' }).querySelector('[aria-current="page"]')?.textContent;

async function openAdd(user: ReturnType<typeof setup>['user']) {
  await screen.findByRole('cell', { name: firstTech.question! });
  await user.click(screen.getByRole('button', { name: 'Add Question' }));
  return within(screen.getByRole('dialog', { name: 'Add Technical Quiz' }));
}

/** Types into a field by pasting: one change per field keeps these long flows fast on busy machines. */
async function enter(user: ReturnType<typeof setup>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillValid(user: ReturnType<typeof setup>['user'], dialog: ReturnType<typeof within>) {
  await enter(user, dialog.getByLabelText('Question'), '  Which port does HTTPS use?  ');
  await enter(user, dialog.getByLabelText('Option-A'), '80');
  await enter(user, dialog.getByLabelText('Option-B'), ' 443 ');
  await enter(user, dialog.getByLabelText('Option-C'), '22');
  await enter(user, dialog.getByLabelText('Option-D'), '8080');
  await user.selectOptions(dialog.getByLabelText('Correct Option'), 'B');
  await user.clear(dialog.getByLabelText('Marks for Correct Answer'));
  await enter(user, dialog.getByLabelText('Marks for Correct Answer'), '2');
}

/** Edits the first Technical question's Option-A to 'Changed answer' and presses Save Changes; returns the form. */
async function saveChangedAnswer(user: ReturnType<typeof setup>['user']) {
  await screen.findByRole('cell', { name: firstTech.question! });
  await user.click(screen.getByRole('button', { name: `Edit question: ${firstTech.question}` }));
  const form = within(screen.getByRole('dialog', { name: 'Edit Technical Quiz' }));
  await user.clear(form.getByLabelText('Option-A'));
  await enter(user, form.getByLabelText('Option-A'), 'Changed answer');
  await user.click(form.getByRole('button', { name: 'Save Changes' }));
  return form;
}

describe('QuizOverview', () => {
  it('shows the texts, tabs and columns of SPEC 2.11 with the Technical Quiz bank first, and passes axe', async () => {
    const { api } = setup();
    expect(screen.getByRole('status')).toHaveTextContent('Loading questions...');
    expect(await screen.findByRole('cell', { name: firstTech.question! })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Quiz Overview' })).toBeInTheDocument();
    expect(screen.getByText('Manage quizzes created for Technical and Sales Learning')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Technical Quiz' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Sales Quiz' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('searchbox', { name: 'Search Question' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Question', 'Marks', 'Option-A', 'Option-B', 'Option-C', 'Option-D', 'Correct Option', 'Actions']);
    const row = within(rowFor(firstTech.question!));
    expect(row.getByRole('cell', { name: String(firstTech.optionA) })).toBeInTheDocument();
    expect(row.getByRole('cell', { name: String(firstTech.correctOption) })).toBeInTheDocument();
    expect(row.getByRole('button', { name: `Edit question: ${firstTech.question}` })).toBeInTheDocument();
    expect(row.getByRole('button', { name: `Delete question: ${firstTech.question}` })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(callsOf(api, 'quiz.list').map((call) => call.args)).toEqual([['tech']]);
    await expectNoAxeViolations();
  });

  it("shows a bare correct letter as 'Option-C' and missing marks as 1", async () => {
    setup({ data: { quiz: { tech: [question(1, 'Bare letter', { correctOption: 'C', marks: null })], sales: [] } } });
    await screen.findByRole('cell', { name: 'Bare letter' });
    const row = within(rowFor('Bare letter'));
    expect(row.getByRole('cell', { name: 'Option-C' })).toBeInTheDocument();
    expect(row.getByRole('cell', { name: '1' })).toBeInTheDocument();
  });

  it("loads the Sales Quiz bank on its tab, aborting the Technical load, and never shows the other bank's rows", async () => {
    const api = createMemoryAdminApi({ latencyMs: 50 });
    const signals: Array<[QuizBank, AbortSignal | undefined]> = [];
    const list = api.quiz.list;
    api.quiz.list = (bank, options) => {
      signals.push([bank, options?.signal]);
      return list(bank, options);
    };
    const { user } = renderWithProviders(<QuizOverview api={api} />);
    await user.click(screen.getByRole('tab', { name: 'Sales Quiz' }));
    expect(screen.getByRole('tab', { name: 'Sales Quiz' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('cell', { name: firstSales.question! })).toBeInTheDocument();
    expect(signals.map(([bank]) => bank)).toEqual(['tech', 'sales']);
    expect(signals[0]![1]!.aborted).toBe(true);
    expect(screen.queryByRole('cell', { name: firstTech.question! })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Technical Quiz' }));
    expect(screen.queryByRole('cell', { name: firstSales.question! })).not.toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: firstTech.question! })).toBeInTheDocument();
  });

  it('searches the question text and the options, back on page 1, and starts each tab without a search', async () => {
    const tech = Array.from({ length: 15 }, (_, index) => question(index + 1, `Question ${index + 1}`));
    tech.push(question(16, 'Which protocol secures the web?', { optionD: 'Transport Layer Security' }));
    const { user } = setup({ data: { quiz: { tech, sales: [question(1, 'Sales one')] } } });
    await screen.findByRole('cell', { name: 'Question 1' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search Question' }), 'PROTOCOL');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('cell', { name: 'Which protocol secures the web?' })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search Question' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search Question' }), 'layer security');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    await user.clear(screen.getByRole('searchbox', { name: 'Search Question' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search Question' }), 'nothing like this');
    expect(await screen.findByText('No questions found')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Sales Quiz' }));
    expect(await screen.findByRole('cell', { name: 'Sales one' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search Question' })).toHaveValue('');
  });

  it("shows 'No questions found' for an empty bank", async () => {
    setup({ data: { quiz: { tech: [], sales: [] } } });
    expect(await screen.findByText('No questions found')).toBeInTheDocument();
  });

  it("shows the error panel with 'Error', the message and 'Try Again', which reloads", async () => {
    const { user, api } = setup({}, (memory) => memory.control.failNext('quiz.list'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Error fetching questions');
    await expectNoAxeViolations();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('cell', { name: firstTech.question! })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsOf(api, 'quiz.list')).toHaveLength(2);
  });

  it("shows 'Invalid data format received from server' when the list is not an array", async () => {
    setup({}, (api) => api.control.failNext('quiz.list', 'malformed'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid data format received from server');
  });

  it("shows the server's message when it sends one", async () => {
    setup({}, (api) => api.control.failNext('quiz.list', new ApiError('Quiz store offline', 503, 'Quiz store offline')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Quiz store offline');
  });

  describe('the Add/Edit form', () => {
    it('opens with the intro text and defaults (Option-A, 1 mark) and passes axe', async () => {
      const { user } = setup();
      const dialog = await openAdd(user);
      expect(screen.getByRole('dialog', { name: 'Add Technical Quiz' })).toHaveAccessibleDescription(
        'Enter a question, provide four answer options, and select the correct one.',
      );
      expect(dialog.getByLabelText('Correct Option')).toHaveValue('A');
      expect(dialog.getAllByRole('option').map((option) => option.textContent)).toEqual(['Option-A', 'Option-B', 'Option-C', 'Option-D']);
      expect(dialog.getByLabelText('Marks for Correct Answer')).toHaveValue(1);
      expect(dialog.getByLabelText('Marks for Correct Answer')).toHaveAttribute('min', '1');
      expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
      expect(dialog.getByRole('button', { name: 'Upload question' })).toBeInTheDocument();
      await expectNoAxeViolations();
    });

    it('names the Sales tab in the title', async () => {
      const { user } = setup();
      await screen.findByRole('cell', { name: firstTech.question! });
      await user.click(screen.getByRole('tab', { name: 'Sales Quiz' }));
      await user.click(screen.getByRole('button', { name: 'Add Question' }));
      expect(screen.getByRole('dialog', { name: 'Add Sales Quiz' })).toBeInTheDocument();
    });

    it('requires the question and four options (trimmed) and whole marks of at least 1, inline, without a request', async () => {
      const { user, api } = setup();
      const dialog = await openAdd(user);
      await user.type(dialog.getByLabelText('Option-A'), '   ');
      await user.clear(dialog.getByLabelText('Marks for Correct Answer'));
      await user.type(dialog.getByLabelText('Marks for Correct Answer'), '0');
      await user.click(dialog.getByRole('button', { name: 'Upload question' }));
      expect(dialog.getByLabelText('Question')).toHaveAccessibleDescription('Question is required');
      for (const letter of ['A', 'B', 'C', 'D']) {
        expect(dialog.getByLabelText(`Option-${letter}`)).toHaveAccessibleDescription(`Option-${letter} is required`);
      }
      expect(dialog.getByLabelText('Marks for Correct Answer')).toHaveAccessibleDescription('Marks must be a whole number of at least 1');
      expect(screen.queryByRole('dialog', { name: 'Ready to upload question?' })).not.toBeInTheDocument();
      await user.type(dialog.getByLabelText('Question'), 'Now filled');
      expect(dialog.getByLabelText('Question')).not.toHaveAccessibleDescription();
      expect(callsOf(api, 'quiz.create')).toHaveLength(0);
    });

    it('validates as plain data: 1.5 marks fail, options are trimmed, correct option letters only', () => {
      const m = defaultMessages;
      const filled = { ...emptyDraft(), question: ' Q ', optionA: ' a ', optionB: 'b', optionC: 'c', optionD: 'd' };
      expect(validateDraft({ ...filled, marks: '1.5' }, m).errors).toEqual({ marks: m.quiz.marksInvalid });
      expect(validateDraft({ ...filled, correctOption: 'E' as never }, m).errors).toEqual({ correctOption: m.quiz.correctOptionInvalid });
      expect(validateDraft({ ...filled, marks: ' 3 ' }, m).input).toEqual({
        question: 'Q', optionA: 'a', optionB: 'b', optionC: 'c', optionD: 'd', correctOption: 'A', marks: 3,
      });
      expect(draftFromQuestion({ id: 1, correctOption: 'Option-D', marks: 3 })).toMatchObject({ correctOption: 'D', marks: '3' });
      expect(draftFromQuestion({ id: 1, correctOption: 'b', marks: null })).toMatchObject({ correctOption: 'B', marks: '1' });
      expect(draftFromQuestion({ id: 1, correctOption: 'nonsense' }).correctOption).toBe('A');
    });
  });

  describe('adding a question', () => {
    it('confirms, goes back to edit with the draft intact, uploads, shows success and the last page with the new question', async () => {
      const { user, api } = setup();
      const dialog = await openAdd(user);
      await fillValid(user, dialog);
      await user.click(dialog.getByRole('button', { name: 'Upload question' }));
      let confirm = within(screen.getByRole('dialog', { name: 'Ready to upload question?' }));
      expect(confirm.getByText('Are you sure you want to upload this question?')).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Add Technical Quiz' })).not.toBeInTheDocument();
      await expectNoAxeViolations();

      await user.click(confirm.getByRole('button', { name: 'Go Back to Edit' }));
      const form = within(screen.getByRole('dialog', { name: 'Add Technical Quiz' }));
      expect(form.getByLabelText('Question')).toHaveValue('  Which port does HTTPS use?  ');
      expect(form.getByLabelText('Option-B')).toHaveValue(' 443 ');
      expect(form.getByLabelText('Correct Option')).toHaveValue('B');
      expect(form.getByLabelText('Marks for Correct Answer')).toHaveValue(2);

      await user.click(form.getByRole('button', { name: 'Upload question' }));
      confirm = within(screen.getByRole('dialog', { name: 'Ready to upload question?' }));
      await user.dblClick(confirm.getByRole('button', { name: 'Upload Now' }));
      const success = await screen.findByRole('dialog', { name: 'Your Question is Live!' });
      expect(success).toHaveTextContent('Congratulations! Your question has been successfully uploaded and is now accessible to users.');
      expect(callsOf(api, 'quiz.create').map((call) => call.args)).toEqual([
        ['tech', { question: 'Which port does HTTPS use?', optionA: '80', optionB: '443', optionC: '22', optionD: '8080', correctOption: 'B', marks: 2 }],
      ]);
      await waitFor(() => expect(callsOf(api, 'quiz.list')).toHaveLength(2));
      await user.click(within(success).getByRole('button', { name: 'Close' }));
      expect(await screen.findByRole('cell', { name: 'Which port does HTTPS use?' })).toBeInTheDocument();
      expect(currentPage()).toBe('3');
      expect(within(rowFor('Which port does HTTPS use?')).getByRole('cell', { name: 'Option-B' })).toBeInTheDocument();
    }, 40_000);

    it("on failure shows 'Failed to upload question' with the reason; Try Again reopens the confirm step with the draft intact", async () => {
      const { user, api } = setup({}, (memory) => memory.control.failNext('quiz.create'));
      const dialog = await openAdd(user);
      await fillValid(user, dialog);
      await user.click(dialog.getByRole('button', { name: 'Upload question' }));
      await user.click(screen.getByRole('button', { name: 'Upload Now' }));
      const failure = await screen.findByRole('dialog', { name: 'Failed to upload question' });
      expect(failure).toHaveAccessibleDescription('Something went wrong while uploading your question.');
      expect(failure).toHaveTextContent('Error adding question');
      await expectNoAxeViolations();

      await user.click(within(failure).getByRole('button', { name: 'Try Again' }));
      const confirm = within(screen.getByRole('dialog', { name: 'Ready to upload question?' }));
      await user.click(confirm.getByRole('button', { name: 'Go Back to Edit' }));
      const form = within(screen.getByRole('dialog', { name: 'Add Technical Quiz' }));
      expect(form.getByLabelText('Option-D')).toHaveValue('8080');
      await user.click(form.getByRole('button', { name: 'Upload question' }));
      await user.click(screen.getByRole('button', { name: 'Upload Now' }));
      expect(await screen.findByRole('dialog', { name: 'Your Question is Live!' })).toBeInTheDocument();
      expect(callsOf(api, 'quiz.create')).toHaveLength(2);
    }, 40_000);

    it("shows the server's message behind the failure dialog", async () => {
      const { user } = setup({}, (api) => api.control.failNext('quiz.create', new ApiError('Duplicate question', 409, 'Duplicate question')));
      const dialog = await openAdd(user);
      await fillValid(user, dialog);
      await user.click(dialog.getByRole('button', { name: 'Upload question' }));
      await user.click(screen.getByRole('button', { name: 'Upload Now' }));
      expect(await screen.findByRole('dialog', { name: 'Failed to upload question' })).toHaveTextContent('Duplicate question');
    });

    it('Cancel on the form sends nothing and closes', async () => {
      const { user, api } = setup();
      const dialog = await openAdd(user);
      await enter(user, dialog.getByLabelText('Question'), 'Dropped');
      await user.click(dialog.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add Question' })).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Add Question' }));
      expect(screen.getByLabelText('Question')).toHaveValue('');
      expect(callsOf(api, 'quiz.create')).toHaveLength(0);
    });
  });

  describe('editing a question', () => {
    it('prefills from the row, saves directly (one request per double click), then shows the success dialog and the new text', async () => {
      const { user, api } = setup({}, (memory) => memory.control.delay('quiz.update', 30));
      await screen.findByRole('cell', { name: firstTech.question! });
      await user.click(screen.getByRole('button', { name: `Edit question: ${firstTech.question}` }));
      const form = within(screen.getByRole('dialog', { name: 'Edit Technical Quiz' }));
      expect(form.getByLabelText('Question')).toHaveValue(firstTech.question);
      expect(form.getByLabelText('Option-A')).toHaveValue(firstTech.optionA);
      expect(form.getByLabelText('Correct Option')).toHaveValue(String(firstTech.correctOption).slice(-1));
      expect(form.getByLabelText('Marks for Correct Answer')).toHaveValue(Number(firstTech.marks));
      await user.clear(form.getByLabelText('Question'));
      await enter(user, form.getByLabelText('Question'), 'Edited question text');
      await user.dblClick(form.getByRole('button', { name: 'Save Changes' }));
      expect(screen.queryByRole('dialog', { name: 'Ready to upload question?' })).not.toBeInTheDocument();
      expect(await screen.findByRole('dialog', { name: 'Your Question is Live!' })).toBeInTheDocument();
      expect(callsOf(api, 'quiz.update')).toHaveLength(1);
      expect(callsOf(api, 'quiz.update')[0]!.args.slice(0, 2)).toEqual(['tech', firstTech.id]);
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(await screen.findByRole('cell', { name: 'Edited question text' })).toBeInTheDocument();
    });

    it("keeps the draft and shows 'Error updating question' (or the server's message) when saving fails", async () => {
      const { user, api } = setup({}, (memory) => memory.control.failNext('quiz.update'));
      const form = await saveChangedAnswer(user);
      expect(await form.findByRole('alert')).toHaveTextContent('Error updating question');
      expect(form.getByLabelText('Option-A')).toHaveValue('Changed answer');
      api.control.failNext('quiz.update', new ApiError('Question not found', 404, 'Question not found'));
      await user.click(form.getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent('Question not found'));
    });
  });

  describe('after signing in again over the page', () => {
    const EXPIRED = 'Session expired. Please login again.';

    it('brings a new question that failed for want of a session back to the confirm step, ready to upload', async () => {
      const { user, api } = setup({}, (memory) => memory.control.failNext('quiz.create', new SessionExpiredError(EXPIRED)));
      const dialog = await openAdd(user);
      await fillValid(user, dialog);
      await user.click(dialog.getByRole('button', { name: 'Upload question' }));
      await user.click(screen.getByRole('button', { name: 'Upload Now' }));
      expect(await screen.findByRole('dialog', { name: 'Failed to upload question' })).toHaveTextContent(EXPIRED);

      act(() => resumeAfterSignIn());
      const confirm = within(await screen.findByRole('dialog', { name: 'Ready to upload question?' }));
      expect(confirm.getByRole('status')).toHaveTextContent('Signed in again. Press Upload Now to send it.');
      expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
      await user.click(confirm.getByRole('button', { name: 'Upload Now' }));
      expect(await screen.findByRole('dialog', { name: 'Your Question is Live!' })).toBeInTheDocument();
      expect(callsOf(api, 'quiz.create')).toHaveLength(2);
    }, 40_000);

    it('says an edit that failed for want of a session is ready to be saved, in the form with the draft', async () => {
      const { user, api } = setup({}, (memory) => memory.control.failNext('quiz.update', new SessionExpiredError(EXPIRED)));
      const form = await saveChangedAnswer(user);
      expect(await form.findByRole('alert')).toHaveTextContent(EXPIRED);

      act(() => resumeAfterSignIn());
      expect(form.queryByRole('alert')).not.toBeInTheDocument();
      expect(form.getByRole('status')).toHaveTextContent('Signed in again. Press Save Changes to send it.');
      expect(form.getByLabelText('Option-A')).toHaveValue('Changed answer');
      await user.click(form.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByRole('dialog', { name: 'Your Question is Live!' })).toBeInTheDocument();
      expect(callsOf(api, 'quiz.update')).toHaveLength(2);
    });
  });

  describe('deleting a question', () => {
    const eleven = Array.from({ length: 11 }, (_, index) => question(index + 1, `Question ${index + 1}`));

    it('confirms, removes with one request per double click, shows success and clamps to the remaining page', async () => {
      const { user, api } = setup({ data: { quiz: { tech: eleven, sales: [] } } });
      await screen.findByRole('cell', { name: 'Question 1' });
      await user.click(screen.getByRole('button', { name: 'Page 2' }));
      await user.click(screen.getByRole('button', { name: 'Delete question: Question 11' }));
      const dialog = within(screen.getByRole('dialog', { name: 'Remove question?' }));
      expect(dialog.getByText('This question will be permanently removed and cannot be restored.')).toBeInTheDocument();
      expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
      await expectNoAxeViolations();
      await user.dblClick(dialog.getByRole('button', { name: 'Delete Question' }));
      const success = await screen.findByRole('dialog', { name: 'Question Removed Successfully!' });
      expect(success).toHaveTextContent('The question has been successfully removed from your network.');
      expect(callsOf(api, 'quiz.remove').map((call) => call.args)).toEqual([['tech', 11]]);
      expect(screen.queryByRole('cell', { name: 'Question 11' })).not.toBeInTheDocument();
      expect(screen.getByRole('cell', { name: 'Question 1' })).toBeInTheDocument();
      expect(currentPage()).toBe('1');
    });

    it("keeps the confirm open with 'Error deleting question' when the removal fails; Cancel sends nothing", async () => {
      const { user, api } = setup({ data: { quiz: { tech: eleven, sales: [] } } }, (memory) => memory.control.failNext('quiz.remove'));
      await screen.findByRole('cell', { name: 'Question 1' });
      await user.click(screen.getByRole('button', { name: 'Delete question: Question 1' }));
      const dialog = within(screen.getByRole('dialog', { name: 'Remove question?' }));
      await user.click(dialog.getByRole('button', { name: 'Delete Question' }));
      expect(await dialog.findByRole('alert')).toHaveTextContent('Error deleting question');
      expect(screen.getByRole('cell', { name: 'Question 1' })).toBeInTheDocument();
      await user.click(dialog.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(callsOf(api, 'quiz.remove')).toHaveLength(1);
    });
  });

  describe('with fake timers', () => {
    beforeEach(enableFakeTimers);
    afterEach(disableFakeTimers);

    it('closes the success dialog by itself after 2 s', async () => {
      const { user } = setup({ data: { quiz: { tech: [question(1, 'Only one')], sales: [] } } });
      await screen.findByRole('cell', { name: 'Only one' });
      await user.click(screen.getByRole('button', { name: 'Delete question: Only one' }));
      await user.click(screen.getByRole('button', { name: 'Delete Question' }));
      expect(await screen.findByRole('dialog', { name: 'Question Removed Successfully!' })).toBeInTheDocument();
      expect(screen.getByText('No questions found')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(SUCCESS_DIALOG_MS));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});

describe('the list state, bank included, from the host', () => {
  it('opens on the bank the state names and reports a tab change as a facet change with an empty search', async () => {
    const api = createMemoryAdminApi();
    const onStateChange = vi.fn();
    const { user } = renderWithProviders(
      <QuizOverview api={api} state={{ search: 'zzz-nothing', facets: { bank: 'sales' } }} onStateChange={onStateChange} />,
    );
    expect(await screen.findByRole('tab', { name: 'Sales Quiz' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(api.control.calls.some((call) => call.method === 'quiz.list' && call.args[0] === 'sales')).toBe(true));
    expect(screen.getByRole('searchbox')).toHaveValue('zzz-nothing');
    await user.click(screen.getByRole('tab', { name: 'Technical Quiz' }));
    expect(onStateChange).toHaveBeenCalledWith(expect.objectContaining({ search: '', page: 1, facets: { bank: 'tech' } }), 'facet');
    // Controlled: the tab stays until the host hands the new state back.
    expect(screen.getByRole('tab', { name: 'Sales Quiz' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens on defaultBank and reports each bank picked through onBankChange', async () => {
    const onBankChange = vi.fn();
    const { user } = renderWithProviders(<QuizOverview api={createMemoryAdminApi()} defaultBank="sales" onBankChange={onBankChange} />);
    expect(await screen.findByRole('cell', { name: firstSales.question! })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sales Quiz' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Technical Quiz' }));
    expect(onBankChange).toHaveBeenCalledWith('tech');
    expect(screen.getByRole('tab', { name: 'Technical Quiz' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('cell', { name: firstTech.question! })).toBeInTheDocument();
  });

  it('shows the bank it is given, waits for the host on a click, and starts the new bank afresh', async () => {
    const api = createMemoryAdminApi();
    const onBankChange = vi.fn();
    const { user, rerender } = renderWithProviders(<QuizOverview api={api} bank="tech" onBankChange={onBankChange} />);
    expect(await screen.findByRole('cell', { name: firstTech.question! })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'zzz');
    await user.click(screen.getByRole('tab', { name: 'Sales Quiz' }));
    expect(onBankChange).toHaveBeenCalledWith('sales');
    // Controlled: nothing changes until the host hands the new bank in.
    expect(screen.getByRole('tab', { name: 'Technical Quiz' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox')).toHaveValue('zzz');
    rerender(<QuizOverview api={api} bank="sales" onBankChange={onBankChange} />);
    expect(screen.getByRole('tab', { name: 'Sales Quiz' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(await screen.findByRole('cell', { name: firstSales.question! })).toBeInTheDocument();
  });

  it('falls back to the Technical Quiz for an unknown bank', async () => {
    renderWithProviders(<QuizOverview api={createMemoryAdminApi()} defaultState={{ facets: { bank: 'hacked' } }} />);
    expect(await screen.findByRole('tab', { name: 'Technical Quiz' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('cell', { name: firstTech.question! })).toBeInTheDocument();
  });
});

// Every story of the screen, as it first renders (the imports stay with this block).
import * as quizOverviewStories from '../../src/screens/QuizOverview/QuizOverview.stories.js';
import { describeStories } from '../support/stories.js';

describeStories('QuizOverview', quizOverviewStories, {
  heading: 'Quiz Overview',
  loading: 'Loading questions...',
  loadingStories: ['Loading'],
  errors: { Error: 'Error fetching questions', InvalidFormat: 'Invalid data format received from server' },
  texts: { Empty: 'No questions found' },
});
