import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { FileDrop } from './FileDrop.js';

/** A fixed 2.5 MB file, so the size text is the same in every run. */
export const sampleFile = () => new File([new Uint8Array(2.5 * 1024 * 1024)], 'partner-onboarding.mp4', { type: 'video/mp4' });

const meta = {
  title: 'Kit/FileDrop',
  // Lower-case exports are fixtures shared with the unit tests, not stories.
  excludeStories: /^[a-z]/,
  component: FileDrop,
  args: {
    label: 'Upload File',
    accept: 'video/*',
    hint: 'Supported formats: MP4, MOV, AVI, MKV, WMV, FLV, WebM',
    onFileChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. */
export const Empty: Story = {};

/** A file chosen: its name and size, and a button to remove it. */
export const WithFile: Story = { args: { defaultFile: sampleFile() } };

/** The screen refused the file: its message shows under the zone. */
export const WithError: Story = {
  args: { defaultFile: new File(['%PDF-1.4'], 'price-list.pdf', { type: 'application/pdf' }), error: 'Invalid file type.' },
};

/** A file dragged over the zone: highlighted. */
export const DraggingOver: Story = {
  play: async ({ canvasElement }) => {
    const zone = within(canvasElement).getByText('Click to choose a file, or drag it here');
    fireEvent.dragEnter(zone);
    // React renders the drag state after the event, not during it.
    await waitFor(() => expect(zone.parentElement).toHaveAttribute('data-dragging', 'true'));
  },
};

/** A file dropped on the zone is passed on as it is. */
export const Dropped: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = sampleFile();
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(file);
    // A native event: testing-library's fireEvent cannot carry a DataTransfer in Chromium.
    canvas.getByText('Click to choose a file, or drag it here').dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
    await expect(args.onFileChange).toHaveBeenCalledWith(file);
    await expect(canvas.getByText('partner-onboarding.mp4')).toBeInTheDocument();
    await expect(canvas.getByText('2.5 MB')).toBeInTheDocument();
  },
};

/** Disabled while an upload runs. */
export const Disabled: Story = { args: { disabled: true, defaultFile: sampleFile() } };
