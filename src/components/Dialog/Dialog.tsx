import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { inertOutside } from './inertOutside.js';
import { useMessages } from '../../i18n/index.js';
import { containerDown, mediaDown } from '../../theme/index.js';
import { IconButton } from '../Button/index.js';
import { CloseIcon } from '../Icon/index.js';
import { forwardExcept } from '../shouldForwardProp.js';
import { useControllableState } from '../useControllableState.js';
import { useIsomorphicLayoutEffect, usePortalContainer } from '../../platform/useIsomorphicLayoutEffect.js';
import { LibraryRoot } from '../../theme/ConsoleThemeProvider.js';
import { commonMessages } from '../../i18n/texts/common.js';
import { focusRing } from '../../theme/focusRing.js';
import { vars, breakpoints } from '../../theme/theme.js';

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

export interface DialogProps {
  /** Whether the dialog shows (controlled). */
  open?: boolean;
  /** Whether the dialog first shows, when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with `false` when the user closes the dialog (Escape, overlay, close button). */
  onOpenChange?: (open: boolean) => void;
  /** The heading; it is the dialog's accessible name. */
  title: ReactNode;
  /** A short text under the title; it becomes the dialog's accessible description. */
  description?: ReactNode;
  /** The content; it scrolls when taller than the screen. */
  children?: ReactNode;
  /** The actions area under the content, e.g. Cancel and a primary button. */
  footer?: ReactNode;
  /** The maximum width. Below the mobile breakpoint the dialog fills the screen. @default 'md' */
  size?: DialogSize;
  /** Accessible name of the close button. @default messages.common.close */
  closeLabel?: string;
  /** Whether Escape, an overlay click and the close button close it; turn off while an action runs. @default true */
  dismissible?: boolean;
  /** The element to focus on open. @default the first focusable element of the content or footer */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Whether the header shows a close (X) button. @default true */
  showCloseButton?: boolean;
  /** 'opaque' hides the page behind entirely, e.g. while nobody is signed in to see it. @default 'dim' */
  backdrop?: 'dim' | 'opaque';
  /**
   * Where the focus goes when the dialog closes, read as it closes: e.g. the next row that needs a
   * decision, once the one that opened the dialog has none left. Without it, or when it gives
   * nothing, the element that had the focus when the dialog opened (if it is still on the page).
   * @default undefined
   */
  returnFocus?: () => HTMLElement | null | undefined;
}

const maxWidths: Record<DialogSize, number> = { sm: 420, md: 560, lg: 760, xl: 1040 };

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** The elements of `root` that Tab reaches, in document order. */
function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden], [inert]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

// Open dialogs, oldest first: only the last one answers Escape and keeps Tab inside itself.
const openDialogs: object[] = [];
let scrollLocks = 0;
let savedBodyOverflow = '';

function lockBodyScroll() {
  if (scrollLocks++ === 0) {
    savedBodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
}

function unlockBodyScroll() {
  if (--scrollLocks === 0) document.body.style.overflow = savedBodyOverflow;
}

const Overlay = styled('div', { shouldForwardProp: forwardExcept('opaque') })<{ opaque: boolean }>(({ opaque }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndices.dialog,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
  background: opaque ? vars.colors.background : vars.colors.overlay,
  // A modal dialog covers the window, so the overlay is the window's size: the one place where a
  // media query on the window's width is the box's own. What is inside follows the overlay's width.
  containerType: 'inline-size',
  [mediaDown(breakpoints.mobile)]: { padding: 0 },
}));

const Panel = styled('div', { shouldForwardProp: forwardExcept('size') })<{ size: DialogSize }>(({ size }) => ({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxWidth: maxWidths[size],
  maxHeight: `calc(100vh - 2 * ${vars.space.xl})`,
  background: vars.colors.surface,
  color: vars.colors.text,
  borderRadius: vars.radii.lg,
  boxShadow: vars.shadows.dialog,
  outline: 'none',
  [containerDown(breakpoints.mobile)]: { maxWidth: 'none', height: '100%', maxHeight: '100%', borderRadius: 0 },
}));

const Header = styled.div({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.colors.border}`,
});

const Heading = styled.div({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

const Title = styled.h2({ margin: 0, fontSize: vars.fontSizes.xl, fontWeight: vars.fontWeights.bold, lineHeight: 1.3 });

const Description = styled.p({ margin: 0, fontSize: vars.fontSizes.md, color: vars.colors.textMuted });

const Body = styled.div({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.xl,
  '&:focus-visible': focusRing(-2),
});

const Footer = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.colors.border}`,
});

/**
 * A modal dialog in a portal on `document.body` (rendered after hydration, so server rendering shows nothing of it). Its title names it, focus moves in on open and
 * stays inside (Tab and Shift+Tab cycle), Escape and an overlay click close it unless
 * `dismissible` is off, focus returns to the opener on close (or where `returnFocus` says), and the page behind does not scroll
 * and is inert (`inert` on everything outside the dialog) until it closes.
 * Dialogs stack: the top one handles Escape and Tab.
 *
 * @example
 * <Dialog open={open} onOpenChange={setOpen} title="Update Remarks" footer={<Button onClick={save}>Update Remarks</Button>}>
 *   <TextAreaField label="Remark" value={remark} onChange={(e) => setRemark(e.target.value)} />
 * </Dialog>
 */
