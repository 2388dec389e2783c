import { Suspense, lazy, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { undoable, type MadeDecision, type RefusedDecision } from '../../hooks/decisionLog.js';
import { DecisionHostContext, type DecisionHost } from '../../hooks/decisionHost.js';

// What the question and the Undo bar look like loads only when one is first needed: a screen
// (or an embedded one) that nobody decides in never carries them.
const DecisionLayer = lazy(() => import('./DecisionLayer.js').then((module) => ({ default: module.DecisionLayer })));

/** The question the user is asked: the refused decision, and how to answer it. */
export interface OverwriteQuestion {
  refused: RefusedDecision;
  answer: (overwrite: boolean) => void;
}

/**
 * The decisions the Undo bar offers to put back, or an approve someone else had already made
 * (`told`: the bar says who, with no Undo); a new offer (a new `key`) replaces the one before.
 */
export interface UndoOffer {
  key: number;
  made: readonly MadeDecision[];
  told?: RefusedDecision;
}

export interface DecisionScopeProps {
  children?: ReactNode;
}

/**
 * Where the decisions of the screen inside are asked about and offered back (the `DecisionHost`
 * of the action hooks): 'Rejected by Ada Lovelace at 10:42. Approve anyway?' when someone else got
 * to a record first, and an Undo for 10 seconds after a decision the backend can undo. Every
 * published screen in which decisions are made has one (`screen()`; the overviews, where none are,
 * are `readOnlyScreen`s); inside another scope it adds nothing, so a dialog screen
 * in a list screen uses the list's, whose Undo outlives the dialog.
 *
 * @example <DecisionScope><MyQueue api={api} /></DecisionScope>
 */
export function DecisionScope({ children }: DecisionScopeProps) {
  const outer = useContext(DecisionHostContext);
  const [question, setQuestion] = useState<OverwriteQuestion | null>(null);
  const [offer, setOffer] = useState<UndoOffer | null>(null);
  const offers = useRef(0);
  const host = useMemo<DecisionHost>(
    () => ({
      askOverwrite: (refused, signal) =>
        new Promise<boolean>((resolve) => {
          let answered = false;
          const answer = (overwrite: boolean) => {
            if (answered) return;
            answered = true;
            signal.removeEventListener('abort', onAbort);
            setQuestion((shown) => (shown?.answer === answer ? null : shown));
            resolve(overwrite && !signal.aborted);
          };
          const onAbort = () => answer(false);
          if (signal.aborted) return resolve(false);
          signal.addEventListener('abort', onAbort, { once: true });
          setQuestion({ refused, answer });
        }),
      offerUndo: (made) => {
        const offered = undoable(made);
        if (offered.length > 0) setOffer({ key: (offers.current += 1), made: offered });
      },
    }),
    [],
  );
  if (outer) return <>{children}</>;
  return (
    <DecisionHostContext.Provider value={host}>
      {children}
      {(question || offer) && (
        <Suspense fallback={null}>
          <DecisionLayer question={question} offer={offer} setOffer={setOffer} />
        </Suspense>
      )}
    </DecisionHostContext.Provider>
  );
}
