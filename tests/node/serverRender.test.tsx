// Every screen and every dialog renders on a server (no window, no document, no storage) without
// a throw or a warning, open dialogs included: they render nothing there and portal after
// hydration. This file runs in Node; the React 18 suite runs it again on React 18, whose server
// renderer warns about layout effects.
import { version } from 'react';
import { renderToString } from 'react-dom/server';
import { inject } from 'vitest';
import type { ReactElement } from 'react';
import { createMemoryAdminApi } from '../../src/api/memory/index.js';
import {
  AppShell,
  CertificationDetailDialog,
  Certifications,
  ChangePasswordDialog,
  ConfirmDialog,
  ConsoleBaseline,
  ConsoleThemeProvider,
  DealDetailsDialog,
  DealsList,
  DistributorReview,
  DistributorsOverview,
  ForgotPassword,
  Login,
  MemberExportDialog,
  MessagesProvider,
  PartnerRequests,
  PartnerReview,
  PartnersOverview,
  QuestionFormDialog,
  QuizOverview,
  ReasonDialog,
  ResourceDetailDialog,
  ResourcesOverview,
  SuccessDialog,
  createSessionStore,
  darkTheme,
} from '../../src/index.js';

const api = createMemoryAdminApi();
const noop = () => {};
const draft = { question: 'Q', optionA: 'a', optionB: 'b', optionC: 'c', optionD: 'd', correctOption: 'A' as const, marks: '1' };

const screens: [string, ReactElement, string][] = [
  ['Login', <Login api={api} session={createSessionStore()} onSignedIn={noop} />, 'Sign In'],
  ['ForgotPassword', <ForgotPassword />, 'Back to Sign In'],
  ['PartnersOverview', <PartnersOverview api={api} onOpen={noop} onViewRequests={noop} />, 'View Partner Requests'],
  ['DistributorsOverview', <DistributorsOverview api={api} onOpen={noop} onViewRequests={noop} />, 'Distributors Overview'],
  ['PartnerRequests', <PartnerRequests api={api} onBack={noop} />, 'Partner Requests'],
  ['PartnerReview', <PartnerReview api={api} id="1" onBack={noop} onRemoved={noop} />, ''],
  ['DistributorReview', <DistributorReview api={api} id="1" onBack={noop} onRemoved={noop} />, ''],
  ['DealsList partner', <DealsList api={api} variant="partner" />, 'Partner Deals'],
  ['DealsList distributor', <DealsList api={api} variant="distributor" />, 'Search by distributor, company, or registration number'],
  ['ResourcesOverview', <ResourcesOverview api={api} />, 'Resources Overview'],
  ['QuizOverview', <QuizOverview api={api} />, 'Quiz Overview'],
  ['Certifications', <Certifications api={api} />, 'Certifications'],
  ['AppShell', <AppShell activePath="/partners" onSignOut={noop}>page</AppShell>, 'Partner Deals'],
];

// Open on the first render: on the server they render nothing, and nothing throws.
const openDialogs: [string, ReactElement][] = [
  ['DealDetailsDialog', <DealDetailsDialog api={api} variant="partner" open onOpenChange={noop} id={1} />],
  ['CertificationDetailDialog', <CertificationDetailDialog api={api} open onOpenChange={noop} id={1} />],
  ['ChangePasswordDialog', <ChangePasswordDialog api={api} open onOpenChange={noop} onSignedOut={noop} />],
  ['ConfirmDialog', <ConfirmDialog open title="Remove Partner?" message="This action cannot be undone." onConfirm={async () => {}} />],
  ['ReasonDialog', <ReasonDialog open title="Reject Partner" message="Reason for Rejection*" onConfirm={async () => {}} />],
  ['SuccessDialog', <SuccessDialog open title="Partner Accepted Successfully!" />],
  ['MemberExportDialog', <MemberExportDialog open onOpenChange={noop} title="Export Partner Data" period="-" onExport={async () => {}} />],
  ['QuestionFormDialog', <QuestionFormDialog open title="Add Technical Quiz" mode="add" draft={draft} onFieldChange={noop} onSubmit={noop} onCancel={noop} />],
  ['ResourceDetailDialog', <ResourceDetailDialog open onOpenChange={noop} resource={{ id: 1, title: 'Intro', url: 'https://example.com/a.pdf' }} publishedBy="Content Team" />],
];

let logged: unknown[][];
beforeEach(() => {
  logged = [];
  for (const level of ['error', 'warn'] as const) vi.spyOn(console, level).mockImplementation((...args) => void logged.push([level, ...args]));
});
afterEach(() => vi.restoreAllMocks());

const serverRender = (element: ReactElement) =>
  renderToString(
    <ConsoleThemeProvider theme={darkTheme}>
      <ConsoleBaseline />
      <MessagesProvider>{element}</MessagesProvider>
    </ConsoleThemeProvider>,
  );

it(`runs where there is no browser at all, on React ${inject('reactMajor')}`, () => {
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
  expect(version.split('.')[0]).toBe(String(inject('reactMajor')));
});

it.each(screens)('%s renders on the server, with no warning', (_name, element, text) => {
  const html = serverRender(element);
  expect(html).toContain('data-partner-console');
  expect(html).toContain(text);
  expect(logged).toEqual([]);
});

it.each(openDialogs)('%s, open on the first render, renders nothing on the server and warns of nothing', (_name, element) => {
  const html = serverRender(element);
  expect(html).not.toContain('role="dialog"');
  expect(logged).toEqual([]);
});

it('renders a screen without any provider', () => {
  const html = renderToString(<PartnersOverview api={api} onOpen={noop} onViewRequests={noop} />);
  expect(html).toContain('Collaborating for innovation, growth, and success with our valued partners.');
  expect(logged).toEqual([]);
});
