import styled from '@emotion/styled';
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from '../../platform/useIsomorphicLayoutEffect.js';
import { CheckIcon } from '../Icon/index.js';
import { forwardExcept } from '../shouldForwardProp.js';
import { focusRing } from '../../theme/focusRing.js';
import { vars } from '../../theme/theme.js';
import type { MenuAlign, MenuItem, MenuItemKind, MenuProps } from './Menu.js';

// The popup of `Menu` (its items, keys, focus and the outside click), loaded by import() when a
// menu first opens (issue 33): a list's first bundle holds only the trigger buttons.

export interface MenuPopupProps extends Pick<MenuProps, 'items' | 'header'> {
  align: MenuAlign;
  id: string;
  triggerId: string;
  headerId: string;
  /** The item focused when the popup shows. */
  focusOnOpen: 'first' | 'last';
  rootRef: RefObject<HTMLDivElement | null>;
  triggerRef: RefObject<HTMLButtonElement | null>;
  setOpen: (open: boolean) => void;
}

const roles: Record<MenuItemKind, string> = { item: 'menuitem', checkbox: 'menuitemcheckbox', radio: 'menuitemradio' };

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

/** The open menu under its trigger; rendered by `Menu` only while it is open. */
export function MenuPopup({ items, header, align, id, triggerId, headerId, focusOnOpen, rootRef, triggerRef, setOpen }: MenuPopupProps) {
  const popupRef = useRef<HTMLDivElement>(null);

  const itemElements = () => Array.from(popupRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []);

  // Focus goes into the menu when it opens: the first item, or the last after ArrowUp on the trigger.
  // In the commit that shows it, so a menu that is there has the focus (also when its code arrived late).
  useIsomorphicLayoutEffect(() => {
    const elements = itemElements();
    const target = focusOnOpen === 'last' ? elements[elements.length - 1] : elements[0];
    (target ?? popupRef.current)?.focus();
  }, [focusOnOpen]);

  // A press anywhere outside the trigger and popup closes the menu, leaving focus where it lands.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [rootRef, setOpen]);

  const closeToTrigger = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const choose = (item: MenuItem) => {
    if (item.disabled) return;
    if (!item.keepOpen) closeToTrigger();
    item.onSelect?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
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
    <Popup
      ref={popupRef}
      id={id}
      role="menu"
      aria-labelledby={triggerId}
      aria-describedby={header ? headerId : undefined}
      tabIndex={-1}
      align={align}
      onKeyDown={onKeyDown}
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
  );
}
