import styled from '@emotion/styled';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { formatMessage, useLocale, useMessages } from '../../i18n/index.js';
import { formatNumber } from '../../format/dates.js';
import { PAGE_SIZE, PAGE_SIZES } from '../../list/listState.js';
import { buttonStyles, iconButtonBox } from '../Button/Button.js';
import { SelectControl } from '../Field/Field.js';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from '../Icon/index.js';
import { visuallyHidden } from '../visuallyHidden.js';
import { pageItems } from './pageItems.js';
import { listBaseMessages } from '../../i18n/texts/list.js';
import { vars } from '../../theme/theme.js';

export interface PaginationProps {
  /** The current page, 1-based; out-of-range values are shown clamped. */
  page: number;
  /** The number of pages; with 0 the pager is not rendered, with 1 every button is disabled. */
  pageCount: number;
  /** Called with the page to show (never the current page, never out of range). */
  onPageChange: (page: number) => void;
  /** Rows in all the pages: the pager then reads '1–10 of 150' (digits grouped as the locale does). @default undefined (no such text) */
  total?: number;
  /** Rows per page, for that text and the 'Rows per page' choice. @default PAGE_SIZE (10) */
  pageSize?: number;
  /** Offers 'Rows per page' and is called with the size picked. @default undefined (no choice) */
  onPageSizeChange?: (pageSize: number) => void;
  /** The sizes offered. @default PAGE_SIZES (10, 25, 50, 100) */
  pageSizeOptions?: readonly number[];
}

/**
 * The pager and the styles of its parts. The parts are plain elements named by a data attribute
 * (`data-pager`), not styled components, and its buttons plain buttons with `Button`'s styles:
 * every page step, sort and search renders the pager again, and its eight to eleven `Button`s and
 * `IconButton`s were about 60 components (each styled element two, serialising and hashing its
 * styles on every render), as many as the rows of the page (issue 33).
 */
const Nav = styled.nav({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginTop: vars.space.lg,
  '& [data-pager=pages]': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  // What `Button` (secondary, small) draws; `IconButton`'s square box on the arrows.
  '& [data-pager-button]': buttonStyles('secondary', 'sm'),
  '& [data-pager-button=icon]': iconButtonBox('sm'),
  '& [data-pager-button][aria-current="page"]': {
    background: vars.colors.primary,
    borderColor: vars.colors.primary,
    color: vars.colors.primaryText,
  },
  '& [data-pager=ellipsis]': {
    display: 'inline-flex',
    minWidth: 32,
    justifyContent: 'center',
    color: vars.colors.textMuted,
  },
  '& [data-pager=hidden]': visuallyHidden,
  // 'Rows per page', its choice and '1–10 of 150', at the start of the pager.
  '& [data-pager=summary]': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.md,
    color: vars.colors.textMuted,
    fontSize: vars.fontSizes.sm,
    label: { display: 'inline-flex', alignItems: 'center', gap: vars.space.sm },
  },
  '& [data-pager=range]': { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  '& [data-pager=controls]': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md },
});

/** The pager's arrows, made once: the same elements on every render, so React skips them. */
const ARROWS = { first: <ChevronsLeftIcon />, previous: <ChevronLeftIcon />, next: <ChevronRightIcon />, last: <ChevronsRightIcon /> };

/** An arrow of the pager: what `IconButton` renders (its label as the accessible name and tooltip), as a plain button. */
function arrowButton(label: string, disabled: boolean, onClick: () => void, icon: ReactNode) {
  return (
    <button type="button" data-pager-button="icon" aria-label={label} title={label} disabled={disabled} onClick={onClick}>
      {icon}
    </button>
  );
}

const PageSelect = styled(SelectControl)({ width: 'auto', minHeight: 32 });

/**
 * Up to this many pages the selector holds one option per page at all times. A longer one holds
 * them only while it is in use (focused or pressed), and otherwise just the current page's
 * option, so a search keystroke that changes the page count does not relabel thousands of
 * options.
 */
export const ALWAYS_LISTED_PAGES = 200;

