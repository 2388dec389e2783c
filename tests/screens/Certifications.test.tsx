import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../src/api/errors.js';
import { createMemoryAdminApi, type MemoryAdminApi, type MemoryAdminApiOptions } from '../../src/api/memory/createMemoryAdminApi.js';
import type { Certification, CertificationDetail } from '../../src/api/types.js';
import { formatDate } from '../../src/format/index.js';
import { Certifications } from '../../src/screens/Certifications/index.js';
import { captureDownloads } from '../support/downloads.js';
import { stubBoxWidth } from '../support/boxWidth.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';

/** A local date-time as ISO text, so date-range tests hold in every time zone. */
const local = (year: number, month: number, day: number, hour = 12, minute = 0) => new Date(year, month - 1, day, hour, minute).toISOString();

const LONG_REMARK = 'Several answers on incident response were incorrect. Please retake the technical track after the training.';

function certification(id: number, name: string, extra: Partial<Certification> = {}): CertificationDetail {
  return {
    certification: {
      id,
      name,
      designation: 'Engineer',
      type: 'TECHNICAL',
      createdAt: local(2026, 6, 1),
      totalQuestions: 5,
      totalMarks: 10,
      marksAttained: 7,
      status: 'PENDING',
      remarks: null,
      ...extra,
    },
    quiz: [{ id: 1, question: 'Q1', optionA: 'a', optionB: 'b', optionC: 'c', optionD: 'd', correctOption: 'Option-A', selectedOption: 'Option-A' }],
  };
}

const ROWS: CertificationDetail[] = [
  certification(1, 'Ada Byron', { type: 'SALES', status: 'APPROVED', remarks: 'Excellent result', createdAt: local(2026, 6, 10, 23, 30) }),
  certification(2, 'Grace Hopper', { type: 'TECHNICAL', status: 'REJECTED', remarks: LONG_REMARK, createdAt: local(2026, 6, 11, 0, 15) }),
  certification(3, 'Alan Turing', { type: 'ENGINEERING', status: 'IN_REVIEW', createdAt: local(2026, 6, 9, 8), designation: null }),
  certification(4, 'Edsger Dijkstra', { type: 'sales', status: 'PENDING', remarks: '   ', createdAt: local(2026, 5, 1), marksAttained: 3, totalMarks: 12 }),
];

