export { decisionButton, decisionFocusTarget, focusAfterDecision } from './decisionFocus.js';
export type { DecisionFocusOptions } from './decisionFocus.js';
