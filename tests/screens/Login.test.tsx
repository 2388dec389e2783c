import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { createMemoryAdminApi } from '../../src/api/memory/createMemoryAdminApi.js';
import { DEMO_ADMIN } from '../../src/api/memory/demoData.js';
import { createSessionStore, memoryStorage } from '../../src/api/session.js';
import { Login } from '../../src/screens/Login/index.js';
import * as stories from '../../src/screens/Login/Login.stories.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';

const { Default, WithNotice } = composeStories(stories);

function setup(options: { notice?: string } = {}) {
  const api = createMemoryAdminApi();
  const persistent = memoryStorage();
  const transient = memoryStorage();
  const session = createSessionStore({ persistent, transient });
  const onSignedIn = vi.fn();
  const view = renderWithProviders(<Login api={api} session={session} onSignedIn={onSignedIn} {...options} />);
  const fill = async (email: string, password: string) => {
    await view.user.type(screen.getByLabelText('Email'), email);
    await view.user.type(screen.getByLabelText('Password'), password);
  };
  return { ...view, api, session, persistent, transient, onSignedIn, fill };
}

const loginCalls = (api: ReturnType<typeof createMemoryAdminApi>) => api.control.calls.filter((call) => call.method === 'auth.login');

describe('Login', () => {
  it('shows the fields, texts and link of SPEC 2.2', async () => {
    renderWithProviders(<Default />);
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'submit');
    expect(screen.getByText('Security is not a product, but a process.')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows and hides the password with a pressed-state toggle', async () => {
    const { user } = setup();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it("reads 'Signing In...' while busy and sends one request for a double click", async () => {
    const { user, api, fill } = setup();
    api.control.delay('auth.login', 'never');
    await fill(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await user.dblClick(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('button', { name: 'Signing In...' }));
    await user.keyboard('{Enter}');
    expect(loginCalls(api)).toHaveLength(1);
  });

  it('sends nothing while a field is blank', async () => {
    const { user, api } = setup();
    await user.type(screen.getByLabelText('Email'), DEMO_ADMIN.email);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(loginCalls(api)).toHaveLength(0);
  });

  it("shows the server's message in a red alert when it sends one", async () => {
    const { user, fill, onSignedIn, session } = setup();
    await fill(DEMO_ADMIN.email, 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(session.read()).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).not.toHaveAttribute('aria-busy');
    await expectNoAxeViolations();
  });

  it('falls back to the catalogue text when the server sends no message', async () => {
    const { user, api, fill } = setup();
    api.control.failNext('auth.login');
    await fill(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to login. Please check your credentials.');
  });

  it('stores the session for the tab only without Remember me, then reports the sign-in', async () => {
    const { user, fill, onSignedIn, persistent, transient } = setup();
    await fill(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onSignedIn.mock.calls[0]![0]).toMatchObject({ rememberMe: false, user: { firstName: 'Ada', lastName: 'Lovelace' } });
    expect(transient.getItem('partner-console.token')).toBeTruthy();
    expect(transient.getItem('partner-console.isAuthenticated')).toBe('true');
    expect(persistent.getItem('partner-console.token')).toBeNull();
  });

  it('stores the session across browser restarts with Remember me', async () => {
    const { user, fill, onSignedIn, persistent, transient } = setup();
    await fill(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(persistent.getItem('partner-console.token')).toBeTruthy();
    expect(persistent.getItem('partner-console.rememberMe')).toBe('true');
    expect(transient.getItem('partner-console.token')).toBeNull();
  });

  it('shows a notice such as an expired session above the form', async () => {
    renderWithProviders(<WithNotice />);
    expect(screen.getByRole('status')).toHaveTextContent('Session expired. Please login again.');
    await expectNoAxeViolations();
  });

  it('hands a plain click on the forgot-password link to the host, leaving ctrl-click to the browser', async () => {
    const onForgotPassword = vi.fn();
    const api = createMemoryAdminApi();
    const session = createSessionStore({ persistent: memoryStorage(), transient: memoryStorage() });
    const { user } = renderWithProviders(<Login api={api} session={session} onSignedIn={vi.fn()} onForgotPassword={onForgotPassword} />);
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    await user.click(link);
    expect(onForgotPassword).toHaveBeenCalledWith('/forgot-password');
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(onForgotPassword).toHaveBeenCalledTimes(1);
  });
});

// Every story of the screen, as it first renders (the imports stay with this block).
import * as loginStories from '../../src/screens/Login/Login.stories.js';
import { describeStories } from '../support/stories.js';

describeStories('Login', loginStories, {
  heading: 'Sign In',
  texts: { WithNotice: 'Session expired. Please login again.' },
});
