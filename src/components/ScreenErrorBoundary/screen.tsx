// The JSX namespace the library's components return (emotion's, as `jsxImportSource` makes them).
import type { JSX } from '@emotion/react/jsx-runtime';
import { Fragment, type ComponentType, type ReactNode } from 'react';
import { LibraryRoot } from '../../theme/ConsoleThemeProvider.js';
import { DecisionScope } from '../DecisionScope/DecisionScope.js';
import type { PropRules } from './propRules.js';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.js';

// Declared here rather than through @types/node: the library's build knows no Node globals.
declare const process: { env: { NODE_ENV?: string } };

/**
 * Whether this is a development build, as React decides it: `process.env.NODE_ENV` is not
 * 'production'. Bundlers (Vite, webpack, esbuild, Next.js) write the value in at build time; a
 * browser that loads the modules as they are has no `process`, and counts as development.
 */
function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return true;
  }
}

/** What `screen` renders instead of the view when a prop is wrong: it throws, so the screen's boundary shows it. */
function InvalidProps({ error }: { error: Error }): never {
  throw error;
}

/**
 * What is wrong with a screen's props, as the error's message, or null. In development the message
 * names the screen, the prop and what to pass ("PartnersOverview: the `api` prop is missing; pass
 * createHttpAdminApi(...) or an object with partners.list"); a production build names the screen
 * and the prop only.
 */
function propsProblem(name: string, rules: PropRules, props: Readonly<Record<string, unknown>>): string | null {
  for (const [prop, rule] of Object.entries(rules)) {
    let problem: string | null;
    try {
      problem = rule(props[prop], props);
    } catch (error) {
      // A getter that throws (a proxy, a half-built client): the prop cannot be used either.
      problem = `could not be read (${error instanceof Error ? error.message : String(error)})`;
    }
    if (problem) return isDevelopment() ? `${name}: the \`${prop}\` prop ${problem}` : `${name}: invalid \`${prop}\` prop`;
  }
  return null;
}

/**
 * Makes a view a published screen that fails on its own: inside the library's root (its theme
 * variables), a `ScreenErrorBoundary` and a `DecisionScope` (the question before writing over
 * another administrator's change, the Undo after a decision), so an error while it renders shows the screen's error
 * panel ('Something went wrong', the message, 'Retry') in its place and never unmounts the host's
 * page; and with its props checked by `rules` first, so a missing or malformed prop shows there
 * too, naming the screen and the prop, instead of "Cannot read properties of undefined". Once the
 * host passes props that fit, the screen renders by itself.
 *
 * @example
 * export const PartnersOverview = screen('PartnersOverview', PartnersOverviewView, {
 *   api: api('partners.list'), onOpen: callback, onViewRequests: callback,
 * });
 */
export function screen<P extends object>(name: string, View: (props: P) => ReactNode, rules: PropRules = {}): (props: P) => JSX.Element {
  return screenIn(DecisionScope, name, View, rules);
}

/**
 * `screen` for a view in which nobody decides (no approve, reject, remove or delete: the partners'
 * and distributors' overviews): the same root, boundary and prop checks, without a `DecisionScope`,
 * whose code (the question, the Undo offer) its bundle then does not carry (issue 33).
 */
export function readOnlyScreen<P extends object>(name: string, View: (props: P) => ReactNode, rules: PropRules = {}): (props: P) => JSX.Element {
  return screenIn(Fragment, name, View, rules);
}

function screenIn<P extends object>(Scope: ComponentType<{ children?: ReactNode }>, name: string, View: (props: P) => ReactNode, rules: PropRules): (props: P) => JSX.Element {
  // Generic props meet emotion's JSX typing badly; the view takes exactly the props the screen got.
  const Inner = View as (props: object) => ReactNode;
  function Screen(props: P) {
    const problem = propsProblem(name, rules, props as Readonly<Record<string, unknown>>);
    return (
      <LibraryRoot>
        {/* A new problem, or none, starts the screen afresh: props that now fit show the view. */}
        <ScreenErrorBoundary resetKey={problem}>
          {problem ? (
            <InvalidProps error={new TypeError(problem)} />
          ) : (
            // Where its decisions are asked about and offered back (a dialog screen inside another uses the outer one).
            <Scope>
              <Inner {...props} />
            </Scope>
          )}
        </ScreenErrorBoundary>
      </LibraryRoot>
    );
  }
  Screen.displayName = name;
  return Screen;
}
