import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../Button/index.js';
import { CheckIcon, ChevronDownIcon } from '../Icon/index.js';
import { forwardExcept } from '../shouldForwardProp.js';
import { useControllableState } from '../useControllableState.js';
import { focusRing } from '../../theme/focusRing.js';
import { vars } from '../../theme/theme.js';

/** 'item' is a plain action; 'checkbox' and 'radio' items show and announce `checked`. */
export type MenuItemKind = 'item' | 'checkbox' | 'radio';

export interface MenuItem {
  /** A key unique within the menu. */
  id: string;
  /** The visible text; it is the item's accessible name. */
  label: ReactNode;
  /** Runs when the item is chosen (click, Enter or Space), after the menu has closed (unless `keepOpen`). */
  onSelect?: () => void;
  /** The menu stays open when this item is chosen, e.g. to tick several filters in a row. @default false */
  keepOpen?: boolean;
  /** Announced as unavailable and does nothing when chosen; still reachable by the arrow keys. @default false */
  disabled?: boolean;
  /** For 'checkbox' and 'radio' items: whether it is ticked. @default false */
  checked?: boolean;
  /** The item's role: menuitem, menuitemcheckbox or menuitemradio. @default 'item' */
  kind?: MenuItemKind;
  /** An icon before the label. */
  icon?: ReactNode;
}

export type MenuAlign = 'start' | 'end';

export interface MenuProps {
  /** The trigger's content (text, or an icon together with `triggerLabel`). */
  label: ReactNode;
  /** The entries, in order. */
  items: readonly MenuItem[];
  /** Which edge of the trigger the popup lines up with. @default 'start' */
  align?: MenuAlign;
  /** The trigger button's look. @default 'secondary' */
  triggerVariant?: ButtonVariant;
  /** @default 'md' */
  triggerSize?: ButtonSize;
  /** The trigger's accessible name when its content is an icon; it also hides the chevron. */
  triggerLabel?: string;
  /** An icon before the trigger's content. */
  triggerIcon?: ReactNode;
  /** Disables the trigger, e.g. while an export runs. @default false */
  disabled?: boolean;
  /** Whether the popup shows (controlled). */
  open?: boolean;
  /** Whether the popup first shows, when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the popup opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Text above the items that is not an action, e.g. the signed-in user's name and e-mail; it becomes the menu's description. @default undefined */
  header?: ReactNode;
}

const roles: Record<MenuItemKind, string> = { item: 'menuitem', checkbox: 'menuitemcheckbox', radio: 'menuitemradio' };

const Root = styled.div({ position: 'relative', display: 'inline-block' });

const Popup = styled('div', { shouldForwardProp: forwardExcept('align') })<{ align: MenuAlign }>(({ align }) => ({
  position: 'absolute',
  top: '100%',
  [align === 'end' ? 'right' : 'left']: 0,
  zIndex: vars.zIndices.menu,
  minWidth: '100%',
  width: 'max-content',
  maxWidth: '80vw',
  marginTop: vars.space.xs,
  padding: `${vars.space.xs} 0`,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  boxShadow: vars.shadows.menu,
  outline: 'none',
}));

const Item = styled.div({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 36,
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.colors.text,
  fontSize: vars.fontSizes.md,
  cursor: 'pointer',
  userSelect: 'none',
  '&:hover': { background: vars.colors.surfaceMuted },
  '&:focus': { background: vars.colors.surfaceMuted, ...focusRing(-2) },
  '&[aria-disabled="true"]': { color: vars.colors.textMuted, cursor: 'not-allowed' },
});

