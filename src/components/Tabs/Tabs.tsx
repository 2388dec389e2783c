import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useControllableState } from '../useControllableState.js';
import { focusRing } from '../../theme/focusRing.js';
import { vars } from '../../theme/theme.js';

export interface TabItem<T extends string = string> {
  /** The value reported when this tab is chosen. */
  value: T;
  /** The tab's text. */
  label: ReactNode;
  /** Skipped by the arrow keys and not clickable. @default false */
  disabled?: boolean;
}

export interface TabsProps<T extends string = string> {
  /** The tabs, in order. */
  items: readonly TabItem<T>[];
  /** The active tab (controlled). */
  value?: T;
  /** The first active tab, when uncontrolled. @default the first enabled item */
  defaultValue?: T;
  /** Called with the tab the user activates. */
  onValueChange?: (value: T) => void;
  /** The tab list's accessible name, e.g. 'Resource type'. */
  label?: string;
  /** Renders the active tab's panel. */
  children?: (value: T) => ReactNode;
}

/** The side (or sides, on screen) beyond which more tabs wait, scrolled out of sight. */
type HiddenTabs = 'none' | 'left' | 'right' | 'both';

const FADE = '32px';
/** The tabs fade out towards an edge with more tabs behind it: a hint that the row scrolls (on a phone). */
const fades: Record<HiddenTabs, string | undefined> = {
  none: undefined,
  left: `linear-gradient(to right, transparent, #000 ${FADE})`,
  right: `linear-gradient(to left, transparent, #000 ${FADE})`,
  both: `linear-gradient(to right, transparent, #000 ${FADE}, #000 calc(100% - ${FADE}), transparent)`,
};

const List = styled.div({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.colors.border}`,
  ...Object.fromEntries(
    (Object.keys(fades) as HiddenTabs[]).filter((side) => fades[side]).map((side) => [`&[data-hidden-tabs="${side}"]`, { maskImage: fades[side] }]),
  ),
});

/** Which edges of a horizontally scrolling row hide content, kept up to date on scroll and resize. */
function useHiddenEdges(ref: { current: HTMLElement | null }): HiddenTabs {
  const [hidden, setHidden] = useState<HiddenTabs>('none');
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const max = element.scrollWidth - element.clientWidth;
      // scrollLeft is negative on a right-to-left page: what matters is the distance from the start.
      const fromStart = Math.abs(element.scrollLeft);
      const start = max > 1 && fromStart > 1;
      const end = max > 1 && fromStart < max - 1;
      const rtl = getComputedStyle(element).direction === 'rtl';
      const [left, right] = rtl ? [end, start] : [start, end];
      setHidden(left && right ? 'both' : left ? 'left' : right ? 'right' : 'none');
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return hidden;
}

const Tab = styled.button({
  flexShrink: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 'none',
  borderBottom: '2px solid transparent',
  marginBottom: -1,
  background: 'transparent',
  color: vars.colors.textMuted,
  font: 'inherit',
  fontSize: vars.fontSizes.md,
  fontWeight: vars.fontWeights.medium,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '&:hover:not(:disabled)': { color: vars.colors.text },
  '&[aria-selected="true"]': { color: vars.colors.primary, borderBottomColor: vars.colors.primary },
  '&:focus-visible': focusRing(-2),
  '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
});

const Panel = styled.div({
  paddingTop: vars.space.lg,
  '&:focus-visible': focusRing(),
});

/**
 * WAI-ARIA tabs with automatic activation: the arrow keys, Home and End move between tabs and
 * show each one's panel at once. Only the active panel is rendered, by `children(value)`.
 *
 * @example
 * <Tabs items={[{ value: 'technical', label: m.quiz.tabTech }, { value: 'sales', label: m.quiz.tabSales }]} value={tab} onValueChange={setTab}>
 *   {(tab) => <QuestionList bank={tab} />}
 * </Tabs>
 */
export function Tabs<T extends string = string>({ items, value, defaultValue, onValueChange, label, children }: TabsProps<T>) {
  const firstEnabled = items.find((item) => !item.disabled)?.value;
  const [active, setActive] = useControllableState<T | undefined>({
    value,
    defaultValue: defaultValue ?? firstEnabled,
    onChange: (next) => next !== undefined && onValueChange?.(next),
  });
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const listRef = useRef<HTMLDivElement>(null);
  const hiddenTabs = useHiddenEdges(listRef);

  const activeIndex = items.findIndex((item) => item.value === active);
  // The one tab Tab reaches: the active one, or the first enabled one if the value matches none.
  const tabbableIndex = activeIndex >= 0 ? activeIndex : items.findIndex((item) => !item.disabled);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;

  const activate = (index: number) => {
    const item = items[index];
    if (!item || item.disabled) return;
    tabRefs.current[index]?.focus();
    setActive(item.value);
  };

  /** The next enabled tab from `from` in `step` direction, wrapping around. */
  const step = (from: number, direction: 1 | -1) => {
    for (let offset = 1; offset <= items.length; offset++) {
      const index = (from + direction * offset + items.length) % items.length;
      if (!items[index]?.disabled) return index;
    }
    return from;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabRefs.current.findIndex((tab) => tab === document.activeElement);
    if (current < 0) return;
    const targets: Record<string, () => number> = {
      ArrowRight: () => step(current, 1),
      ArrowLeft: () => step(current, -1),
      Home: () => step(-1, 1),
      End: () => step(items.length, -1),
    };
    const target = targets[event.key];
    if (!target) return;
    event.preventDefault();
    activate(target());
  };

  return (
    <div>
      <List
        ref={listRef}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        data-hidden-tabs={hiddenTabs}
      >
        {items.map((item, index) => {
          const selected = index === activeIndex;
          return (
            <Tab
              key={item.value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={index === tabbableIndex ? 0 : -1}
              disabled={item.disabled}
              onClick={() => activate(index)}
            >
              {item.label}
            </Tab>
          );
        })}
      </List>
      {active !== undefined && activeIndex >= 0 && (
        <Panel role="tabpanel" id={panelId} aria-labelledby={tabId(activeIndex)} tabIndex={0}>
          {children?.(active)}
        </Panel>
      )}
    </div>
  );
}
