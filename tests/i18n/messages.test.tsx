import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { defaultMessages, formatMessage, mergeMessages, MessagesProvider, useMessages, type MessageOverrides } from '../../src/i18n/index.js';
import { authMessages, commonMessages, listMessages, partnerMessages } from '../../src/i18n/texts/index.js';
import { Login } from '../../src/screens/Login/index.js';
import { createMemoryAdminApi } from '../../src/api/memory/index.js';
import { createSessionStore } from '../../src/api/session.js';
import { renderWithProviders } from '../support/render.js';

const withOverrides =
  (...layers: MessageOverrides[]) =>
  ({ children }: { children: ReactNode }) =>
    layers.reduceRight<ReactNode>((inner, messages) => <MessagesProvider messages={messages}>{inner}</MessagesProvider>, children);

describe('the text catalogue', () => {
  it('is composed of one module per section', () => {
    expect(defaultMessages.auth).toBe(authMessages);
    expect(defaultMessages.common).toBe(commonMessages);
    expect(defaultMessages.partner).toBe(partnerMessages);
    expect(defaultMessages.partner.overviewTitle).toBe('Partners Overview');
    expect(defaultMessages.distributor.overviewTitle).toBe('Distributors Overview');
  });

  it('gives a screen the default texts of the sections it names, and only those', () => {
    const { result } = renderHook(() => useMessages({ auth: authMessages, list: listMessages }));
    expect(result.current).toEqual({ auth: authMessages, list: listMessages });
    expect(result.current.auth).toBe(authMessages);
  });

  it('applies a provider’s overrides entry by entry, keeping every other default', () => {
    const { result } = renderHook(() => useMessages({ auth: authMessages, common: commonMessages }), {
      wrapper: withOverrides({ auth: { signInTitle: 'Welcome back' } }),
    });
    expect(result.current.auth.signInTitle).toBe('Welcome back');
    expect(result.current.auth.email).toBe('Email');
    expect(result.current.common).toBe(commonMessages);
    expect(authMessages.signInTitle).toBe('Sign In');
  });

  it('lets an inner provider override an outer one, and keeps what only the outer one changed', () => {
    const { result } = renderHook(() => useMessages({ auth: authMessages }), {
      wrapper: withOverrides({ auth: { signInTitle: 'Outer', email: 'E-mail' } }, { auth: { signInTitle: 'Inner' } }),
    });
    expect(result.current.auth).toMatchObject({ signInTitle: 'Inner', email: 'E-mail', password: 'Password' });
  });

  it('returns the same texts object on every render while the overrides stay the same, so memoised columns stay', () => {
    const overrides = { auth: { signInTitle: 'Welcome back' } };
    const { result, rerender } = renderHook(() => useMessages({ auth: authMessages, common: commonMessages }), { wrapper: withOverrides(overrides) });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(result.current.auth).toBe(first.auth);
    const { result: plain, rerender: rerenderPlain } = renderHook(() => useMessages({ list: listMessages }));
    const plainFirst = plain.current;
    rerenderPlain();
    expect(plain.current).toBe(plainFirst);
  });

  it('gives new texts when a provider’s overrides change', () => {
    let overrides: MessageOverrides = { auth: { signInTitle: 'One' } };
    const wrapper = ({ children }: { children: ReactNode }) => <MessagesProvider messages={overrides}>{children}</MessagesProvider>;
    const { result, rerender } = renderHook(() => useMessages({ auth: authMessages }), { wrapper });
    const first = result.current;
    overrides = { auth: { signInTitle: 'Two' } };
    rerender();
    expect(result.current).not.toBe(first);
    expect(result.current.auth.signInTitle).toBe('Two');
  });

  it('reaches a screen: Login shows the overridden title', () => {
    renderWithProviders(
      <MessagesProvider messages={{ auth: { signInTitle: 'Partner sign-in' } }}>
        <Login api={createMemoryAdminApi()} session={createSessionStore()} onSignedIn={() => {}} />
      </MessagesProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Partner sign-in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('merges overrides over a whole catalogue with mergeMessages, without changing the defaults', () => {
    const merged = mergeMessages(defaultMessages, { list: { search: 'Find' } });
    expect(merged.list.search).toBe('Find');
    expect(merged.list.sortBy).toBe(listMessages.sortBy);
    expect(merged.auth).toBe(authMessages);
    expect(listMessages.search).not.toBe('Find');
  });

  it('fills placeholders with formatMessage and leaves unknown ones', () => {
    expect(formatMessage('Page {page} of {pages}', { page: 1, pages: 3 })).toBe('Page 1 of 3');
    expect(formatMessage('Hello {name}', {})).toBe('Hello {name}');
  });

  it('renders without any provider', () => {
    function Title() {
      return <h1>{useMessages({ auth: authMessages }).auth.signInTitle}</h1>;
    }
    render(<Title />);
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });
});
