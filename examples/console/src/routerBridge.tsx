import { useLayoutEffect, type RefObject } from 'react';
import { useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';

/** The router as code outside React sees it: its current location and a navigate function. */
export interface ConsoleRouter {
  location: Location;
  navigate: NavigateFunction;
}

/** Filled in by `RouterBridge` once the router has rendered; null before that and after it unmounts. */
export type ConsoleRouterRef = RefObject<ConsoleRouter | null>;

/**
 * Keeps `routerRef` pointing at the router's current location and navigate function, so a callback
 * that runs outside React (the API's session-expired hook) can read where the user is and send
 * them elsewhere. Renders nothing; it must sit inside the router.
 */
export function RouterBridge({ routerRef }: { routerRef: ConsoleRouterRef }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    routerRef.current = { location, navigate };
    return () => {
      routerRef.current = null;
    };
  }, [routerRef, location, navigate]);
  return null;
}
