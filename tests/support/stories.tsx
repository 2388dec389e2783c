import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderWithProviders } from './render.js';

type Text = string | RegExp;

export interface StoryStates {
  /** The heading every story of the module shows: the screen's or the dialog's title. */
  heading: Text;
  /** The loading message, shown in a status until the data has come. @default none (nothing loads) */
  loading?: Text;
  /** The stories whose data never comes: they show the loading message and no alert. */
  loadingStories?: string[];
  /** Story → the alert it shows once loaded (its load fails); every other story shows none. */
  errors?: Record<string, Text>;
  /** Story → a text it shows once loaded (an empty list's message, a record's value). */
  texts?: Record<string, Text>;
}

const timeout = { timeout: 5000 };

/**
 * Renders every story of a stories module as it first appears (its play function is left to the
 * `storybook` project, which runs it in Chromium) and checks what it shows: the heading, then
 * either the loading message, or the loaded screen with the alert of `errors` or with none.
 *
 * @example describeStories('DealsList', stories, { heading: 'Partner Deals', loading: 'Loading partner deals...' });
 */
export function describeStories(title: string, module: Parameters<typeof composeStories>[0], states: StoryStates): void {
  const composed = Object.entries(composeStories(module)) as Array<[string, ComponentType]>;
  const names = composed.map(([name]) => name);

  describe(`${title}: every story renders`, () => {
    it('names only stories that exist', () => {
      const named = [...(states.loadingStories ?? []), ...Object.keys(states.errors ?? {}), ...Object.keys(states.texts ?? {})];
      expect(names).toEqual(expect.arrayContaining(named));
    });

    it.each(composed)('%s', async (name, Story) => {
      renderWithProviders(<Story />);
      expect(await screen.findByRole('heading', { name: states.heading }, timeout)).toBeInTheDocument();
      const { loading } = states;
      if (loading !== undefined && states.loadingStories?.includes(name)) {
        expect((await screen.findByText(loading, {}, timeout)).closest('[role="status"]')).not.toBeNull();
        expect(screen.queryByRole('alert')).toBeNull();
        return;
      }
      if (loading !== undefined) await waitFor(() => expect(screen.queryByText(loading)).toBeNull(), timeout);
      const error = states.errors?.[name];
      if (error === undefined) expect(screen.queryByRole('alert')).toBeNull();
      else expect(await screen.findByRole('alert', {}, timeout)).toHaveTextContent(error);
      const text = states.texts?.[name];
      if (text !== undefined) expect((await screen.findAllByText(text, {}, timeout))[0]).toBeInTheDocument();
    });
  });
}