const Header = styled.div({
  padding: `${vars.space.sm} ${vars.space.md}`,
  marginBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.colors.border}`,
  cursor: 'default',
});

/** Keeps labels of checkable items lined up whether or not they are ticked. */
const Tick = styled.span({ display: 'inline-flex', width: 18, flexShrink: 0 });

/**
 * A button that opens a menu of actions (WAI-ARIA menu button). Arrow keys, Home and End move
 * between items, Enter and Space choose, Escape closes and returns to the trigger, Tab and a
 * click elsewhere close it. The popup sits under the trigger.
 *
 * @example
 * <Menu
 *   label={<MoreVerticalIcon />}
 *   triggerLabel={m.deals.dealActions}
 *   align="end"
 *   items={[
 *     { id: 'approve', label: m.deals.approveDeal, onSelect: approve },
 *     { id: 'reject', label: m.deals.rejectDeal, onSelect: reject },
 *   ]}
 * />
 */
export function Menu({
  label,
  items,
  align = 'start',
  triggerVariant = 'secondary',
  triggerSize = 'md',
  triggerLabel,
  triggerIcon,
  disabled = false,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  header,
}: MenuProps) {
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const triggerId = useId();
  const popupId = useId();
  const headerId = useId();

  const itemElements = () => Array.from(popupRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []);

  // Focus goes into the menu when it opens: the first item, or the last after ArrowUp on the trigger.
  useEffect(() => {
    if (!open) return;
    const elements = itemElements();
    const target = focusOnOpen === 'last' ? elements[elements.length - 1] : elements[0];
    (target ?? popupRef.current)?.focus();
  }, [open, focusOnOpen]);

  // A press anywhere outside the trigger and popup closes the menu, leaving focus where it lands.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpen]);

  const openAt = (where: 'first' | 'last') => {
    setFocusOnOpen(where);
    setOpen(true);
  };

  const closeToTrigger = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const choose = (item: MenuItem) => {
    if (item.disabled) return;
    if (!item.keepOpen) closeToTrigger();
    item.onSelect?.();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onPopupKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const elements = itemElements();
    const count = elements.length;
    const index = elements.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => elements[i]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index < 0 ? 0 : (index + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index < 0 ? count - 1 : (index - 1 + count) % count);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(count - 1);
        break;
      case 'Enter':
      case ' ': {
        event.preventDefault();
        const item = items[index];
        if (item) choose(item);
        break;
      }
      case 'Escape':
        // Handled here, so an enclosing dialog does not close too.
        event.preventDefault();
        event.stopPropagation();
        closeToTrigger();
        break;
      case 'Tab':
        // Tab goes on from the trigger to the next control (the browser's own move);
        // Shift+Tab lands on the trigger, the control just before the items.
        if (event.shiftKey) event.preventDefault();
        triggerRef.current?.focus();
        setOpen(false);
        break;
    }
  };

  return (
    <Root ref={rootRef}>
      <Button
        ref={triggerRef}
        id={triggerId}
        variant={triggerVariant}
        size={triggerSize}
        icon={triggerIcon}
        disabled={disabled}
        aria-label={triggerLabel}
        title={triggerLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        onClick={() => (open ? setOpen(false) : openAt('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        {!triggerLabel && <ChevronDownIcon size={16} />}
      </Button>
      {open && (
        <Popup
          ref={popupRef}
          id={popupId}
          role="menu"
          aria-labelledby={triggerId}
          aria-describedby={header ? headerId : undefined}
          tabIndex={-1}
          align={align}
          onKeyDown={onPopupKeyDown}
        >
          {header && (
            <Header id={headerId} role="none">
              {header}
            </Header>
          )}
          {items.map((item) => {
            const kind = item.kind ?? 'item';
            return (
              <Item
                key={item.id}
                data-menu-item=""
                role={roles[kind]}
                tabIndex={-1}
                aria-checked={kind === 'item' ? undefined : (item.checked ?? false)}
                aria-disabled={item.disabled || undefined}
                onClick={() => choose(item)}
              >
                {kind !== 'item' && <Tick>{item.checked && <CheckIcon size={16} />}</Tick>}
                {item.icon}
                {item.label}
              </Item>
            );
          })}
        </Popup>
      )}
    </Root>
  );
}
