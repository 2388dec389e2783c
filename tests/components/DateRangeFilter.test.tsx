import { screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { fn, type Mock } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import type { DateRange } from '../../src/api/types.js';
import { Button } from '../../src/components/Button/index.js';
import { DateRangeFilter, dateRangeProblem, formatDateOnly } from '../../src/components/DateRangeFilter/index.js';
import * as stories from '../../src/components/DateRangeFilter/DateRangeFilter.stories.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';

const { Default } = composeStories(stories);

/** The filter as the stories wire it (its range kept in state), beside another control. */
function Harness({ initial = null, onApply = fn(), onClear = fn() }: { initial?: DateRange | null; onApply?: Mock; onClear?: Mock }) {
  return (
    <>
      <Default value={initial} onApply={onApply} onClear={onClear} />
      <Button>Elsewhere</Button>
    </>
  );
}

describe('formatDateOnly and dateRangeProblem', () => {
  it('formats a calendar date without shifting it by time zone', () => {
    expect(formatDateOnly('2026-06-01')).toBe('Jun 1, 2026');
    expect(formatDateOnly('2026-12-31')).toBe('Dec 31, 2026');
    expect(formatDateOnly('not a date')).toBe('not a date');
  });

  it('needs both dates, in order (the same day is allowed)', () => {
    expect(dateRangeProblem('', '')).toBe('incomplete');
    expect(dateRangeProblem('2026-06-01', '')).toBe('incomplete');
    expect(dateRangeProblem('', '2026-06-01')).toBe('incomplete');
    expect(dateRangeProblem('2026-06-30', '2026-06-01')).toBe('order');
    expect(dateRangeProblem('2026-06-01', '2026-06-01')).toBeNull();
    expect(dateRangeProblem('2026-06-01', '2026-06-30')).toBeNull();
  });
});

describe('DateRangeFilter', () => {
  it("reads 'Select Date Range' and opens a disclosure panel with Start Date and End Date", async () => {
    const { user } = renderWithProviders(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Select Date Range' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    // The panel's code loads on the first opening (issue 33).
    const panel = await screen.findByRole('group', { name: 'Select Date Range' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByLabelText('Start Date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('End Date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Start Date')).toHaveFocus();
    await expectNoAxeViolations();
  });

  it('keeps Apply disabled until both dates are set, then applies and shows the range', async () => {
    const onApply = fn();
    const { user } = renderWithProviders(<Harness onApply={onApply} />);
    await user.click(screen.getByRole('button', { name: 'Select Date Range' }));
    const apply = await screen.findByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.type(screen.getByLabelText('Start Date'), '2026-06-01');
    expect(apply).toBeDisabled();
    await user.type(screen.getByLabelText('End Date'), '2026-06-30');
    expect(apply).toBeEnabled();
    await user.click(apply);
    expect(onApply).toHaveBeenCalledWith({ start: '2026-06-01', end: '2026-06-30' });
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Jun 1, 2026 - Jun 30, 2026' });
    expect(trigger).toHaveFocus();
  });

  it('keeps Apply disabled with a short message when the end is before the start', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Select Date Range' }));
    await user.type(await screen.findByLabelText('Start Date'), '2026-06-30');
    await user.type(screen.getByLabelText('End Date'), '2026-06-01');
    expect(screen.getByRole('alert')).toHaveTextContent('End Date must be on or after Start Date');
    expect(screen.getByLabelText('End Date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('clears the range and closes', async () => {
    const onClear = fn();
    const { user } = renderWithProviders(<Harness initial={{ start: '2026-06-01', end: '2026-06-30' }} onClear={onClear} />);
    await user.click(screen.getByRole('button', { name: 'Jun 1, 2026 - Jun 30, 2026' }));
    expect(await screen.findByLabelText('Start Date')).toHaveValue('2026-06-01');
    expect(screen.getByLabelText('End Date')).toHaveValue('2026-06-30');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select Date Range' })).toHaveFocus();
  });

  it('closes on Escape without applying, returns focus, and drops the unapplied edits', async () => {
    const onApply = fn();
    const { user } = renderWithProviders(<Harness onApply={onApply} />);
    const trigger = screen.getByRole('button', { name: 'Select Date Range' });
    await user.click(trigger);
    await user.type(await screen.findByLabelText('Start Date'), '2026-06-01');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    expect(onApply).not.toHaveBeenCalled();
    await user.click(trigger);
    expect(screen.getByLabelText('Start Date')).toHaveValue('');
  });

  it('closes on a click outside, returning focus to the trigger when focus was inside', async () => {
    const { user } = renderWithProviders(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Select Date Range' });
    await user.click(trigger);
    expect(await screen.findByLabelText('Start Date')).toHaveFocus();
    await user.click(document.body);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('lets a click outside on another control keep its focus', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Select Date Range' }));
    await screen.findByRole('group', { name: 'Select Date Range' });
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    await user.click(elsewhere);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(elsewhere).toHaveFocus();
  });

  it('stays open for clicks inside the panel', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Select Date Range' }));
    await user.click(await screen.findByLabelText('End Date'));
    expect(screen.getByRole('group', { name: 'Select Date Range' })).toBeInTheDocument();
  });

  it('can be opened and closed by its owner, without taking the focus', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = renderWithProviders(<DateRangeFilter value={null} onApply={vi.fn()} onClear={vi.fn()} open onOpenChange={onOpenChange} />);
    expect(await screen.findByRole('group', { name: 'Select Date Range' })).toBeInTheDocument();
    expect(screen.getByLabelText('Start Date')).not.toHaveFocus();
    rerender(<DateRangeFilter value={null} onApply={vi.fn()} onClear={vi.fn()} open={false} onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
