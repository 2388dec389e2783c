import { configure, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { MemoryAdminApi, MemoryMethod } from '../../src/api/memory/createMemoryAdminApi.js';
import { createSessionStore, memoryStorage } from '../../src/api/session.js';
import type { CertificationDetail, DistributorDeal, Member, PartnerDeal, QuizQuestion, QuizQuestionInput, Resource, ResourceUpload } from '../../src/api/types.js';
import { ChangePasswordDialog } from '../../src/components/ChangePasswordDialog/index.js';
import { defaultMessages as m } from '../../src/i18n/messages.js';
import { Certifications } from '../../src/screens/Certifications/index.js';
import { DealDetailsDialog } from '../../src/screens/DealDetailsDialog/index.js';
import { DealsList } from '../../src/screens/DealsList/index.js';
import { Login } from '../../src/screens/Login/index.js';
import { MemberRequests } from '../../src/screens/MemberRequests/index.js';
import { MemberReview } from '../../src/screens/MemberReview/index.js';
import { MembersOverview } from '../../src/screens/MembersOverview/index.js';
import { QuizOverview } from '../../src/screens/QuizOverview/index.js';
import { ResourcesOverview } from '../../src/screens/ResourcesOverview/index.js';
import type { userEvent } from '../support/render.js';

// These files render whole screens, often several per test, on two cores shared with the other
// suites: waiting one second (the default) for a screen to load is not enough there.
configure({ asyncUtilTimeout: 10_000 });

/**
 * The screens' actions as scenarios the fault and race tests run one by one: how to reach the
 * confirming button (typing whatever must survive a failure), which call it sends, the SPEC 8
 * text of its failure, and what success looks like. Small fixed data keeps each run quick.
 */

export type User = ReturnType<typeof userEvent.setup>;

const CREATED = '2026-06-01T10:00:00.000Z';

export const DATA = {
  partners: [{ id: 11, firstName: 'Pia', lastName: 'Pending', email: 'pia@example.com', companyName: 'Pia Ltd', isApproved: false, isActive: true, createdAt: CREATED }] as Member[],
  distributors: [{ id: 21, firstName: 'Dan', lastName: 'Dist', email: 'dan@example.com', companyName: 'Dan BV', isApproved: false, isActive: true, createdAt: CREATED }] as Member[],
  partnerDeals: [{ id: 101, partnerId: 11, partnerFirstName: 'Ada', partnerLastName: 'Byron', customerCompany: 'Globex', status: 'pending', remarks: '-', createdAt: CREATED }] as PartnerDeal[],
  distributorDeals: [{ id: 201, distributorId: 21, distributorFirstName: 'Jo', distributorLastName: 'Lee', customerCompany: 'Umbrella', status: 'pending', remarks: '', createdAt: CREATED }] as DistributorDeal[],
  resources: [
    { id: 1, title: 'Intro video', resourceType: 'LEARNING', contentType: 'SALES_VIDEOS', url: 'https://files.example.com/intro.mp4', createdAt: CREATED },
    { id: 2, title: 'Price list', resourceType: 'SALES', contentType: 'DATASHEET', url: 'https://files.example.com/prices.pdf', createdAt: CREATED },
  ] as Resource[],
  quiz: {
    tech: [{ id: 1, question: 'Which port does HTTPS use?', optionA: '80', optionB: '443', optionC: '22', optionD: '8080', correctOption: 'Option-B', marks: 1, createdAt: CREATED }],
    sales: [{ id: 1, question: 'What is a reseller?', optionA: 'A partner', optionB: 'A buyer', optionC: 'A vendor', optionD: 'None', correctOption: 'Option-A', marks: 1, createdAt: CREATED }],
  } as { tech: QuizQuestion[]; sales: QuizQuestion[] },
  certifications: [
    {
      certification: { id: 1, name: 'Cory Cert', designation: 'Engineer', type: 'SALES', status: 'PENDING', totalQuestions: 1, totalMarks: 1, marksAttained: 1, createdAt: CREATED },
      quiz: [{ id: 1, question: 'Which port does HTTPS use?', optionA: '80', optionB: '443', optionC: '22', optionD: '8080', correctOption: 'Option-B', selectedOption: 'Option-B' }],
    },
  ] as CertificationDetail[],
};

export interface ActionScenario {
  name: string;
  method: MemoryMethod;
  /** The SPEC 8 text of a network failure or a bare 500. */
  fallback: string;
  render: (api: MemoryAdminApi) => ReactElement;
  /** From the loaded screen to the moment before the confirming click, typing what must be kept. */
  reach: (user: User) => Promise<void>;
  /** The confirming button, as it is now. */
  confirm: () => HTMLElement;
  /** After a failure: back to the confirming button (Try Again, reopening a closed confirmation). */
  recover?: (user: User) => Promise<void>;
  /** The user's input is still there (on screen, or in every request sent so far). */
  kept?: (api: MemoryAdminApi) => void;
  /** Waits for what success shows. */
  succeeded: () => Promise<unknown>;
}

/** The arguments of every call of `method` so far. */
const sentArgs = (api: MemoryAdminApi, method: MemoryMethod) => api.control.calls.filter((call) => call.method === method).map((call) => call.args);

export const dialog = (name: string) => screen.getByRole('dialog', { name });
const inDialog = (name: string) => within(dialog(name));
/** A dialog a click opens; a decision's dialog comes with code loaded on first use (src/hooks/decideLater.ts). */
const opened = async (name: string) => within(await screen.findByRole('dialog', { name }, { timeout: 10_000 }));
const button = (name: string | RegExp) => screen.getByRole('button', { name });
/** A row button whose accessible name starts with `label` and names its record ('Approve deal 7'). */
const named = (label: string) => new RegExp(`^${label} `);

const REASON = 'Profile is incomplete';
const REMARK = 'Call back on Monday';

export const ACTION_SCENARIOS: ActionScenario[] = [
  {
    name: 'accept (partner request)',
    method: 'partners.approve',
    fallback: m.partner.approveError,
    render: (api) => <MemberRequests api={api} variant="partner" layout="table" onBack={() => {}} />,
    reach: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Accept Pia Pending' }));
    },
    confirm: () => inDialog(m.partner.acceptTitle).getByRole('button', { name: m.partner.acceptButton }),
    succeeded: () => screen.findByRole('dialog', { name: m.partner.acceptedTitle }),
  },
  {
    name: 'reject (distributor request)',
    method: 'distributors.reject',
    fallback: m.distributor.rejectError,
    render: (api) => <MemberRequests api={api} variant="distributor" layout="table" onBack={() => {}} />,
    reach: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Reject Dan Dist' }));
      await user.type((await opened(m.distributor.rejectTitle)).getByRole('textbox'), REASON);
    },
    confirm: () => inDialog(m.distributor.rejectTitle).getByRole('button', { name: m.distributor.rejectButton }),
    kept: () => expect(inDialog(m.distributor.rejectTitle).getByRole('textbox')).toHaveValue(REASON),
    succeeded: () => screen.findByRole('dialog', { name: m.distributor.rejectedTitle }),
  },
  {
    name: 'approve deal',
    method: 'partnerDeals.approve',
    fallback: m.deals.approveError,
    render: (api) => <DealsList api={api} variant="partner" layout="table" />,
    reach: async () => {
      await screen.findByRole('button', { name: named(m.deals.approve) });
    },
    confirm: () => button(named(m.deals.approve)),
    // The row's badge (the status filter above the table names the statuses too).
    succeeded: async () => within(await screen.findByRole('table')).findByText(m.deals.statusApproved),
  },
  {
    name: 'reject deal',
    method: 'distributorDeals.reject',
    fallback: m.deals.rejectError,
    render: (api) => <DealsList api={api} variant="distributor" layout="table" />,
    reach: async (user) => {
      await user.click(await screen.findByRole('button', { name: named(m.deals.reject) }));
      await user.type((await opened(m.deals.rejectTitle)).getByRole('textbox'), REASON);
    },
    confirm: () => inDialog(m.deals.rejectTitle).getByRole('button', { name: m.deals.rejectButton }),
    kept: () => expect(inDialog(m.deals.rejectTitle).getByRole('textbox')).toHaveValue(REASON),
    // The row's badge (the status filter above the table names the statuses too).
    succeeded: async () => within(await screen.findByRole('table')).findByText(m.deals.statusRejected),
  },
  {
    name: 'update remarks',
    method: 'partnerDeals.updateRemarks',
    fallback: m.deals.remarksError,
    render: (api) => <DealsList api={api} variant="partner" layout="table" />,
    reach: async (user) => {
      await user.click(await screen.findByRole('button', { name: m.deals.addRemark }));
      await user.type((await opened(m.deals.remarksTitle)).getByRole('textbox'), REMARK);
    },
    confirm: () => inDialog(m.deals.remarksTitle).getByRole('button', { name: m.deals.remarksButton }),
    kept: () => expect(inDialog(m.deals.remarksTitle).getByRole('textbox')).toHaveValue(REMARK),
    succeeded: () => screen.findByText(REMARK),
  },
  {
    name: 'remove partner',
    method: 'partners.remove',
    fallback: m.partner.removeError,
    render: (api) => <MemberReview api={api} variant="partner" id={11} layout="table" onBack={() => {}} onRemoved={() => {}} />,
    reach: async (user) => {
      await user.click(await screen.findByRole('button', { name: m.partner.removeButton }));
    },
    confirm: () => inDialog(m.partner.removeTitle).getByRole('button', { name: m.partner.removeConfirm }),
    succeeded: () => screen.findByRole('dialog', { name: m.partner.removedTitle }),
  },
  {
    name: 'remove distributor',
    method: 'distributors.remove',
    fallback: m.distributor.removeError,
    render: (api) => <MemberReview api={api} variant="distributor" id={21} layout="table" onBack={() => {}} onRemoved={() => {}} />,
    reach: async (user) => {
      await user.click(await screen.findByRole('button', { name: m.distributor.removeButton }));
    },
    confirm: () => inDialog(m.distributor.removeTitle).getByRole('button', { name: m.distributor.removeConfirm }),
    succeeded: () => screen.findByRole('dialog', { name: m.distributor.removedTitle }),
  },
  {
    name: 'upload now (resource)',
    method: 'resources.upload',
    fallback: m.resources.uploadError,
    render: (api) => <ResourcesOverview api={api} />,
    reach: async (user) => {
      await screen.findByText('Intro video');
      await user.click(button(m.resources.uploadContent));
      const form = inDialog(m.resources.uploadTitle);
      await user.type(form.getByLabelText(m.resources.fieldTitle), 'Partner onboarding');
      await user.upload(form.getByLabelText(m.resources.fieldFile), new File([new Uint8Array(32)], 'onboarding.mp4', { type: 'video/mp4' }));
      await user.click(form.getByRole('button', { name: m.resources.upload }));
    },
    confirm: () => inDialog('Ready to upload video?').getByRole('button', { name: m.common.uploadNow }),
    recover: async (user) => {
      await user.click(inDialog('Failed to upload video').getByRole('button', { name: m.common.tryAgain }));
    },
    // Try Again returns to the confirm step with the form intact: every attempt sends the same title and file.
    kept: (api) => {
      const sent = sentArgs(api, 'resources.upload').map(([upload]) => upload as ResourceUpload);
      expect(sent.map((upload) => [upload.title, upload.fileName, upload.file.size])).toEqual(sent.map(() => ['Partner onboarding', 'onboarding.mp4', 32]));
    },
    succeeded: () => screen.findByRole('dialog', { name: m.resources.successTitle }),
  },
  {
    name: 'delete resource',
    method: 'resources.remove',
    fallback: m.resources.deleteError,
    render: (api) => <ResourcesOverview api={api} />,
    reach: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Delete Intro video' }));
    },
    confirm: () => inDialog('Remove video?').getByRole('button', { name: 'Delete video' }),
    recover: async (user) => {
      await user.click(button('Delete Intro video'));
    },
    succeeded: () => screen.findByRole('dialog', { name: 'Video Removed Successfully!' }),
  },
  {
    name: 'upload question',
    method: 'quiz.create',
    fallback: m.quiz.addError,
    render: (api) => <QuizOverview api={api} layout="table" />,
    reach: async (user) => {
      await screen.findByText('Which port does HTTPS use?');
      await user.click(button(m.quiz.addQuestion));
      const form = inDialog('Add Technical Quiz');
      for (const [label, text] of [
        [m.quiz.question, 'What does TLS stand for?'],
        [m.quiz.optionA, 'Transport Layer Security'],
        [m.quiz.optionB, 'Total Link Speed'],
        [m.quiz.optionC, 'Top Level Server'],
        [m.quiz.optionD, 'Trusted Login Service'],
      ] as const) {
        await user.click(form.getByLabelText(label));
        await user.paste(text);
      }
      await user.click(form.getByRole('button', { name: m.quiz.uploadQuestion }));
    },
    confirm: () => inDialog(m.quiz.confirmTitle).getByRole('button', { name: m.common.uploadNow }),
    recover: async (user) => {
      await user.click(inDialog(m.quiz.failureTitle).getByRole('button', { name: m.common.tryAgain }));
    },
    // Try Again returns to the confirm step with the draft intact: every attempt sends the same question.
    kept: (api) => {
      const sent = sentArgs(api, 'quiz.create').map(([bank, input]) => [bank, (input as QuizQuestionInput).question, (input as QuizQuestionInput).optionD]);
      expect(sent).toEqual(sent.map(() => ['tech', 'What does TLS stand for?', 'Trusted Login Service']));
    },
    succeeded: () => screen.findByRole('dialog', { name: m.quiz.successTitle }),
  },
  {
    name: 'save changes (question)',
    method: 'quiz.update',
    fallback: m.quiz.updateError,
    render: (api) => <QuizOverview api={api} layout="table" />,
    reach: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Edit question: Which port does HTTPS use?' }));
      const question = inDialog('Edit Technical Quiz').getByLabelText(m.quiz.question);
      await user.clear(question);
      await user.paste('Which port does HTTPS use by default?');
    },
    confirm: () => inDialog('Edit Technical Quiz').getByRole('button', { name: m.quiz.saveChanges }),
    kept: () => expect(inDialog('Edit Technical Quiz').getByLabelText(m.quiz.question)).toHaveValue('Which port does HTTPS use by default?'),
    succeeded: () => screen.findByRole('dialog', { name: m.quiz.successTitle }),
  },
  {
    name: 'delete question',
    method: 'quiz.remove',
    fallback: m.quiz.deleteError,
    render: (api) => <QuizOverview api={api} layout="table" />,
    reach: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Delete question: Which port does HTTPS use?' }));
    },
    confirm: () => inDialog(m.quiz.removeTitle).getByRole('button', { name: m.quiz.removeButton }),
    succeeded: () => screen.findByRole('dialog', { name: m.quiz.removedTitle }),
  },
  {
    name: 'approve certification',
    method: 'certifications.approve',
    fallback: m.certifications.approveError,
    render: (api) => <Certifications api={api} layout="table" />,
    reach: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'View Details for Cory Cert' }));
      await screen.findByRole('button', { name: m.certifications.approve });
    },
    confirm: () => button(new RegExp(`^(${m.certifications.approve}|${m.certifications.approving})$`)),
    succeeded: () => screen.findByText(m.certifications.certificateGenerated),
  },
  {
    name: 'reject certification',
    method: 'certifications.reject',
    fallback: m.certifications.rejectError,
    render: (api) => <Certifications api={api} layout="table" />,
    reach: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'View Details for Cory Cert' }));
      await user.click(await screen.findByRole('button', { name: m.certifications.reject }));
      await user.type((await opened(m.certifications.rejectTitle)).getByRole('textbox'), REASON);
    },
    confirm: () => inDialog(m.certifications.rejectTitle).getByRole('button', { name: m.certifications.rejectButton }),
    kept: () => expect(inDialog(m.certifications.rejectTitle).getByRole('textbox')).toHaveValue(REASON),
    // The reason under the decision, with the reason dialog gone. The history (beyond SPEC 7) repeats
    // it as its newest step's once it has loaded again, so the text alone may match twice.
    succeeded: () =>
      waitFor(() => {
        expect(screen.queryByRole('dialog', { name: m.certifications.rejectTitle })).toBeNull();
        const history = screen.queryByRole('region', { name: m.decisions.historyTitle });
        expect(screen.getAllByText(`Reason: ${REASON}`).filter((text) => !history?.contains(text))).toHaveLength(1);
      }),
  },
  {
    name: 'change password',
    method: 'auth.changePassword',
    fallback: m.changePassword.unknownError,
    render: (api) => <ChangePasswordDialog api={api} defaultOpen onSignedOut={() => {}} />,
    reach: async (user) => {
      const form = inDialog(m.changePassword.title);
      await user.type(form.getByLabelText(m.changePassword.currentPassword), 'Admin@12345');
      await user.type(form.getByLabelText(m.changePassword.newPassword), 'Longer@123456');
      await user.type(form.getByLabelText(m.changePassword.confirmPassword), 'Longer@123456');
    },
    confirm: () => inDialog(m.changePassword.title).getByRole('button', { name: new RegExp(`^(${m.changePassword.submit}|${m.changePassword.submitting})$`) }),
    kept: () => {
      const form = inDialog(m.changePassword.title);
      expect(form.getByLabelText(m.changePassword.currentPassword)).toHaveValue('Admin@12345');
      expect(form.getByLabelText(m.changePassword.newPassword)).toHaveValue('Longer@123456');
      expect(form.getByLabelText(m.changePassword.confirmPassword)).toHaveValue('Longer@123456');
    },
    succeeded: () => screen.findByText(m.changePassword.success),
  },
  {
    name: 'sign in',
    method: 'auth.login',
    fallback: m.auth.loginFailed,
    render: (api) => <Login api={api} session={createSessionStore({ persistent: memoryStorage(), transient: memoryStorage() })} onSignedIn={() => signedIn.push(Date.now())} />,
    reach: async (user) => {
      signedIn.length = 0;
      await user.type(screen.getByLabelText(m.auth.email), 'admin@partner-console.dev');
      await user.type(screen.getByLabelText(m.auth.password, { selector: 'input' }), 'Admin@12345');
    },
    confirm: () => button(new RegExp(`^(${m.auth.signIn}|${m.auth.signingIn})$`)),
    kept: () => {
      expect(screen.getByLabelText(m.auth.email)).toHaveValue('admin@partner-console.dev');
      expect(screen.getByLabelText(m.auth.password, { selector: 'input' })).toHaveValue('Admin@12345');
    },
    succeeded: async () => {
      const { waitFor } = await import('@testing-library/react');
      await waitFor(() => expect(signedIn).toHaveLength(1));
    },
  },
];

