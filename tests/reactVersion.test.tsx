// Which React the suite runs on: 19 in `unit`, 18.3 in `unit-react18` (vitest.config.ts aliases
// react and react-dom to tests/react18). A React 18 run that silently used React 19 would prove
// nothing, so each project checks its own version, and that the renderer and the libraries that
// use React got the same copy.
import { version } from 'react';
import { version as domVersion } from 'react-dom';
import { render, screen } from '@testing-library/react';
import { useTheme } from '@emotion/react';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    reactMajor: number;
  }
}

const expected = `${inject('reactMajor')}.`;

it(`runs on React ${expected}x, with the same react-dom, for the library and its test tools`, () => {
  expect(version.startsWith(expected)).toBe(true);
  expect(domVersion).toBe(version);
  function Probe() {
    useTheme(); // emotion's hooks must see the same React as the renderer, or this throws
    return <p>rendered</p>;
  }
  render(<Probe />);
  expect(screen.getByText('rendered')).toBeInTheDocument();
});
