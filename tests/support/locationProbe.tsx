import { useLayoutEffect } from 'react';
import { useLocation, type Location } from 'react-router-dom';

/**
 * Where a router in a test is: render `<Probe />` inside the router, read `location.current`.
 *
 * @example
 * const { Probe, location } = locationProbe();
 * render(<MemoryRouter><App ... /><Probe /></MemoryRouter>);
 * expect(location.current?.pathname).toBe('/login');
 */
export function locationProbe() {
  const location: { current: Location | null } = { current: null };
  function Probe() {
    const here = useLocation();
    useLayoutEffect(() => {
      location.current = here;
    }, [here]);
    return null;
  }
  return { Probe, location };
}