export function Dialog({ open: openProp, defaultOpen = false, onOpenChange, ...rest }: DialogProps) {
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const container = usePortalContainer();
  if (!open || !container) return null;
  // The portal leaves the library's root element, so it carries the theme's tokens itself.
  return createPortal(
    <LibraryRoot force>
      <OpenDialog {...rest} onClose={() => setOpen(false)} />
    </LibraryRoot>,
    container,
  );
}

type OpenDialogProps = Omit<DialogProps, 'open' | 'defaultOpen' | 'onOpenChange'> & { onClose: () => void };

/** The dialog while shown: mounting it opens, unmounting it closes (and gives focus back). */
function OpenDialog({
  title,
  description,
  children,
  footer,
  size = 'md',
  closeLabel,
  dismissible = true,
  initialFocusRef,
  showCloseButton = true,
  backdrop = 'dim',
  returnFocus,
  onClose,
}: OpenDialogProps) {
  const messages = useMessages({ common: commonMessages });
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pressStartedOnOverlay = useRef(false);
  const [bodyScrolls, setBodyScrolls] = useState(false);

  // Listeners registered once read the current props through this ref.
  const latest = useRef({ dismissible, onClose, initialFocusRef, returnFocus });
  useIsomorphicLayoutEffect(() => {
    latest.current = { dismissible, onClose, initialFocusRef, returnFocus };
  });

  useEffect(() => {
    const entry = {};
    openDialogs.push(entry);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    lockBodyScroll();

    const panel = panelRef.current;
    // The page behind is inert while the dialog is open: neither Tab, a click nor a screen reader reaches it.
    const undoInert = panel ? inertOutside(panel.parentElement ?? panel) : () => {};
    if (panel) {
      const candidates = tabbables(panel).filter((el) => el !== closeRef.current && el !== bodyRef.current);
      const target = latest.current.initialFocusRef?.current ?? candidates[0] ?? closeRef.current ?? panel;
      target.focus();
    }

    const isTop = () => openDialogs[openDialogs.length - 1] === entry;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop() || !panel) return;
      if (event.key === 'Escape') {
        // A menu or other popup inside the dialog that handled Escape itself prevents the default.
        if (event.defaultPrevented) return;
        event.preventDefault();
        if (latest.current.dismissible) latest.current.onClose();
      } else if (event.key === 'Tab') {
        const items = tabbables(panel);
        const first = items[0];
        const last = items[items.length - 1];
        const active = document.activeElement;
        if (!first || !last) {
          event.preventDefault();
          panel.focus();
        } else if (!(active instanceof Node) || !panel.contains(active)) {
          event.preventDefault();
          (event.shiftKey ? last : first).focus();
        } else if (event.shiftKey && (active === first || active === panel)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && active === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(entry), 1);
      undoInert();
      unlockBodyScroll();
      const asked = latest.current.returnFocus?.();
      if (asked?.isConnected) asked.focus();
      else if (opener?.isConnected) opener.focus();
    };
  }, []);

  // A scrolling body must be reachable by keyboard so its content can be scrolled (axe: scrollable-region-focusable).
  useIsomorphicLayoutEffect(() => {
    const body = bodyRef.current;
    const content = contentRef.current;
    if (!body || !content || typeof ResizeObserver === 'undefined') return;
    const measure = () => setBodyScrolls(body.scrollHeight > body.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);
  // ResizeObserver reports a frame late; measuring after every commit as well means content that
  // arrives with a render (a loaded record) is focusable before anything (a user, axe) sees it.
  // No dependency list on purpose; setting the same boolean again ends the chain at once.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useIsomorphicLayoutEffect(() => {
    const body = bodyRef.current;
    if (body) setBodyScrolls(body.scrollHeight > body.clientHeight + 1);
  });

  const onOverlayMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    // The second press of a double click (detail 2) is the rest of the click that opened this
    // dialog, landing on its overlay: not a dismissal.
    pressStartedOnOverlay.current = event.target === event.currentTarget && event.detail < 2;
  };
  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    // Only a press that starts and ends on the overlay itself closes: not a text selection dragged out of the panel.
    if (pressStartedOnOverlay.current && event.target === event.currentTarget && dismissible) onClose();
    pressStartedOnOverlay.current = false;
  };

  return (
    <Overlay opaque={backdrop === 'opaque'} onMouseDown={onOverlayMouseDown} onClick={onOverlayClick}>
      <Panel
        ref={panelRef}
        size={size}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <Header>
          <Heading>
            <Title id={titleId}>{title}</Title>
            {description && <Description id={descriptionId}>{description}</Description>}
          </Heading>
          {showCloseButton && (
            <IconButton ref={closeRef} label={closeLabel ?? messages.common.close} disabled={!dismissible} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          )}
        </Header>
        <Body ref={bodyRef} tabIndex={bodyScrolls ? 0 : undefined}>
          <div ref={contentRef}>{children}</div>
        </Body>
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Overlay>
  );
}