const signedIn: number[] = [];

export interface LoadScenario {
  name: string;
  method: MemoryMethod;
  /** The SPEC 8 text of a failed load (network or bare 500). */
  fallback: string;
  render: (api: MemoryAdminApi) => ReactElement;
  /** Waits for the loaded screen. */
  loaded: () => Promise<unknown>;
  /** The control that loads again after a failure. */
  retry: () => HTMLElement;
}

const tryAgain = () => button(m.common.tryAgain);

export const LOAD_SCENARIOS: LoadScenario[] = [
  {
    name: 'Partners Overview',
    method: 'partners.list',
    fallback: m.partner.fetchError,
    render: (api) => <MembersOverview api={api} variant="partner" layout="table" onOpen={() => {}} onViewRequests={() => {}} />,
    loaded: () => screen.findByText('Pia Pending'),
    retry: tryAgain,
  },
  {
    name: 'Distributors Overview',
    method: 'distributors.list',
    fallback: m.distributor.fetchError,
    render: (api) => <MembersOverview api={api} variant="distributor" layout="table" onOpen={() => {}} onViewRequests={() => {}} />,
    loaded: () => screen.findByText('Dan Dist'),
    retry: tryAgain,
  },
  {
    name: 'Partner Requests',
    method: 'partners.listPending',
    fallback: m.partner.requestsFetchError,
    render: (api) => <MemberRequests api={api} variant="partner" layout="table" onBack={() => {}} />,
    loaded: () => screen.findByText('Pia Pending'),
    retry: tryAgain,
  },
  {
    name: 'Distributor Review',
    method: 'distributors.get',
    fallback: m.distributor.loadError,
    render: (api) => <MemberReview api={api} variant="distributor" id={21} layout="table" onBack={() => {}} onRemoved={() => {}} />,
    loaded: () => screen.findByText('Umbrella'),
    retry: tryAgain,
  },
  {
    name: 'Partner Deals',
    method: 'partnerDeals.list',
    fallback: m.deals.fetchError,
    render: (api) => <DealsList api={api} variant="partner" layout="table" />,
    loaded: () => screen.findByText('Globex'),
    retry: tryAgain,
  },
  {
    name: 'Deal Details',
    method: 'distributorDeals.get',
    fallback: m.dealDetails.loadError,
    render: (api) => <DealDetailsDialog api={api} variant="distributor" open id={201} onOpenChange={() => {}} />,
    loaded: () => screen.findByText('Umbrella'),
    retry: tryAgain,
  },
  {
    name: 'Resources Overview',
    method: 'resources.listByType',
    fallback: 'Failed to fetch Learning Videos resources',
    render: (api) => <ResourcesOverview api={api} />,
    loaded: () => screen.findByText('Intro video'),
    retry: tryAgain,
  },
  {
    name: 'Quiz Overview',
    method: 'quiz.list',
    fallback: m.quiz.fetchError,
    render: (api) => <QuizOverview api={api} layout="table" />,
    loaded: () => screen.findByText('Which port does HTTPS use?'),
    retry: tryAgain,
  },
  {
    name: 'Certifications',
    method: 'certifications.list',
    fallback: m.certifications.loadError,
    render: (api) => <Certifications api={api} layout="table" />,
    loaded: () => screen.findByText('Cory Cert'),
    retry: tryAgain,
  },
];
