import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge, certificationStatusTone, dealStatusTone } from './StatusBadge.js';

const meta = {
  title: 'Kit/StatusBadge',
  component: StatusBadge,
  args: { tone: 'neutral', children: 'Inactive' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = { args: { tone: 'success', children: 'Approved' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Rejected' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Pending' } };
export const Neutral: Story = {};

/** Server statuses through the tone helpers: approved green, rejected red, anything else yellow. */
export const FromStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {['approved', 'REJECTED', 'pending', 'on hold'].map((status) => (
        <StatusBadge key={status} tone={dealStatusTone(status)}>
          {status}
        </StatusBadge>
      ))}
      {['APPROVED', 'REJECTED', 'PENDING'].map((status) => (
        <StatusBadge key={`cert-${status}`} tone={certificationStatusTone(status)}>
          {status}
        </StatusBadge>
      ))}
    </div>
  ),
};
