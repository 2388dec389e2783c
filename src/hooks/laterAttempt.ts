// What an action whose run loads later (`useLaterAction`, the deal lists' decisions) loads by
// import() on its first run: the run `useAction` imports at once. A module of its own so that the
// later load is one chunk that can fail apart from the screens that hold the run already
// (tests/screens/DealsListActionLoad.test.tsx holds it back). See laterAction.ts.
export { attemptAction } from './actionAttempt.js';
