import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pinViewport } from '../../../.storybook/modes.js';
import { AuthLayout } from './AuthLayout.js';
import { AuthHeading, AuthText } from './authTypography.js';
import { ForgotPasswordArt, LoginArt, RegisterArt } from './illustrations.js';

/** The frame of the sign-in pages, shown at 1200 px (the story runner's width), where the art shows. */
const meta = {
  title: 'Components/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: { children: null },
  // The content is JSX, which is not a serialisable arg: draw it in render. The art is JSX too;
  // Storybook shows it in the story but offers no control for it.
  render: (args) => (
    <AuthLayout {...args}>
      <AuthHeading>Sign In</AuthHeading>
      <AuthText>The page's form goes here.</AuthText>
    </AuthLayout>
  ),
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const sloganShows: Story['play'] = async ({ canvasElement }) => {
  await expect(within(canvasElement).getByText('Security is not a product, but a process.')).toBeVisible();
};

export const LoginVariant: Story = { name: 'Login', args: { art: <LoginArt /> }, play: sloganShows };
export const ForgotPasswordVariant: Story = { name: 'Forgot password', args: { art: <ForgotPasswordArt /> }, play: sloganShows };
export const RegisterVariant: Story = { name: 'Register', args: { art: <RegisterArt /> }, play: sloganShows };

/** Below 1024 px the art goes and the slogan follows the form. */
export const Narrow: Story = {
  args: { art: <LoginArt /> },
  ...pinViewport('mobile2'),
  play: sloganShows,
};
