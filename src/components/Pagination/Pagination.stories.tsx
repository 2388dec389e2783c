import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inGerman } from '../../../.storybook/fixtures.js';
import { Pagination, type PaginationProps } from './Pagination.js';

/** The pager with its own page state, as a list screen wires it. */
function PaginationDemo({ page: initialPage, onPageChange, ...props }: PaginationProps) {
  const [page, setPage] = useState(initialPage);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Kit/Pagination',
  component: Pagination,
  render: (args) => <PaginationDemo {...args} />,
  args: { page: 1, pageCount: 12, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of 12: pages 1 to 5, an ellipsis and page 12; first and previous are disabled. */
export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Page 7 of 12: a window of five around the current page, with the first and last pages. */
export const MiddlePage: Story = { args: { page: 7 } };

/** Page 12 of 12: the last five pages; next and last are disabled. */
export const LastPage: Story = { args: { page: 12 } };

/** Four pages: every page, no ellipsis. */
export const FewPages: Story = { args: { page: 2, pageCount: 4 } };

/** A single page: the pager stays, with every button disabled. */
export const SinglePage: Story = { args: { page: 1, pageCount: 1 } };

/** 120 pages, on page 50; the selector reaches any page. */
export const ManyPages: Story = {
  args: { page: 50, pageCount: 120 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Select page' }), 'Page 99 of 120');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(99);
  },
};

/**
 * 10,000 pages (100,000 rows), on page 1. Closed, the selector holds only the current page's
 * option; focused or pressed, it offers every page, at the same width.
 */
export const ThousandsOfPages: Story = {
  args: { page: 1, pageCount: 10_000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole<HTMLSelectElement>('combobox', { name: 'Select page' });
    const closedWidth = select.getBoundingClientRect().width;
    await expect(within(select).getAllByRole('option')).toHaveLength(1);
    await userEvent.click(select);
    await expect(select.options).toHaveLength(10_000);
    await expect(select.getBoundingClientRect().width).toBe(closedWidth);
    await userEvent.selectOptions(select, 'Page 3 of 10000');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.tab();
    await expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Page 3 of 10000']);
    await expect(select.getBoundingClientRect().width).toBe(closedWidth);
  },
};

/** With the rows it pages: '11–20 of 1,234' and 'Rows per page', as every list shows them. */
export const RangeAndPageSize: Story = {
  args: { page: 2, pageCount: 124, total: 1234, pageSize: 10, onPageSizeChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('11–20 of 1,234')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '50');
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith(50);
  },
};

/** The last, shorter page of 50 rows a page. */
export const LastPartialPage: Story = { args: { page: 3, pageCount: 3, total: 150 - 23, pageSize: 50, onPageSizeChange: fn() } };

/** German: '1–10 von 1.234', 'Zeilen pro Seite'. */
export const German: Story = {
  args: { page: 1, pageCount: 124, total: 1234, pageSize: 10, onPageSizeChange: fn() },
  decorators: [inGerman],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1–10 von 1.234')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Zeilen pro Seite' })).toHaveValue('10');
  },
};
