// Where the keyboard goes after a decision on a row of a list (issue 31 item 7): never to the
// page. Each decision button of a row is marked `data-decision` (the action) and `data-row` (the
// row's key) with `decisionButton()`; after a decision the focus goes to the same button of the
// next row of the page that still needs a decision, else of the one before it, else stays on the
// decided row, else goes to the list's search box.

// The marks, in a module of their own: a row renders them, while the focus is moved only after a
// decision, by code the deal list loads with its decisions' (issue 33).
export { decisionButton } from './decisionButton.js';

function buttonOf(root: ParentNode, action: string, rowKey: string): HTMLElement | null {
  for (const element of root.querySelectorAll<HTMLElement>(`[data-decision="${action}"]`)) {
    if (element.dataset.row === rowKey && !element.hasAttribute('disabled')) return element;
  }
  return null;
}

export interface DecisionFocusOptions<Row> {
  /** The rows of the page, in their order. */
  rows: readonly Row[];
  /** A row's key, as the buttons carry it. */
  keyOf: (row: Row) => string;
  /** Whether a row still needs a decision. */
  needsDecision: (row: Row) => boolean;
  /** The key of the row just decided. */
  decided: string;
  /** The decision's button to go to ('approve', 'accept', 'reject'). */
  action: string;
}

/**
 * The element the focus should go to after a decision (see above), inside `root` (the list
 * screen); null when `root` is gone.
 *
 * @example const target = decisionFocusTarget(rootRef.current, { rows: list.pageRows, keyOf, needsDecision: isPending, decided: key, action: 'accept' });
 */
export function decisionFocusTarget<Row>(root: HTMLElement | null, { rows, keyOf, needsDecision, decided, action }: DecisionFocusOptions<Row>): HTMLElement | null {
  if (!root) return null;
  const at = rows.findIndex((row) => keyOf(row) === decided);
  const pending = (row: Row) => keyOf(row) !== decided && needsDecision(row);
  const after = at < 0 ? rows : rows.slice(at + 1);
  const before = at < 0 ? [] : rows.slice(0, at).reverse();
  for (const row of [...after, ...before]) {
    if (!pending(row)) continue;
    const button = buttonOf(root, action, keyOf(row));
    if (button) return button;
  }
  return (
    buttonOf(root, action, decided) ??
    Array.from(root.querySelectorAll<HTMLElement>('[data-row]')).find((element) => element.dataset.row === decided) ??
    root.querySelector<HTMLElement>('input[type="search"]')
  );
}

/** Moves the focus after a decision (see `decisionFocusTarget`): call it once the page shows the decision. */
export function focusAfterDecision<Row>(root: HTMLElement | null, options: DecisionFocusOptions<Row>): void {
  decisionFocusTarget(root, options)?.focus();
}
