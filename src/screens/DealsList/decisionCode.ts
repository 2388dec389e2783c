// What the deal list loads on its first decision (issue 33, `useListDecisions`): the approve's run
// (the question before writing over another's change, the Undo offered) and where the keyboard
// goes after a decision.
export { runDecisions } from '../../hooks/decisionRun.js';
export { decisionFocusTarget } from '../../components/DecisionFocus/decisionFocus.js';
