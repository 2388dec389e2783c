import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { fn } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageItems } from '../../src/components/Pagination/index.js';
import { ALWAYS_LISTED_PAGES } from '../../src/components/Pagination/Pagination.js';
import * as stories from '../../src/components/Pagination/Pagination.stories.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';

const { FirstPage, MiddlePage, LastPage, SinglePage, ManyPages, RangeAndPageSize, LastPartialPage, German } = composeStories(stories);

const E = 'ellipsis-end';
const S = 'ellipsis-start';

describe('pageItems', () => {
  it('is empty without pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, -3)).toEqual([]);
    expect(pageItems(1, Number.NaN)).toEqual([]);
  });

  it('shows every page up to 6 pages', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shows pages 1 to 5, an ellipsis and the last page while the current page is 1 to 5 (SPEC 2.13)', () => {
    expect(pageItems(1, 7)).toEqual([1, 2, 3, 4, 5, E, 7]);
    expect(pageItems(5, 12)).toEqual([1, 2, 3, 4, 5, E, 12]);
  });

  it('shows the first page, an ellipsis and the last five pages near the end', () => {
    expect(pageItems(6, 7)).toEqual([1, S, 3, 4, 5, 6, 7]);
    expect(pageItems(8, 12)).toEqual([1, S, 8, 9, 10, 11, 12]);
    expect(pageItems(12, 12)).toEqual([1, S, 8, 9, 10, 11, 12]);
  });

  it('shows five pages around the current page in between, with both ellipses', () => {
    expect(pageItems(6, 12)).toEqual([1, S, 4, 5, 6, 7, 8, E, 12]);
    expect(pageItems(7, 12)).toEqual([1, S, 5, 6, 7, 8, 9, E, 12]);
    expect(pageItems(50, 120)).toEqual([1, S, 48, 49, 50, 51, 52, E, 120]);
  });

  it('clamps a current page out of range', () => {
    expect(pageItems(0, 12)).toEqual(pageItems(1, 12));
    expect(pageItems(99, 12)).toEqual(pageItems(12, 12));
  });

  it('always shows the current page, the first and the last, and never more than five in a row', () => {
    for (let count = 1; count <= 30; count += 1) {
      for (let page = 1; page <= count; page += 1) {
        const items = pageItems(page, count);
        expect(items).toContain(page);
        expect(items[0]).toBe(1);
        expect(items[items.length - 1]).toBe(count);
        const numbers = items.filter((i): i is number => typeof i === 'number');
        // Strictly increasing, and every ellipsis stands for at least one hidden page.
        numbers.slice(1).forEach((n, i) => expect(n).toBeGreaterThan(numbers[i]!));
        items.forEach((item, i) => {
          if (typeof item !== 'number') expect((items[i + 1] as number) - (items[i - 1] as number)).toBeGreaterThan(1);
        });
        expect(numbers.length).toBeLessThanOrEqual(7);
      }
    }
  });
});

const pageButtons = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((b) => b.textContent);

