import { useEffect } from 'react';
import type { RefusedDecision } from '../../hooks/decisionLog.js';
import { ConflictPrompt } from './ConflictPrompt.js';
import type { OverwriteQuestion, UndoOffer } from './DecisionScope.js';
import { UndoBar } from './UndoBar.js';

export interface DecisionLayerProps {
  question: OverwriteQuestion | null;
  offer: UndoOffer | null;
  /** Shows an offer in the bar (a new `key` replaces the one before), or none. */
  setOffer: (offer: UndoOffer | null) => void;
}

/**
 * Whether the change that refused a decision already did what the decision would: an approve
 * refused by someone else's approval. Nothing the user meant is lost, and no text of theirs is at
 * stake (a rejection's reason or a remark may differ: those are asked about), so the bar says who
 * approved it instead of asking to approve it again.
 */
export function alreadyMade({ decision, error }: RefusedDecision): boolean {
  return decision.action === 'approve' && error.change?.toStatus === 'approved';
}

/** The keys of the bar's notes of decisions already made: below zero, apart from the scope's offers. */
let told = 0;

/**
 * The question and the Undo bar of a `DecisionScope`, loaded when one is first needed. A question
 * about a decision someone else already made (`alreadyMade`) is not asked: it is answered no
 * (nothing is written) and the bar says who made it ('Deal 12 was already approved by Ada
 * Lovelace at 10:42.').
 */
export function DecisionLayer({ question, offer, setOffer }: DecisionLayerProps) {
  const made = question !== null && alreadyMade(question.refused);
  useEffect(() => {
    if (!question || !made) return;
    setOffer({ key: (told -= 1), made: [], told: question.refused });
    question.answer(false);
  }, [question, made, setOffer]);
  return (
    <>
      {question && !made && <ConflictPrompt refused={question.refused} onAnswer={question.answer} />}
      {offer && <UndoBar key={offer.key} made={offer.made} told={offer.told} onEnd={() => setOffer(null)} />}
    </>
  );
}
