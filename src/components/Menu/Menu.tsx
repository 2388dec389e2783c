import styled from '@emotion/styled';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../Button/index.js';
import { ChevronDownIcon } from '../Icon/index.js';
import { useControllableState } from '../useControllableState.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { commonMessages } from '../../i18n/texts/common.js';
import { lazyModule } from '../../platform/lazyPart.js';
import { LoadFailedNote, useLazyPopup } from '../lazyPopup.js';

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

// The popup (items, keys, focus, the outside click) loads by import() when a menu first opens
// (issue 33): the trigger is there at once, and a list's first bundle holds no popup. A press
// while it loads opens the menu when it arrives, with the focus in it as usual; a failed load says
// so under the trigger, and the next press asks for it again (`useLazyPopup`).
const popupCode = lazyModule(() => import('./MenuPopup.js'));

const Root = styled.div({ position: 'relative', display: 'inline-block' });

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
  const { common } = useMessages({ common: commonMessages });
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  const popupId = useId();
  const headerId = useId();
  const popup = useLazyPopup(popupCode, open, setOpen);
  const Popup = popup.code?.MenuPopup;
  const shown = open && Popup !== undefined;

  const openAt = (where: 'first' | 'last') => {
    setFocusOnOpen(where);
    popup.openWhenLoaded();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowUp' ? 'last' : 'first');
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
        aria-expanded={shown}
        aria-controls={shown ? popupId : undefined}
        onClick={() => (open ? setOpen(false) : openAt('first'))}
        onKeyDown={onTriggerKeyDown}
        {...popup.triggerProps}
      >
        {label}
        {!triggerLabel && <ChevronDownIcon size={16} />}
      </Button>
      {shown && (
        <Popup
          items={items}
          header={header}
          align={align}
          id={popupId}
          triggerId={triggerId}
          headerId={headerId}
          focusOnOpen={focusOnOpen}
          rootRef={rootRef}
          triggerRef={triggerRef}
          setOpen={setOpen}
        />
      )}
      {popup.failed && (
        <LoadFailedNote role="alert" style={align === 'end' ? { right: 0 } : { left: 0 }}>
          {common.menuLoadFailed}
        </LoadFailedNote>
      )}
    </Root>
  );
}
