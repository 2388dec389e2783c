import { createContext } from 'react';
import type { MadeDecision, RefusedDecision } from './decisionLog.js';

/**
 * What the action hooks ask of the screen around them when a decision was refused or made (the
 * kit's `DecisionScope`, which every published screen that decides has): the question before writing over
 * another administrator's change, and the Undo after a decision. Without one (a hook used outside
 * a screen), a refusal shows as an error and there is no Undo.
 */
export interface DecisionHost {
  /**
   * Asks whether to write over the change that refused `refused` ('Rejected by Ada Lovelace at
   * 10:42. Approve anyway?'). Resolves true for yes; false for no, and when `signal` aborts.
   */
  askOverwrite(refused: RefusedDecision, signal: AbortSignal): Promise<boolean>;
  /** Offers to undo these decisions for 10 seconds (those an Undo cannot put back are left out; none, no offer). */
  offerUndo(made: readonly MadeDecision[]): void;
}

/** The nearest `DecisionScope`'s host, or null. */
export const DecisionHostContext = createContext<DecisionHost | null>(null);