function setup(options: MemoryAdminApiOptions = { data: { certifications: ROWS } }, prepare?: (api: MemoryAdminApi) => void) {
  const api = createMemoryAdminApi(options);
  prepare?.(api);
  const view = renderWithProviders(<Certifications api={api} />);
  return { ...view, api };
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
/** The data cells of a row, after its selection checkbox. */
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').slice(1);
const names = () => screen.queryAllByRole('row').slice(1).map((row) => cellsOf(row)[0]!.textContent);
const callsOf = (api: MemoryAdminApi, method: string) => api.control.calls.filter((call) => call.method === method);

describe('Certifications', () => {
  it('shows the texts and columns of SPEC 2.12, and passes axe', async () => {
    setup();
    expect(screen.getByRole('status')).toHaveTextContent('Loading certifications...');
    await screen.findByRole('cell', { name: 'Ada Byron' });
    expect(screen.getByRole('heading', { level: 1, name: 'Certifications' })).toBeInTheDocument();
    expect(screen.getByText('View, track, and manage Certifications effortlessly.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search Partner Name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sort By/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select Date Range' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').slice(1).map((header) => header.textContent)).toEqual([
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
    const ada = within(rowOf('Ada Byron'));
    expect(ada.getAllByRole('cell').slice(1).map((cell) => cell.textContent)).toEqual([
      'Ada Byron',
      'Engineer',
      'Sales',
      formatDate(ROWS[0]!.certification.createdAt),
      '5',
      '10',
      '7',
      'View Details',
      '',
      'Excellent result',
    ]);
    expect(ada.getByRole('button', { name: 'View Details for Ada Byron' })).toHaveTextContent('View Details');
    await expectNoAxeViolations();
  });

  it('maps SALES (any case) to Sales and every other type to Technical', async () => {
    setup();
    await screen.findByRole('cell', { name: 'Ada Byron' });
    expect(within(rowOf('Grace Hopper')).getByRole('cell', { name: 'Technical' })).toBeInTheDocument();
    expect(within(rowOf('Alan Turing')).getByRole('cell', { name: 'Technical' })).toBeInTheDocument();
    expect(within(rowOf('Edsger Dijkstra')).getByRole('cell', { name: 'Sales' })).toBeInTheDocument();
    expect(cellsOf(rowOf('Alan Turing'))[1]).toHaveTextContent(/^-$/);
  });

  it("names the status icons 'Passed', 'Failed' and 'Pending' (anything but APPROVED or REJECTED)", async () => {
    setup();
    await screen.findByRole('cell', { name: 'Ada Byron' });
    expect(within(rowOf('Ada Byron')).getByRole('img', { name: 'Passed' })).toBeInTheDocument();
    expect(within(rowOf('Grace Hopper')).getByRole('img', { name: 'Failed' })).toBeInTheDocument();
    expect(within(rowOf('Alan Turing')).getByRole('img', { name: 'Pending' })).toBeInTheDocument();
    expect(within(rowOf('Edsger Dijkstra')).getByRole('img', { name: 'Pending' })).toBeInTheDocument();
  });

  it("truncates remarks with the whole text in the title, and shows '-' for none", async () => {
    setup();
    await screen.findByRole('cell', { name: 'Ada Byron' });
    const remark = screen.getByText(LONG_REMARK);
    expect(remark).toHaveAttribute('title', LONG_REMARK);
    expect(remark).toHaveStyle({ textOverflow: 'ellipsis', whiteSpace: 'nowrap', overflow: 'hidden' });
    const cells = cellsOf(rowOf('Edsger Dijkstra'));
    expect(cells[9]).toHaveTextContent(/^-$/);
    expect(cells[9]!.querySelector('[title]')).toBeNull();
  });

  it('searches partner name and certification type, as sent and as shown', async () => {
    const { user } = setup();
    await screen.findByRole('cell', { name: 'Ada Byron' });
    const search = screen.getByRole('searchbox', { name: 'Search Partner Name' });
    await user.type(search, 'grace');
    await waitFor(() => expect(names()).toEqual(['Grace Hopper']));
    await user.clear(search);
    await user.type(search, 'Technical');
    await waitFor(() => expect(names()).toEqual(['Grace Hopper', 'Alan Turing']));
    await user.clear(search);
    await user.type(search, 'engineering');
    await waitFor(() => expect(names()).toEqual(['Alan Turing']));
    await user.clear(search);
    await user.type(search, 'SALES');
    await waitFor(() => expect(names()).toEqual(['Ada Byron', 'Edsger Dijkstra']));
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await screen.findByText('No certifications found.')).toBeInTheDocument();
  });

  it('filters by submission date with the end date inclusive to the end of the day', async () => {
    const { user } = setup();
    await screen.findByRole('cell', { name: 'Ada Byron' });
    await user.click(screen.getByRole('button', { name: 'Select Date Range' }));
    // The panel's code loads on the first opening (issue 33).
    fireEvent.change(await screen.findByLabelText('Start Date'), { target: { value: '2026-06-09' } });
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '2026-06-10' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    // 10 June 23:30 is in; 11 June 00:15 and 1 May are out.
    await waitFor(() => expect(names()).toEqual(['Ada Byron', 'Alan Turing']));
  });

  it("shows 'No certifications found.' for none", async () => {
    setup({ data: { certifications: [] } });
    expect(await screen.findByText('No certifications found.')).toBeInTheDocument();
  });

  it("shows 'Failed to load certifications. Please try again later.' and reloads on Try Again", async () => {
    const { user, api } = setup(undefined, (memory) => memory.control.failNext('certifications.list'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load certifications. Please try again later.');
    expect(screen.queryByText('No certifications found.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('cell', { name: 'Ada Byron' })).toBeInTheDocument();
    expect(callsOf(api, 'certifications.list')).toHaveLength(2);
  });

  describe('export', () => {
    const blobs = captureDownloads();

    it('downloads the filtered rows as CSV with the 10 certification columns', async () => {
      const { user } = setup();
      await screen.findByRole('cell', { name: 'Ada Byron' });
      await user.type(screen.getByRole('searchbox', { name: 'Search Partner Name' }), 'sales');
      await waitFor(() => expect(names()).toHaveLength(2));
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
      await waitFor(() => expect(blobs).toHaveLength(1));
      const lines = (await blobs[0]!.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
      expect(lines[0]).toBe('ID,Name,Designation,Type of Certification,Quiz Submission Date,Total Questions,Total Marks,Marks Attained,Status,Remarks');
      expect(lines).toHaveLength(3);
      expect(lines[1]).toMatch(/^1,Ada Byron,Engineer,Sales,.*,5,10,7,Passed,Excellent result$/);
      expect(lines[2]).toMatch(/^4,Edsger Dijkstra,Engineer,Sales,.*,Pending,/);
    });

    it('prints the PDF without the ID column and with the total', async () => {
      let html = '';
      const popup = {
        closed: false,
        document: { open: () => {}, write: (text: string) => (html += text), close: () => {} },
        focus: vi.fn(),
        print: vi.fn(),
        close: vi.fn(),
      };
      vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
      const { user } = setup();
      await screen.findByRole('cell', { name: 'Ada Byron' });
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await user.click(await screen.findByRole('menuitem', { name: 'PDF' }));
      await waitFor(() => expect(popup.print).toHaveBeenCalled());
      expect(html).toContain('Total items: 4');
      expect(html).toContain('Type of Certification');
      expect(html).not.toMatch(/>ID</);
    });
  });

  describe('on a phone', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });

    it("shows cards with the name, a Passed/Failed/Pending badge, certification, submission, score 'attained / total' and View Details", async () => {
      stubBoxWidth(375);
      setup();
      const list = await screen.findByRole('list', { name: 'Certifications' });
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(4);
      const edsger = within(cards[3]!);
      expect(edsger.getByText('Edsger Dijkstra')).toBeInTheDocument();
      expect(edsger.getByText('Pending')).toBeInTheDocument();
      expect(edsger.getByText('Certification').nextElementSibling).toHaveTextContent('Sales');
      expect(edsger.getByText('Submission').nextElementSibling).toHaveTextContent(formatDate(ROWS[3]!.certification.createdAt));
      expect(edsger.getByText('Score').nextElementSibling).toHaveTextContent('3 / 12');
      expect(edsger.getByRole('button', { name: 'View Details for Edsger Dijkstra' })).toBeInTheDocument();
      expect(within(cards[0]!).getByText('Passed')).toBeInTheDocument();
      expect(within(cards[1]!).getByText('Failed')).toBeInTheDocument();
      await expectNoAxeViolations();
    });
  });

  describe('the detail modal', () => {
    it('opens from View Details and, after an approval, updates the row locally without reloading', async () => {
      const { user, api } = setup();
      await screen.findByRole('cell', { name: 'Ada Byron' });
      await user.click(screen.getByRole('button', { name: 'View Details for Edsger Dijkstra' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Sales Certification' }));
      await user.dblClick(await dialog.findByRole('button', { name: 'Approve' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(within(rowOf('Edsger Dijkstra')).getByRole('img', { name: 'Passed' })).toBeInTheDocument();
      expect(callsOf(api, 'certifications.approve').map((call) => call.args)).toEqual([[4]]);
      expect(callsOf(api, 'certifications.list')).toHaveLength(1);
      // The dialog gives focus back as its effects are cleaned up, which React may do a moment
      // after the commit that took it off the page.
      await waitFor(() => expect(screen.getByRole('button', { name: 'View Details for Edsger Dijkstra' })).toHaveFocus());
    });

    it('after a rejection shows Failed and the reason in the row', async () => {
      const { user, api } = setup();
      await screen.findByRole('cell', { name: 'Ada Byron' });
      await user.click(screen.getByRole('button', { name: 'View Details for Alan Turing' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Technical Certification' }));
      await user.click(await dialog.findByRole('button', { name: 'Reject' }));
      const reason = within(screen.getByRole('dialog', { name: 'Rejection Reason' }));
      await user.type(reason.getByPlaceholderText('Enter rejection reason...'), '  Too many wrong answers  ');
      await user.dblClick(reason.getByRole('button', { name: 'Reject Certification' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(within(rowOf('Alan Turing')).getByRole('img', { name: 'Failed' })).toBeInTheDocument();
      expect(within(rowOf('Alan Turing')).getByText('Too many wrong answers')).toBeInTheDocument();
      expect(callsOf(api, 'certifications.reject').map((call) => call.args)).toEqual([[3, 'Too many wrong answers']]);
    });

    it("closes when the detail fails to load and shows 'Failed to load certification details. Please try again later.' in the banner", async () => {
      const { user } = setup(undefined, (api) => api.control.failNext('certifications.get'));
      await screen.findByRole('cell', { name: 'Ada Byron' });
      await user.click(screen.getByRole('button', { name: 'View Details for Ada Byron' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load certification details. Please try again later.');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('cell', { name: 'Ada Byron' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});

describe('bulk review of certifications', () => {
  it('picks pending submissions only and rejects them with one reason for all', async () => {
    const { user, api } = setup();
    await screen.findByRole('cell', { name: 'Ada Byron' });
    expect(screen.queryByRole('checkbox', { name: 'Select Ada Byron' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject 2 selected' });
    await user.type(within(dialog).getByRole('textbox'), 'Retake the track');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Certification' }));
    await screen.findByText('2 rejected.');
    const rejected = api.control.calls.filter((call) => call.method === 'certifications.reject').map((call) => call.args);
    expect(rejected).toEqual([
      [3, 'Retake the track'],
      [4, 'Retake the track'],
    ]);
  });
});

describe('Certifications in a team', () => {
  it("shows another administrator's decision in its row at once, drops it from the selection, and loads again after a drop in the stream", async () => {
    const { user, api } = setup();
    await screen.findByRole('cell', { name: 'Edsger Dijkstra' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Edsger Dijkstra' }));
    await waitFor(() => expect(callsOf(api, 'events.subscribe')).toHaveLength(1));
    await api.control.as(2).certifications.approve(4);
    expect(await within(rowOf('Edsger Dijkstra')).findByText('Approved by Grace H. just now')).toBeInTheDocument();
    expect(within(rowOf('Edsger Dijkstra')).getByRole('img', { name: 'Passed' })).toBeInTheDocument();
    // No longer pending, so no longer selectable: out of the selection, and said so.
    expect(screen.getByText('1 decided by someone else, no longer selected.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    expect(callsOf(api, 'certifications.list')).toHaveLength(1);
    // The stream dropped and came back: what the list shows is loaded again.
    act(() => api.control.resync());
    await waitFor(() => expect(callsOf(api, 'certifications.list')).toHaveLength(2));
  });

  it('hears nothing from a backend of SPEC 7 alone', async () => {
    const { api } = setup({ data: { certifications: ROWS }, extensions: false });
    await screen.findByRole('cell', { name: 'Edsger Dijkstra' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.control.calls.map((call) => call.method)).toEqual(['certifications.list']);
  });
});

describe('the bulk summary of certifications', () => {
  it('counts what was rejected and what failed, and keeps the failed one picked', async () => {
    const { user, api } = setup({ data: { certifications: [...ROWS, certification(5, 'Barbara Liskov')] } });
    await screen.findByRole('cell', { name: 'Ada Byron' });
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    api.control.failNext('certifications.reject', new ApiError('API error: 409', 409, 'Already decided'));
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject 3 selected' });
    await user.type(within(dialog).getByRole('textbox'), 'Retake the track');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Certification' }));
    const summary = await screen.findByText(/^2 rejected\./);
    expect(summary).toHaveTextContent('2 rejected. 1 failed (still selected, to try again):');
    expect(screen.getAllByText(/: Already decided$/)).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('status')).toHaveTextContent('1 selected');
    expect(callsOf(api, 'certifications.reject')).toHaveLength(3);
  });
});

// Every story of the screen, as it first renders (the imports stay with this block).
import * as certificationsStories from '../../src/screens/Certifications/Certifications.stories.js';
import { describeStories } from '../support/stories.js';

describeStories('Certifications', certificationsStories, {
  heading: /^(Certifications|Zertifizierungen)$/,
  loading: 'Loading certifications...',
  loadingStories: ['Loading'],
  errors: { Error: 'Failed to load certifications. Please try again later.' },
  texts: { Empty: 'No certifications found.' },
});

// The list states of the stories, acted on as a user would (the imports stay with this block).
import { composeStories } from '@storybook/react-vite';
import { certificationStatus } from '../../src/domain/certification.js';
import { ListPreferences, memoryListPreferences } from '../../src/list/index.js';

describe('Certifications stories: status, sort and rows per page', () => {
  const { Default } = composeStories(certificationsStories);

  it('names each status as the icons do, with counts of its own data, sorts by a header and pages by 25', async () => {
    const { user } = renderWithProviders(
      <ListPreferences store={memoryListPreferences()}>
        <Default />
      </ListPreferences>,
    );
    await screen.findAllByRole('button', { name: /^View Details for / }, { timeout: 10_000 });
    const rows = await (Default.args.api as MemoryAdminApi).certifications.list();
    const count = (status: string) => rows.filter((row) => certificationStatus(row.status) === status).length;
    expect(screen.getByRole('radio', { name: `All ${rows.length}` })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: `Failed ${count('rejected')}` }));
    expect(screen.queryAllByRole('img', { name: 'Passed' })).toHaveLength(0);
    expect(screen.getAllByRole('img', { name: 'Failed' }).length).toBe(Math.min(10, count('rejected')));
    await user.click(screen.getByRole('radio', { name: `All ${rows.length}` }));
    const header = screen.getByRole('columnheader', { name: 'Total Marks' });
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    const marks = () => within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => Number(within(row).getAllByRole('cell')[6]!.textContent));
    expect(marks()).toEqual([...marks()].sort((a, b) => a - b));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(screen.getByText(`1–${Math.min(25, rows.length)} of ${rows.length}`)).toBeInTheDocument();
  }, 15_000);
});
