import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../src/api/errors.js';
import { createMemoryAdminApi, type MemoryAdminApi } from '../../src/api/memory/createMemoryAdminApi.js';
import type { CertificationDetail, Id } from '../../src/api/types.js';
import { defaultTheme } from '../../src/theme/index.js';
import { formatDateTime } from '../../src/format/index.js';
import {
  CERTIFICATION_CLOSE_DELAY_MS,
  CertificationDetailDialog,
  type CertificationDetailDialogProps,
} from '../../src/screens/CertificationDetailDialog/index.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { disableFakeTimers, enableFakeTimers, renderWithProviders } from '../support/render.js';
import { themedStyle } from '../support/themedStyle.js';

const SUBMITTED = '2026-06-10T09:30:00.000Z';

const detail = (id: number, status: string, extra: Partial<CertificationDetail['certification']> = {}): CertificationDetail => ({
  certification: {
    id,
    name: 'Grace Hopper',
    designation: 'Engineer',
    type: 'SALES',
    createdAt: SUBMITTED,
    totalQuestions: 2,
    totalMarks: 10,
    marksAttained: 7,
    status,
    remarks: null,
    ...extra,
  },
  quiz: [
    { id: 11, question: 'What is MFA?', optionA: 'Multi-factor authentication', optionB: 'Main firewall appliance', optionC: 'Mail filter agent', optionD: 'None', correctOption: 'Option-A', selectedOption: 'Option-A' },
    { id: 12, question: 'Which port is HTTPS?', optionA: '80', optionB: '443', optionC: '22', optionD: '21', correctOption: 'B', selectedOption: 'Option-C' },
  ],
});

const DATA = [
  detail(1, 'PENDING'),
  detail(2, 'APPROVED', { type: 'TECHNICAL' }),
  detail(3, 'REJECTED', { remarks: 'Below the pass mark' }),
  detail(4, 'REJECTED', { remarks: '' }),
];

function setup(id: Id, prepare?: (api: MemoryAdminApi) => void, props: Partial<CertificationDetailDialogProps> = {}) {
  const api = createMemoryAdminApi({ data: { certifications: DATA } });
  prepare?.(api);
  const handlers = { onOpenChange: vi.fn(), onLoadError: vi.fn(), onDecided: vi.fn() };
  const view = renderWithProviders(<CertificationDetailDialog api={api} open id={id} {...handlers} {...props} />);
  return { ...view, ...handlers, api };
}

const callsOf = (api: MemoryAdminApi, method: string) => api.control.calls.filter((call) => call.method === method);
const optionRow = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

async function openReject(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Reject' }));
  return within(screen.getByRole('dialog', { name: 'Rejection Reason' }));
}

