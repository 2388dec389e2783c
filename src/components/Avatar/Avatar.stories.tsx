import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar, AvatarSourceProvider } from './Avatar.js';

/** A tiny inline SVG picture, so the story loads no network image. */
export const sampleAvatarUrl =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0f766e"/><circle cx="20" cy="16" r="7" fill="#ffffff"/><path d="M6 40a14 14 0 0 1 28 0Z" fill="#ffffff"/></svg>',
  );

/** A data URL that is not a valid image: the browser fails to decode it and the initials come back. */
export const brokenAvatarUrl = 'data:image/png;base64,AAAA';

const meta = {
  title: 'Kit/Avatar',
  // Lower-case exports are fixtures shared with the unit tests, not stories.
  excludeStories: /^[a-z]/,
  component: Avatar,
  args: { name: { firstName: 'Ada', lastName: 'Lovelace' }, size: 'md' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Initials on a colour picked from the name; no image source, so no name leaves the browser. */
export const Initials: Story = {};

/** Names of every shape: first/last, a full name, one word, an astral first letter, none. */
export const Names: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Avatar {...args} name={{ firstName: 'Grace', lastName: 'Hopper' }} />
      <Avatar {...args} name="Alan Mathison Turing" />
      <Avatar {...args} name="Cher" />
      <Avatar {...args} name={'\u{1D4D0}da Byron'} />
      <Avatar {...args} name="" />
      <Avatar {...args} name="Katherine Johnson" size="sm" />
      <Avatar {...args} name="Katherine Johnson" size="lg" label="Katherine Johnson" />
    </div>
  ),
};

/** A host-supplied image covers the initials. */
export const WithImage: Story = {
  decorators: [
    (Story) => (
      <AvatarSourceProvider getAvatarUrl={() => sampleAvatarUrl}>
        <Story />
      </AvatarSourceProvider>
    ),
  ],
};

/** The image fails to load: the initials show again. */
export const BrokenImage: Story = {
  args: { label: 'Ada Lovelace' },
  decorators: [
    (Story) => (
      <AvatarSourceProvider getAvatarUrl={() => brokenAvatarUrl}>
        <Story />
      </AvatarSourceProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ada Lovelace' });
    await waitFor(() => expect(avatar.querySelector('img')).toBeNull());
    await expect(avatar).toHaveTextContent('AL');
  },
};
