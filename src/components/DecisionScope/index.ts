export { DecisionScope } from './DecisionScope.js';
export type { DecisionScopeProps, OverwriteQuestion, UndoOffer } from './DecisionScope.js';
