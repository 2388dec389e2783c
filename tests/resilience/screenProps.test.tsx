// A screen fails on its own (issue 32, item 1): a host page renders a published screen beside
// elements of its own, with a prop missing or malformed, or with texts the screen cannot render.
// The host's elements stay, the screen shows its error panel (role alert) naming the screen and the
// prop, and the screen comes back once the host passes props that fit. Runs on React 19 (unit)
// and React 18 (unit-react18).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, type FunctionComponent, type ReactNode } from 'react';
import { onTestFinished, vi } from 'vitest';
import { createMemoryAdminApi } from '../../src/api/memory/createMemoryAdminApi.js';
import { createSessionStore, memoryStorage } from '../../src/api/session.js';
import { AppShell } from '../../src/components/AppShell/index.js';
import { ChangePasswordDialog } from '../../src/components/ChangePasswordDialog/index.js';
import { MessagesProvider, type MessageOverrides } from '../../src/i18n/index.js';
import {
  CertificationDetailDialog,
  Certifications,
  DealDetailsDialog,
  DealsList,
  DistributorRequests,
  DistributorReview,
  DistributorsOverview,
  ForgotPassword,
  Login,
  MemberRequests,
  MemberReview,
  MembersOverview,
  PartnerRequests,
  PartnerReview,
  PartnersOverview,
  QuizOverview,
  ResourcesOverview,
  SignInAgainDialog,
} from '../../src/screens/index.js';

// React reports every error a boundary catches to console.error; these tests cause them on purpose.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const noop = () => {};
const session = () => createSessionStore({ persistent: memoryStorage(), transient: memoryStorage() });

/** A host's page: its own heading and sidebar around the screen, in an application of its own. */
function HostPage({ children, messages }: { children: ReactNode; messages?: MessageOverrides }) {
  return (
    <div>
      <h1>Intranet home</h1>
      <nav aria-label="Intranet">
        <a href="/wiki">Wiki</a>
      </nav>
      <section aria-label="Embedded screen">
        <MessagesProvider messages={messages}>{children}</MessagesProvider>
      </section>
    </div>
  );
}

/** The host's own elements are all still there, and the error panel sits inside the screen's place. */
function expectHostIntact(): HTMLElement {
  expect(screen.getByRole('heading', { level: 1, name: 'Intranet home' })).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Intranet' })).getByRole('link', { name: 'Wiki' })).toBeInTheDocument();
  const panel = within(screen.getByRole('region', { name: 'Embedded screen' })).getByRole('alert', { name: 'Something went wrong' });
  expect(panel).toHaveTextContent('This screen failed to display. Your other screens still work.');
  return panel;
}

/** A screen with props a host passed without the type checker's help (plain JavaScript, a cast). */
const loosely = (Screen: unknown, props: Record<string, unknown>) => createElement(Screen as FunctionComponent<Record<string, unknown>>, props);

