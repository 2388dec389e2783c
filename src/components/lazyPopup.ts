import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import type { LazyModule } from '../platform/lazyPart.js';
import { vars } from '../theme/theme.js';

/**
 * Under a trigger where its popup would be (a menu's items, the date range's panel): the popup's
 * code, loaded on the first opening (issue 33), did not arrive. Rendered with role="alert", on the
 * trigger's side (`left: 0` or `right: 0`).
 */
export const LoadFailedNote = styled.p({
  position: 'absolute',
  top: '100%',
  zIndex: vars.zIndices.menu,
  width: 'max-content',
  maxWidth: '80vw',
  margin: `${vars.space.xs} 0 0`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  boxShadow: vars.shadows.menu,
  color: vars.colors.danger,
  fontSize: vars.fontSizes.md,
});

export interface LazyPopup<Module> {
  /** The popup's code once it has arrived: show the popup only then. */
  code: Module | undefined;
  /** Whether its load failed since the last press: show `LoadFailedNote`. */
  failed: boolean;
  /** A press that opens: at once when the code is there, else once it arrives (nothing when it fails). */
  openWhenLoaded: () => void;
  /** For the trigger: the pointer or the focus on it start the load (a press is likely), leaving it forgets a failure. */
  triggerProps: { onPointerEnter: () => void; onFocus: () => void; onBlur: () => void };
}

/**
 * A popup whose code loads by import() on its first opening (a menu's items, the date range's
 * panel): the trigger is there at once. A press while it loads opens the popup when it arrives; a
 * failed load sets `failed`, and the next press asks for it again (`lazyModule` forgets a failure).
 * Open from the start (`defaultOpen`) or by the owner (`open`), it shows once the code is there.
 */
export function useLazyPopup<Module>(lazy: LazyModule<Module>, open: boolean, setOpen: (open: boolean) => void): LazyPopup<Module> {
  const [arrived, setArrived] = useState(() => lazy.loaded);
  const [failed, setFailed] = useState(false);
  const code = arrived ?? lazy.loaded;

  /** Loads the code; true once it is there, false (and `failed`) when it did not arrive. */
  const load = () =>
    lazy.load().then(
      (module) => {
        setArrived(module);
        return true;
      },
      () => {
        setFailed(true);
        return false;
      },
    );

  useEffect(() => {
    if (open && !code) void load();
    // `load` reads only the setters and `lazy`, a module constant.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, code]);

  const preload = () => void lazy.load().catch(() => undefined);
  return {
    code,
    failed,
    openWhenLoaded: () => {
      setFailed(false);
      if (lazy.loaded) setOpen(true);
      else void load().then((ready) => ready && setOpen(true));
    },
    triggerProps: { onPointerEnter: preload, onFocus: preload, onBlur: () => setFailed(false) },
  };
}