describe('Pagination', () => {
  it('is a navigation landmark with first, previous, numbered, next and last buttons', async () => {
    renderWithProviders(<FirstPage />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pageButtons(nav)).toEqual(['1', '2', '3', '4', '5', '12']);
    expect(nav).toHaveTextContent('…');
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: 'Last page' })).toBeEnabled();
    await expectNoAxeViolations();
  });

  it('moves with every button and reports the page', async () => {
    // storybook's spy: the story's args are typed with it.
    const onPageChange = fn();
    const { user } = renderWithProviders(<MiddlePage onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pageButtons(nav)).toEqual(['1', '5', '6', '7', '8', '9', '12']);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(8);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(7);
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(12);
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
  });

  it('disables next and last on the last page', () => {
    renderWithProviders(<LastPage />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
  });

  it("has a selector reading 'Page N of M' that goes to the chosen page", async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithProviders(<Pagination page={3} pageCount={4} onPageChange={onPageChange} />);
    const select = screen.getByRole('combobox', { name: 'Select page' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Page 1 of 4',
      'Page 2 of 4',
      'Page 3 of 4',
      'Page 4 of 4',
    ]);
    expect(select).toHaveDisplayValue('Page 3 of 4');
    await user.selectOptions(select, 'Page 2 of 4');
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  describe('with a thousand pages', () => {
    // 10,000 rows (the Storybook story ThousandsOfPages has 10,000 pages, in Chromium: jsdom
    // slows down with the square of the options). Their texts are read straight from the
    // select: role queries over a thousand options take seconds in jsdom.
    const optionTexts = (select: HTMLElement) => Array.from((select as HTMLSelectElement).options, (o) => o.textContent);
    const every = (pages: number) => Array.from({ length: pages }, (_, i) => `Page ${i + 1} of ${pages}`);

    it('reads Page N of M while closed, offering only the current page', () => {
      renderWithProviders(<ManyPages page={1} pageCount={1000} />);
      const select = screen.getByRole('combobox', { name: 'Select page' });
      expect(select).toHaveDisplayValue('Page 1 of 1000');
      expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Page 1 of 1000']);
    });

    it('offers every page once focused, so keyboard users can choose any page, and page 3 is chosen', () => {
      const onPageChange = fn();
      renderWithProviders(<ManyPages page={1} pageCount={1000} onPageChange={onPageChange} />);
      const select = screen.getByRole('combobox', { name: 'Select page' });
      // Tab (or a screen reader) focuses the select; arrow keys or typing then change its value.
      act(() => select.focus());
      expect(optionTexts(select)).toEqual(every(1000));
      fireEvent.change(select, { target: { value: '3' } });
      expect(onPageChange).toHaveBeenLastCalledWith(3);
      expect(select).toHaveDisplayValue('Page 3 of 1000');
      expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
      // Still in use: arrow keys keep moving through every page.
      expect(optionTexts(select)).toEqual(every(1000));
      act(() => select.blur());
      expect(select).toHaveDisplayValue('Page 3 of 1000');
      expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Page 3 of 1000']);
    });

    it('offers every page as soon as it is pressed, before the list opens', async () => {
      const onPageChange = fn();
      const { user } = renderWithProviders(<ManyPages page={1} pageCount={1000} onPageChange={onPageChange} />);
      const select = screen.getByRole('combobox', { name: 'Select page' });
      fireEvent.pointerDown(select);
      expect(optionTexts(select)).toEqual(every(1000));
      await user.selectOptions(select, 'Page 999 of 1000');
      expect(onPageChange).toHaveBeenLastCalledWith(999);
      expect(select).toHaveDisplayValue('Page 999 of 1000');
    });

    it(`keeps every option of up to ${ALWAYS_LISTED_PAGES} pages, in use or not`, () => {
      const { unmount } = renderWithProviders(<Pagination page={7} pageCount={ALWAYS_LISTED_PAGES} onPageChange={vi.fn()} />);
      expect(optionTexts(screen.getByRole('combobox', { name: 'Select page' }))).toEqual(every(ALWAYS_LISTED_PAGES));
      unmount();
      renderWithProviders(<Pagination page={7} pageCount={ALWAYS_LISTED_PAGES + 1} onPageChange={vi.fn()} />);
      const select = screen.getByRole('combobox', { name: 'Select page' });
      expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([`Page 7 of ${ALWAYS_LISTED_PAGES + 1}`]);
    });
  });

  it('does not report the current page again', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithProviders(<Pagination page={2} pageCount={4} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('stays visible with everything disabled for a single page', () => {
    renderWithProviders(<SinglePage />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    for (const button of within(nav).getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Select page' })).toBeDisabled();
  });

  it('renders nothing without pages', () => {
    renderWithProviders(<Pagination page={1} pageCount={0} onPageChange={vi.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('takes its texts from the catalogue', () => {
    renderWithProviders(<Pagination page={1} pageCount={2} onPageChange={vi.fn()} />, {
      messages: { list: { pagination: 'Seiten', nextPage: 'Weiter', pageOf: 'Seite {page} von {pages}' } },
    });
    expect(screen.getByRole('navigation', { name: 'Seiten' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Seite 2 von 2' })).toBeInTheDocument();
  });

  it("reads which rows show, '11–20 of 1,234', and offers 10, 25, 50 or 100 rows per page", async () => {
    const { user } = renderWithProviders(<RangeAndPageSize />);
    expect(screen.getByText('11–20 of 1,234')).toBeInTheDocument();
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(within(size).getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
    expect(size).toHaveValue('10');
    await user.selectOptions(size, '25');
    expect(RangeAndPageSize.args.onPageSizeChange).toHaveBeenLastCalledWith(25);
  });

  it('ends the range at the last row on the last page', () => {
    renderWithProviders(<LastPartialPage />);
    expect(screen.getByText('101–127 of 127')).toBeInTheDocument();
  });

  it("groups the digits as the locale does: '1–10 von 1.234' in German", () => {
    renderWithProviders(<German />);
    expect(screen.getByText('1–10 von 1.234')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Zeilen pro Seite' })).toBeInTheDocument();
  });

  it('shows neither without a total and a page size handler', () => {
    renderWithProviders(<Pagination page={1} pageCount={2} onPageChange={vi.fn()} />);
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).toBeNull();
    expect(screen.queryByText(/–/)).toBeNull();
  });

  it('has no serious accessibility violations with the range and the page size', async () => {
    const { container } = renderWithProviders(<RangeAndPageSize />);
    await expectNoAxeViolations(container);
  });
});
