import { ConflictPrompt } from './ConflictPrompt.js';
import type { OverwriteQuestion, UndoOffer } from './DecisionScope.js';
import { UndoBar } from './UndoBar.js';

export interface DecisionLayerProps {
  question: OverwriteQuestion | null;
  offer: UndoOffer | null;
  onOfferEnd: () => void;
}

/** The question and the Undo bar of a `DecisionScope`, loaded when one is first needed. */
export function DecisionLayer({ question, offer, onOfferEnd }: DecisionLayerProps) {
  return (
    <>
      {question && <ConflictPrompt refused={question.refused} onAnswer={question.answer} />}
      {offer && <UndoBar key={offer.key} made={offer.made} onEnd={onOfferEnd} />}
    </>
  );
}