describe('CertificationDetailDialog', () => {
  it('renders nothing without a certification id', () => {
    const api = createMemoryAdminApi();
    renderWithProviders(<CertificationDetailDialog api={api} open id={null} onOpenChange={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.control.calls).toHaveLength(0);
  });

  it('renders nothing and makes no call while closed, even with a certification id', () => {
    const api = createMemoryAdminApi({ data: { certifications: DATA } });
    renderWithProviders(<CertificationDetailDialog api={api} open={false} id={1} onOpenChange={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.control.calls).toHaveLength(0);
  });

  it("shows 'Loading certification details...' while loading", async () => {
    setup(1, (api) => api.control.delay('certifications.get', 'never'));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading certification details...');
  });

  it('titles the modal by type and shows Submitted On, Submitted By and the score, and passes axe', async () => {
    setup(1);
    const dialog = within(await screen.findByRole('dialog', { name: 'Sales Certification' }));
    expect(dialog.getByText('Submitted On').nextElementSibling).toHaveTextContent(formatDateTime(SUBMITTED));
    expect(dialog.getByText('Submitted By').nextElementSibling).toHaveTextContent('Grace Hopper');
    expect(dialog.getByText('Score 7/10')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('lists every question with its four options, marking the right answer green and a wrong one red, in text too', async () => {
    setup(1);
    await screen.findByRole('dialog', { name: 'Sales Certification' });
    const questions = screen.getAllByRole('listitem').filter((item) => item.getAttribute('aria-labelledby'));
    expect(questions).toHaveLength(2);
    expect(within(questions[0]!).getByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
    expect(within(questions[0]!).getByText('What is MFA?')).toBeInTheDocument();
    for (const label of ['Option-A', 'Option-B', 'Option-C', 'Option-D']) expect(within(questions[1]!).getByText(label)).toBeInTheDocument();

    const right = optionRow('Multi-factor authentication');
    expect(right).toHaveTextContent('Correct Answer');
    expect(right).toHaveTextContent('Selected Answer');
    expect(themedStyle(right, 'backgroundColor')).toBe(defaultTheme.status.success.background);

    const wrong = optionRow('22');
    expect(wrong).toHaveTextContent('Selected Answer');
    expect(wrong).not.toHaveTextContent('Correct Answer');
    expect(themedStyle(wrong, 'backgroundColor')).toBe(defaultTheme.status.danger.background);

    const correct = optionRow('443');
    expect(correct).toHaveTextContent('Correct Answer');
    expect(correct).not.toHaveTextContent('Selected Answer');
    expect(optionRow('80')).not.toHaveTextContent(/Answer/);
  });

  it("shows 'Accepted' and 'Certificated Generated' for an approved one, without actions", async () => {
    setup(2);
    const dialog = within(await screen.findByRole('dialog', { name: 'Technical Certification' }));
    expect(dialog.getByText('Accepted')).toBeInTheDocument();
    expect(dialog.getByText('Certificated Generated')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it("shows 'Rejected' with 'Reason: ...' for a rejected one ('-' without remarks), without actions", async () => {
    setup(3);
    const dialog = within(await screen.findByRole('dialog', { name: 'Sales Certification' }));
    expect(dialog.getByText('Rejected')).toBeInTheDocument();
    expect(dialog.getByText('Reason: Below the pass mark')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it("shows 'Reason: -' when a rejection has no remarks", async () => {
    setup(4);
    expect(await screen.findByText('Reason: -')).toBeInTheDocument();
  });

  it('offers Reject and Approve only while pending', async () => {
    setup(1);
    const dialog = within(await screen.findByRole('dialog', { name: 'Sales Certification' }));
    expect(dialog.getByText('Pending')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it("reads 'Approving...' while approving and sends one request per double click", async () => {
    const { user, api } = setup(1, (memory) => memory.control.delay('certifications.approve', 'never'));
    await user.dblClick(await screen.findByRole('button', { name: 'Approve' }));
    expect(screen.getByRole('button', { name: 'Approving...' })).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('button', { name: 'Approving...' }));
    expect(callsOf(api, 'certifications.approve')).toHaveLength(1);
  });

  it("shows 'Failed to approve certification. Please try again.' (or the server's message) and stays open", async () => {
    const { user, api, onOpenChange } = setup(1, (memory) => memory.control.failNext('certifications.approve'));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to approve certification. Please try again.');
    api.control.failNext('certifications.approve', new ApiError('Already decided', 409, 'Already decided'));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Already decided'));
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('shows only the latest failure: a failed approve, then a failed reject, then a failed approve again', async () => {
    const { user, api } = setup(1, (memory) => memory.control.failNext('certifications.approve'));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to approve certification. Please try again.');
    api.control.failNext('certifications.reject', 'network');
    const reason = await openReject(user);
    expect(screen.queryByText('Failed to approve certification. Please try again.')).not.toBeInTheDocument();
    await user.type(reason.getByPlaceholderText('Enter rejection reason...'), 'Incomplete');
    await user.click(reason.getByRole('button', { name: 'Reject Certification' }));
    expect(await reason.findByRole('alert')).toHaveTextContent('Failed to reject certification. Please try again.');
    await user.click(reason.getByRole('button', { name: 'Cancel' }));
    api.control.failNext('certifications.approve');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Failed to approve certification. Please try again.']));
  });

  it('reports a failed load with its text and closes', async () => {
    const { onLoadError, onOpenChange } = setup(1, (api) => api.control.failNext('certifications.get'));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledTimes(1));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // The in-memory API sends no request, so there is no line saying which kind of failure it was.
    expect(onLoadError).toHaveBeenCalledWith('Failed to load certification details. Please try again later.', undefined);
  });

  describe('the Rejection Reason dialog', () => {
    it('shows its texts, passes axe, and needs a non-blank reason before sending', async () => {
      const { user, api } = setup(1);
      const reason = await openReject(user);
      expect(reason.getByText('Please provide a reason for rejecting this certification:')).toBeInTheDocument();
      const field = reason.getByPlaceholderText('Enter rejection reason...');
      expect(field).toHaveFocus();
      expect(reason.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
      await expectNoAxeViolations();
      await user.click(reason.getByRole('button', { name: 'Reject Certification' }));
      expect(reason.getByRole('alert')).toHaveTextContent('Please provide a reason for rejection');
      await user.type(field, '   ');
      await user.click(reason.getByRole('button', { name: 'Reject Certification' }));
      expect(callsOf(api, 'certifications.reject')).toHaveLength(0);
    });

    it("reads 'Rejecting...' while rejecting and sends one request per double click", async () => {
      const { user, api } = setup(1, (memory) => memory.control.delay('certifications.reject', 'never'));
      const reason = await openReject(user);
      await user.type(reason.getByPlaceholderText('Enter rejection reason...'), 'Incomplete');
      await user.dblClick(reason.getByRole('button', { name: 'Reject Certification' }));
      expect(reason.getByRole('button', { name: 'Rejecting...' })).toHaveAttribute('aria-busy', 'true');
      expect(callsOf(api, 'certifications.reject')).toHaveLength(1);
    });

    it("keeps the reason and shows 'Failed to reject certification. Please try again.' when the call fails", async () => {
      const { user } = setup(1, (api) => api.control.failNext('certifications.reject', 'network'));
      const reason = await openReject(user);
      await user.type(reason.getByPlaceholderText('Enter rejection reason...'), 'Incomplete');
      await user.click(reason.getByRole('button', { name: 'Reject Certification' }));
      expect(await reason.findByRole('alert')).toHaveTextContent('Failed to reject certification. Please try again.');
      expect(reason.getByPlaceholderText('Enter rejection reason...')).toHaveValue('Incomplete');
    });

    it("shows 'An error occurred while rejecting the certification' for an unexpected (non-API) failure", async () => {
      const { user } = setup(1, (api) => {
        api.certifications.reject = () => Promise.reject(new TypeError('undefined is not a function'));
      });
      const reason = await openReject(user);
      await user.type(reason.getByPlaceholderText('Enter rejection reason...'), 'Incomplete');
      await user.click(reason.getByRole('button', { name: 'Reject Certification' }));
      expect(await reason.findByRole('alert')).toHaveTextContent('An error occurred while rejecting the certification');
    });
  });

  describe('after a decision', () => {
    beforeEach(enableFakeTimers);
    afterEach(disableFakeTimers);

    it('waits 0.5 s', () => {
      expect(CERTIFICATION_CLOSE_DELAY_MS).toBe(500);
    });

    it("reports the approved record at once, shows 'Accepted', and closes 0.5 s later", async () => {
      const { user, onDecided, onOpenChange } = setup(1);
      await user.click(await screen.findByRole('button', { name: 'Approve' }));
      await screen.findByText('Certificated Generated');
      expect(onDecided).toHaveBeenCalledWith(expect.objectContaining({ id: 1, status: 'APPROVED' }));
      expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(CERTIFICATION_CLOSE_DELAY_MS - 1));
      expect(onOpenChange).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onOpenChange).toHaveBeenCalledTimes(1);
      expect(onOpenChange).toHaveBeenCalledWith(false);
    });

    it('reports the rejected record with the trimmed reason and closes 0.5 s later', async () => {
      const { user, onDecided, onOpenChange, api } = setup(1);
      const reason = await openReject(user);
      await user.type(reason.getByPlaceholderText('Enter rejection reason...'), '  Incomplete  ');
      await user.click(reason.getByRole('button', { name: 'Reject Certification' }));
      // Under the decision, and as the reason of the newest step of the history.
      expect(await screen.findAllByText('Reason: Incomplete')).toHaveLength(2);
      expect(screen.queryByRole('dialog', { name: 'Rejection Reason' })).not.toBeInTheDocument();
      expect(onDecided).toHaveBeenCalledWith(expect.objectContaining({ id: 1, status: 'REJECTED', remarks: 'Incomplete' }));
      expect(callsOf(api, 'certifications.reject').map((call) => call.args)).toEqual([[1, 'Incomplete']]);
      act(() => vi.advanceTimersByTime(CERTIFICATION_CLOSE_DELAY_MS));
      expect(onOpenChange).toHaveBeenCalledTimes(1);
      expect(onOpenChange).toHaveBeenCalledWith(false);
    });
  });
});

// The team's features beyond SPEC 7 (issue 30), on the stories that show them.
import { composeStories } from '@storybook/react-vite';
import { UNDO_WINDOW_MS } from '../../src/components/DecisionScope/UndoBar.js';

const { OverwriteQuestion, UndoAfterApprove } = composeStories(certificationDetailDialogStories);

/** Renders a story on a fresh API; Grace Hopper (admin 2) rejects certification 1 once it shows. */
async function staleApprove(api: MemoryAdminApi) {
  const view = renderWithProviders(<OverwriteQuestion api={api} />);
  const dialog = within(await screen.findByRole('dialog', { name: 'Sales Certification' }));
  await api.control.as(2).certifications.reject(1, 'Score too low');
  await view.user.click(dialog.getByRole('button', { name: 'Approve' }));
  return { ...view, dialog, question: await screen.findByRole('dialog', { name: 'Changed by someone else' }) };
}

/** 10:42 today: the question names a change of today by its time alone. */
const TODAY_AT_10_42 = new Date(new Date().setHours(10, 42, 0, 0));
const noEvents = () => createMemoryAdminApi({ extensions: { versions: true, history: true, undo: true }, clock: () => TODAY_AT_10_42 });
const approvals = (api: MemoryAdminApi) => callsOf(api, 'certifications.approve').map((call) => call.args[0]);

describe('CertificationDetailDialog: a decision someone else got to first', () => {
  it("names the other administrator's decision and writes over it only on the second yes, with the version the server has now", async () => {
    const api = noEvents();
    const { user, question } = await staleApprove(api);
    expect(question).toHaveTextContent('Rejected by Grace Hopper at 10:42 AM. Approve anyway?');
    // Nothing written yet, and the dialog already shows the certification as it now is.
    expect(api.control.data.certifications.find((entry) => entry.certification.id === 1)?.certification.status).toBe('REJECTED');
    expect(approvals(api)).toEqual([1]);
    await user.click(within(question).getByRole('button', { name: 'Approve anyway' }));
    expect(await screen.findByText('Certificated Generated')).toBeInTheDocument();
    expect(approvals(api)).toEqual([1, 1]);
    expect(api.control.data.certifications.find((entry) => entry.certification.id === 1)?.certification.status).toBe('APPROVED');
    expect(screen.queryByRole('dialog', { name: 'Changed by someone else' })).toBeNull();
  });

  it('keeps their decision on Cancel: nothing is sent again, and the dialog shows the certification as they left it', async () => {
    const api = noEvents();
    const { user, question, dialog } = await staleApprove(api);
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Changed by someone else' })).toBeNull());
    // Under the decision, and in the history.
    expect(await dialog.findAllByText('Reason: Score too low')).toHaveLength(2);
    expect(dialog.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(dialog.queryByRole('alert')).toBeNull();
    expect(approvals(api)).toEqual([1]);
    expect(api.control.data.certifications.find((entry) => entry.certification.id === 1)?.certification.status).toBe('REJECTED');
  });

  it('says who approved it first when they made the same decision, with no question and nothing sent again', async () => {
    const api = noEvents();
    const { user } = renderWithProviders(<OverwriteQuestion api={api} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Sales Certification' }));
    await api.control.as(2).certifications.approve(1);
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    const bar = await screen.findByRole('region', { name: 'Last decision' });
    await waitFor(() => expect(bar).toHaveTextContent('Lars Dubois was already approved by Grace Hopper at 10:42 AM.'));
    expect(within(bar).queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Changed by someone else' })).toBeNull();
    expect(dialog.queryByRole('alert')).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(approvals(api)).toEqual([1]);
  });

  it('never retries by itself: the question waits for an answer', async () => {
    const api = noEvents();
    await staleApprove(api);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(approvals(api)).toEqual([1]);
  });
});

describe('CertificationDetailDialog: Undo', () => {
  beforeEach(enableFakeTimers);
  afterEach(disableFakeTimers);

  it('offers the decision back for 10 s; Undo puts the submission back to pending and the history shows both steps', async () => {
    const api = createMemoryAdminApi();
    // The story's own spy (storybook's `fn`), reset: the story's args are shared by every render of it.
    const onDecided = UndoAfterApprove.args.onDecided as unknown as ReturnType<typeof vi.fn>;
    onDecided.mockClear();
    const { user } = renderWithProviders(<UndoAfterApprove api={api} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Sales Certification' }));
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    const bar = await screen.findByRole('region', { name: 'Last decision' });
    expect(await within(bar).findByText('Lars Dubois approved.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS - 1000));
    await user.click(within(bar).getByRole('button', { name: 'Undo' }));
    expect(await within(bar).findByText('Undone.')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    expect(api.control.data.certifications.find((entry) => entry.certification.id === 1)?.certification.status).toBe('PENDING');
    expect(onDecided).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1, status: 'PENDING' }));
    const undos = callsOf(api, 'certifications.undo');
    expect(undos).toHaveLength(1);
    const history = api.control.data.changes.filter((change) => change.area === 'certifications' && change.recordId === 1);
    expect(history.map((change) => change.action)).toEqual(['approve', 'undo']);
  });

  it('takes the Undo away after 10 s', async () => {
    const { user } = renderWithProviders(<UndoAfterApprove api={createMemoryAdminApi()} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Sales Certification' }));
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    const bar = await screen.findByRole('region', { name: 'Last decision' });
    act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS - 100));
    expect(within(bar).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('region', { name: 'Last decision' })).toBeNull();
  });

  it('leaves a submission someone changed since as they made it, and says who', async () => {
    const api = createMemoryAdminApi();
    const { user } = renderWithProviders(<UndoAfterApprove api={api} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Sales Certification' }));
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    const bar = await screen.findByRole('region', { name: 'Last decision' });
    await api.control.as(2).certifications.reject(1, 'Second look: too low', { expectedVersion: 2 });
    await user.click(within(bar).getByRole('button', { name: 'Undo' }));
    expect(await within(bar).findByText('Lars Dubois: changed by Grace Hopper since, left as it is.')).toBeInTheDocument();
    expect(api.control.data.certifications.find((entry) => entry.certification.id === 1)?.certification.status).toBe('REJECTED');
  });

  it('offers no Undo when the backend cannot undo', async () => {
    const api = createMemoryAdminApi({ extensions: false });
    const { user } = renderWithProviders(<UndoAfterApprove api={api} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Sales Certification' }));
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await dialog.findByText('Certificated Generated')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('region', { name: 'Last decision' })).toBeNull();
    expect(callsOf(api, 'certifications.approve')).toHaveLength(1);
  });
});

// Every story of the screen, as it first renders (the imports stay with this block).
import * as certificationDetailDialogStories from '../../src/screens/CertificationDetailDialog/CertificationDetailDialog.stories.js';
import { describeStories } from '../support/stories.js';

describeStories('CertificationDetailDialog', certificationDetailDialogStories, {
  heading: /Certification$/,
  loading: 'Loading certification details...',
  loadingStories: ['Loading'],
  texts: { Pending: 'Score 4/11', Accepted: 'Certificated Generated', Rejected: /^Reason: / },
});