// Every published screen, rendered with one required prop left out; what the panel then says.
type Case = [name: string, Screen: unknown, props: Record<string, unknown>, message: string];
const api = createMemoryAdminApi();
const cases: Case[] = [
  ['Login', Login, { session: session(), onSignedIn: noop }, 'Login: the `api` prop is missing; pass createHttpAdminApi(...) or an object with auth.login'],
  ['ForgotPassword', ForgotPassword, { signInHref: 42 }, 'ForgotPassword: the `signInHref` prop is a number (42); pass a string'],
  ['PartnersOverview', PartnersOverview, { onOpen: noop, onViewRequests: noop }, 'PartnersOverview: the `api` prop is missing; pass createHttpAdminApi(...) or an object with partners.list'],
  ['DistributorsOverview', DistributorsOverview, { api, onViewRequests: noop }, 'DistributorsOverview: the `onOpen` prop is missing; pass a function'],
  ['MembersOverview', MembersOverview, { api, variant: 'partner', onOpen: noop }, 'MembersOverview: the `onViewRequests` prop is missing; pass a function'],
  ['PartnerRequests', PartnerRequests, { onBack: noop }, 'PartnerRequests: the `api` prop is missing; pass createHttpAdminApi(...) or an object with partners.listPending, partners.approve, partners.reject'],
  ['DistributorRequests', DistributorRequests, { api: { distributors: { listPending: noop } }, onBack: noop }, 'DistributorRequests: the `api` prop has no distributors.approve'],
  ['MemberRequests', MemberRequests, { api, variant: 'distributor' }, 'MemberRequests: the `onBack` prop is missing; pass a function'],
  ['PartnerReview', PartnerReview, { id: 1, onBack: noop, onRemoved: noop }, 'PartnerReview: the `api` prop is missing; pass createHttpAdminApi(...) or an object with partners.get, partners.listDeals, partners.remove, partnerDeals.get'],
  ['DistributorReview', DistributorReview, { api, id: { id: 1 }, onBack: noop, onRemoved: noop }, "DistributorReview: the `id` prop is an object; pass the record's id (a string or a number)"],
  ['MemberReview', MemberReview, { api, variant: 'partner', id: 1, onBack: noop }, 'MemberReview: the `onRemoved` prop is missing; pass a function'],
  ['DealsList', DealsList, { variant: 'partner' }, 'DealsList: the `api` prop is missing; pass createHttpAdminApi(...) or an object with partnerDeals.list, partnerDeals.get, partnerDeals.approve, partnerDeals.reject, partnerDeals.updateRemarks'],
  ['DealDetailsDialog', DealDetailsDialog, { variant: 'distributor', open: true, id: 1, onOpenChange: noop }, 'DealDetailsDialog: the `api` prop is missing; pass createHttpAdminApi(...) or an object with distributorDeals.get'],
  ['ResourcesOverview', ResourcesOverview, { api, tab: 'VIDEOS' }, "ResourcesOverview: the `tab` prop is 'VIDEOS'; pass 'LEARNING' or 'SALES' or 'MARKETING'"],
  ['QuizOverview', QuizOverview, {}, 'QuizOverview: the `api` prop is missing; pass createHttpAdminApi(...) or an object with quiz.list, quiz.create, quiz.update, quiz.remove'],
  ['Certifications', Certifications, { api: { certifications: null } }, 'Certifications: the `api` prop has no certifications.list'],
  ['CertificationDetailDialog', CertificationDetailDialog, { api, open: true, id: 1 }, 'CertificationDetailDialog: the `onOpenChange` prop is missing; pass a function'],
  ['AppShell', AppShell, { onSignOut: noop, children: <p>Page</p> }, 'AppShell: the `activePath` prop is missing; pass a string'],
  ['ChangePasswordDialog', ChangePasswordDialog, { open: true, api, onSignedOut: 'signOut' }, "ChangePasswordDialog: the `onSignedOut` prop is 'signOut'; pass a function"],
  ['SignInAgainDialog', SignInAgainDialog, { api, session: session(), onSignedIn: noop }, 'SignInAgainDialog: the `onSignOut` prop is missing; pass a function'],
];

