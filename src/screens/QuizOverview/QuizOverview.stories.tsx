import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyApi as demo, phoneViewport as phone } from '../../../.storybook/fixtures.js';
import { desktopOnlyModes, screenModes } from '../../../.storybook/modes.js';
import { QuizOverview } from './QuizOverview.js';

const meta = {
  title: 'Screens/QuizOverview',
  component: QuizOverview,
  parameters: { layout: 'padded', chromatic: { modes: screenModes } },
  args: { api: demo() },
} satisfies Meta<typeof QuizOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the first rows of the bank. */
async function rows(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findAllByRole('button', { name: /^Edit question: / });
  return canvas;
}

/** Opens 'Add Question' and fills in a valid question. */
async function fillNewQuestion(canvasElement: HTMLElement) {
  const canvas = await rows(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Add Question' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add Technical Quiz' }));
  await userEvent.type(dialog.getByLabelText('Question'), 'HTTPS port?');
  await userEvent.type(dialog.getByLabelText('Option-A'), '80');
  await userEvent.type(dialog.getByLabelText('Option-B'), '443');
  await userEvent.type(dialog.getByLabelText('Option-C'), '22');
  await userEvent.type(dialog.getByLabelText('Option-D'), '8080');
  await userEvent.selectOptions(dialog.getByLabelText('Correct Option'), 'B');
  return dialog;
}

/** Fills in a question and goes on to 'Ready to upload question?'. */
async function reachConfirm(canvasElement: HTMLElement) {
  const dialog = await fillNewQuestion(canvasElement);
  await userEvent.click(dialog.getByRole('button', { name: 'Upload question' }));
  return within(await screen.findByRole('dialog', { name: 'Ready to upload question?' }));
}

/** The Technical Quiz bank (the default tab; on a phone: Mobile). */
export const Default: Story = {
  args: { api: demo() },
  parameters: { chromatic: { modes: desktopOnlyModes } },
  play: async ({ canvasElement }) => {
    const canvas = await rows(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Quiz Overview' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Technical Quiz' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('columnheader', { name: 'Correct Option' })).toBeVisible();
  },
};

/** The Sales Quiz tab. */
export const SalesQuiz: Story = {
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    const canvas = await rows(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Sales Quiz' }));
    await expect(await canvas.findByText('What is a champion in a sales cycle?')).toBeVisible();
  },
};

/** The bank is loading. */
export const Loading: Story = {
  args: { api: demo((api) => api.control.delay('quiz.list', 'never')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading questions...');
  },
};

/** An empty bank. */
export const Empty: Story = {
  args: { api: demo(undefined, { data: { quiz: { tech: [], sales: [] } } }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No questions found')).toBeVisible();
  },
};

/** The bank failed to load: the error panel with 'Try Again'. */
export const Error: Story = {
  args: { api: demo((api) => api.control.failAlways('quiz.list')) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Error');
    await expect(alert).toHaveTextContent('Error fetching questions');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** The server answered with something that is not a list. */
export const InvalidFormat: Story = {
  args: { api: demo((api) => api.control.failAlways('quiz.list', 'malformed')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Invalid data format received from server');
  },
};

/** The empty Add form. */
export const AddForm: Story = {
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    const canvas = await rows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Technical Quiz' });
    await expect(dialog).toHaveAccessibleDescription('Enter a question, provide four answer options, and select the correct one.');
    await expect(within(dialog).getByLabelText('Marks for Correct Answer')).toHaveValue(1);
  },
};

/** 'Upload question' with empty fields: inline messages. */
export const ValidationErrors: Story = {
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    const canvas = await rows(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Question' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Technical Quiz' }));
    await userEvent.clear(dialog.getByLabelText('Marks for Correct Answer'));
    await userEvent.click(dialog.getByRole('button', { name: 'Upload question' }));
    await expect(await dialog.findByText('Question is required')).toBeVisible();
    await expect(dialog.getByText('Option-D is required')).toBeVisible();
    await expect(dialog.getByText('Marks must be a whole number of at least 1')).toBeVisible();
  },
};

/** The confirm step of a new question. */
export const ConfirmUpload: Story = {
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    const confirm = await reachConfirm(canvasElement);
    await expect(confirm.getByText('Are you sure you want to upload this question?')).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Go Back to Edit' })).toBeVisible();
  },
};

/** Saving: 'Upload Now' is busy while the request runs. */
export const Uploading: Story = {
  args: { api: demo((api) => api.control.delay('quiz.create', 'never')) },
  play: async ({ canvasElement }) => {
    const confirm = await reachConfirm(canvasElement);
    await userEvent.click(confirm.getByRole('button', { name: 'Upload Now' }));
    await expect(await confirm.findByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The upload failed: 'Failed to upload question' with 'Try Again'. */
export const UploadFailed: Story = {
  args: { api: demo((api) => api.control.failAlways('quiz.create')) },
  play: async ({ canvasElement }) => {
    const confirm = await reachConfirm(canvasElement);
    await userEvent.click(confirm.getByRole('button', { name: 'Upload Now' }));
    const failure = await screen.findByRole('dialog', { name: 'Failed to upload question' });
    await expect(failure).toHaveAccessibleDescription('Something went wrong while uploading your question.');
    await expect(within(failure).getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** The question is live: the success dialog. */
export const UploadSuccess: Story = {
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    const confirm = await reachConfirm(canvasElement);
    await userEvent.click(confirm.getByRole('button', { name: 'Upload Now' }));
    const success = await screen.findByRole('dialog', { name: 'Your Question is Live!' });
    await expect(success).toHaveTextContent('Congratulations! Your question has been successfully uploaded and is now accessible to users.');
  },
};

/** The Edit form, prefilled from the first row. */
export const EditForm: Story = {
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    const canvas = await rows(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: /^Edit question: / })[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Technical Quiz' }));
    await expect(dialog.getByLabelText('Question')).not.toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  },
};

/** The removal confirm. */
export const RemoveConfirm: Story = {
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    const canvas = await rows(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: /^Delete question: / })[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove question?' }));
    await expect(dialog.getByRole('button', { name: 'Delete Question' })).toBeVisible();
  },
};

/** The removal failed: the confirm stays with 'Error deleting question'. */
export const RemoveFailed: Story = {
  args: { api: demo((api) => api.control.failAlways('quiz.remove')) },
  play: async ({ canvasElement }) => {
    await RemoveConfirm.play!({ canvasElement } as never);
    const dialog = within(screen.getByRole('dialog', { name: 'Remove question?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Question' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Error deleting question');
  },
};

/** The question was removed. */
export const Removed: Story = {
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    await RemoveConfirm.play!({ canvasElement } as never);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Question' }));
    const success = await screen.findByRole('dialog', { name: 'Question Removed Successfully!' });
    await expect(success).toHaveTextContent('The question has been successfully removed from your network.');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove question?' })).toBeNull());
  },
};

/** A 375 px phone: the questions as cards. */
export const Mobile: Story = {
  ...phone,
  args: { api: demo() },
  play: async ({ canvasElement }) => {
    const canvas = await rows(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Technical Quiz' })).toBeVisible();
  },
};

/** Sorted by Marks, highest first, from its header (the quiz has no Sort By menu). */
export const SortedByMarks: Story = {
  args: { api: demo(), defaultState: { sort: '-marks' } },
  parameters: { chromatic: { modes: desktopOnlyModes } },
  play: async ({ canvasElement }) => {
    const canvas = await rows(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Marks' })).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.queryByRole('button', { name: /^Sort By/ })).toBeNull();
  },
};