/**
 * The pager of every list: which rows show ('1–10 of 150') and how many per page, then first,
 * previous, numbered pages (see `pageItems` for which numbers show), next, last, and a 'Page N of
 * M' selector that reaches any page.
 *
 * @example
 * <Pagination page={state.page} pageCount={pageCount} onPageChange={list.setPage}
 *   total={list.total} pageSize={state.pageSize} onPageSizeChange={list.setPageSize} />
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  total,
  pageSize = PAGE_SIZE,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZES,
}: PaginationProps) {
  const messages = useMessages({ list: listBaseMessages });
  const locale = useLocale();
  const selectId = useId();
  const sizeId = useId();
  const [selectInUse, setSelectInUse] = useState(false);
  const last = Number.isFinite(pageCount) ? Math.max(0, Math.floor(pageCount)) : 0;
  const { pageOf } = messages.list;
  const listEveryPage = selectInUse || last <= ALWAYS_LISTED_PAGES;
  // Kept while only the current page changes, so moving through the pages with the selector in
  // use does not rebuild thousands of options each time.
  const everyPage = useMemo(
    () =>
      listEveryPage
        ? Array.from({ length: last }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {formatMessage(pageOf, { page: i + 1, pages: last })}
            </option>
          ))
        : null,
    [listEveryPage, last, pageOf],
  );
  if (last === 0) return null;
  const current = Math.min(Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1), last);
  const go = (target: number) => {
    if (target >= 1 && target <= last && target !== current) onPageChange(target);
  };
  const atStart = current <= 1;
  const atEnd = current >= last;
  const rows = total !== undefined && Number.isFinite(total) ? Math.max(0, Math.floor(total)) : undefined;
  const first = rows ? Math.min(rows, (current - 1) * pageSize + 1) : 0;
  const range =
    rows === undefined
      ? undefined
      : formatMessage(messages.list.rangeOf, {
          from: formatNumber(first, locale),
          to: formatNumber(Math.min(rows, current * pageSize), locale),
          total: formatNumber(rows, locale),
        });

  const pager = (
    <>
      <ul data-pager="pages">
        <li>{arrowButton(messages.list.firstPage, atStart, () => go(1), ARROWS.first)}</li>
        <li>{arrowButton(messages.list.previousPage, atStart, () => go(current - 1), ARROWS.previous)}</li>
        {pageItems(current, last).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                data-pager-button="page"
                aria-label={formatMessage(messages.list.goToPage, { page: item })}
                aria-current={item === current ? 'page' : undefined}
                disabled={last <= 1}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            // The selector below reaches the pages an ellipsis stands for, so it is not announced.
            <li key={item} aria-hidden="true">
              <span data-pager="ellipsis">…</span>
            </li>
          ),
        )}
        <li>{arrowButton(messages.list.nextPage, atEnd, () => go(current + 1), ARROWS.next)}</li>
        <li>{arrowButton(messages.list.lastPage, atEnd, () => go(last), ARROWS.last)}</li>
      </ul>
      <div>
        <label data-pager="hidden" htmlFor={selectId}>
          {messages.list.pageSelector}
        </label>
        <PageSelect
          id={selectId}
          value={current}
          disabled={last <= 1}
          onChange={(event) => go(Number(event.target.value))}
          // Focus (keyboard, screen readers) or a press (mouse, touch) lists every page: React
          // applies it right after the event, before the selector opens or takes an arrow key.
          onFocus={() => setSelectInUse(true)}
          onPointerDown={() => setSelectInUse(true)}
          onBlur={() => setSelectInUse(false)}
        >
          {everyPage ?? [
            <option key={current} value={current}>
              {formatMessage(pageOf, { page: current, pages: last })}
            </option>,
            // A select is as wide as its widest option, hidden ones included. The last page's
            // label has the most digits, so (with the theme's equal-width digits) it is the
            // widest: the selector keeps its width when every page is listed.
            current !== last && (
              <option key={last} value={last} hidden>
                {formatMessage(pageOf, { page: last, pages: last })}
              </option>
            ),
          ]}
        </PageSelect>
      </div>
    </>
  );
  // Without a summary the pages and the selector sit at either end, as they always did.
  const summary = range !== undefined || onPageSizeChange !== undefined;

  return (
    <Nav aria-label={messages.list.pagination}>
      {summary && (
        <div data-pager="summary">
          {onPageSizeChange && (
            <label htmlFor={sizeId}>
              {messages.list.rowsPerPage}
              <PageSelect id={sizeId} value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))}>
                {pageSizeOptions.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </PageSelect>
            </label>
          )}
          {range !== undefined && <span data-pager="range">{range}</span>}
        </div>
      )}
      {summary ? <div data-pager="controls">{pager}</div> : pager}
    </Nav>
  );
}