describe('a published screen with a prop missing or malformed', () => {
  it.each(cases)('%s shows its error panel naming the screen and the prop, and the host stays', (_name, Screen, props, message) => {
    render(
      <HostPage>
        {loosely(Screen, props)}
      </HostPage>,
    );
    expect(expectHostIntact()).toHaveTextContent(message);
  });

  it('names the wrong variant of a generic screen', () => {
    render(
      <HostPage>
        {loosely(MembersOverview, { api, variant: 'x', onOpen: noop, onViewRequests: noop })}
      </HostPage>,
    );
    expect(expectHostIntact()).toHaveTextContent("MembersOverview: the `variant` prop is 'x'; pass 'partner' or 'distributor'");
  });

  it('names an API of the wrong shape', () => {
    render(
      <HostPage>
        {loosely(PartnersOverview, { api: { partners: [] }, onOpen: noop, onViewRequests: noop })}
      </HostPage>,
    );
    expect(expectHostIntact()).toHaveTextContent(
      'PartnersOverview: the `api` prop has no partners.list; pass createHttpAdminApi(...) or an object with partners.list',
    );
  });

  it('names an API whose area cannot even be read (a getter that throws)', () => {
    const broken = {
      get partnerDeals(): never {
        throw new Error('client not ready');
      },
    };
    render(
      <HostPage>
        {loosely(DealsList, { api: broken, variant: 'partner' })}
      </HostPage>,
    );
    expect(expectHostIntact()).toHaveTextContent('DealsList: the `api` prop could not be read (client not ready)');
  });

  it('shows the screen once the host passes props that fit', async () => {
    const { rerender } = render(
      <HostPage>
        {loosely(PartnersOverview, { onOpen: noop, onViewRequests: noop })}
      </HostPage>,
    );
    expectHostIntact();
    rerender(
      <HostPage>
        <PartnersOverview api={api} onOpen={noop} onViewRequests={noop} />
      </HostPage>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Partners Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findAllByRole('row')).not.toHaveLength(0);
  });

  it('checks a dialog only while it shows', () => {
    render(
      <HostPage>
        {loosely(DealDetailsDialog, { variant: 'partner', open: false, id: null, onOpenChange: noop })}
        {loosely(CertificationDetailDialog, { open: true, id: null })}
        {loosely(ChangePasswordDialog, { open: false })}
      </HostPage>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Intranet home' })).toBeInTheDocument();
  });

  it('names the screen and the prop only, without the advice, in a production build', () => {
    vi.stubEnv('NODE_ENV', 'production');
    render(
      <HostPage>
        {loosely(PartnersOverview, { onOpen: noop, onViewRequests: noop })}
      </HostPage>,
    );
    const panel = expectHostIntact();
    expect(panel).toHaveTextContent('PartnersOverview: invalid `api` prop');
    expect(panel).not.toHaveTextContent('createHttpAdminApi');
  });
});

describe('a screen that throws while it renders', () => {
  // A host's text override that is not text (an object where the title goes): React cannot render it.
  const brokenTitle = { partner: { overviewTitle: { text: 'Partners' } } } as unknown as MessageOverrides;

  it('shows its error panel with the error, leaves the host alone, and Retry renders it again', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <HostPage messages={brokenTitle}>
        <PartnersOverview api={api} onOpen={noop} onViewRequests={noop} />
      </HostPage>,
    );
    expect(expectHostIntact()).toHaveTextContent('Objects are not valid as a React child');

    rerender(
      <HostPage>
        <PartnersOverview api={api} onOpen={noop} onViewRequests={noop} />
      </HostPage>,
    );
    // Still the panel: the props did not change, so nothing says the crash is over until Retry.
    expectHostIntact();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Partners Overview' })).toBeInTheDocument();
  });

  it('keeps a page that crashes inside the app shell: the navigation stays', () => {
    function CrashingPage(): never {
      throw new Error('Page exploded');
    }
    render(
      <HostPage>
        <AppShell activePath="/quiz" onSignOut={noop}>
          <CrashingPage />
        </AppShell>
      </HostPage>,
    );
    expect(expectHostIntact()).toHaveTextContent('Page exploded');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent('Page exploded');
  });
});

// The stories of these states, as they first render (their play functions run in Chromium).
import { composeStories } from '@storybook/react-vite';
import * as failingStories from '../../src/screens/FailingOnItsOwn.stories.js';

describe('the stories of a screen failing on its own', () => {
  const { MissingApi, UnknownVariant } = composeStories(failingStories);
  // Development (jsdom under vitest): the panel names the screen, the prop and what to pass. The
  // built Storybook, a production build, shows the screen and the prop only, and the stories' play
  // functions say so there (the visual suite runs them).
  it.each([
    ['MissingApi', MissingApi, 'PartnersOverview: the `api` prop is missing; pass createHttpAdminApi(...) or an object with partners.list'],
    ['UnknownVariant', UnknownVariant, "MembersOverview: the `variant` prop is 'x'; pass 'partner' or 'distributor'"],
  ])('%s shows the panel in the host page, with the development detail, and its play function passes', async (_name, Story, message) => {
    // `run()` renders into a canvas of its own, which Testing Library's cleanup does not know of:
    // left in the page, its host heading doubled every later test's (the order is shuffled in the
    // search for leaks between tests). Storybook unmounts the story at its next `run()`.
    const canvasElement = document.body.appendChild(document.createElement('div'));
    onTestFinished(() => canvasElement.remove());
    await Story.run({ canvasElement });
    const panel = within(screen.getByRole('region', { name: 'Embedded screen' })).getByRole('alert', { name: 'Something went wrong' });
    expect(panel).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 1, name: 'Intranet home' })).toBeInTheDocument();
  });
});
