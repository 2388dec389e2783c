import type { DecisionHost } from './decisionHost.js';
import { trackDecisions, versionOf, type VersionOverride } from './decisionLog.js';

/**
 * The run of `useAction` (src/hooks/useAction.ts) for a hook that loads it on its first decision
 * (the deal list's approve, issue 33): `perform` runs, and its decisions made through `decide` are
 * read after it. A refusal because someone changed the record first is asked about (`host`): yes
 * runs `perform` again, sending the version the server has now; no ends the run. A decision the
 * backend can undo is offered an Undo. Resolves true when done, false when the user kept the other
 * change or `signal` aborted; any other failure rejects, as `perform`'s.
 *
 * `useAction` keeps its own copy inline: the sign-in page's first bundle calls it, and the split
 * (the context handed over) was larger there than the inline run (docs/performance.md).
 */
export async function runDecisions(signal: AbortSignal, host: DecisionHost | null, perform: () => Promise<unknown>): Promise<boolean> {
  let overrides: VersionOverride[] = [];
  for (;;) {
    const log = trackDecisions(signal, overrides);
    try {
      await perform();
      if (signal.aborted) return false;
      if (log.made.length > 0) host?.offerUndo(log.made);
      return true;
    } catch (failure) {
      // `decide` logs the refusals (ConflictError) of the decisions it makes.
      const refused = log.refused.find((entry) => entry.error === failure);
      if (!refused || !host || signal.aborted) throw failure;
      if (!(await host.askOverwrite(refused, signal))) return false;
      // Yes: the same decision again, writing over the change with the version the server has now.
      const { area, record } = refused.decision;
      overrides = [...overrides, { area, id: record.id, version: versionOf(refused.error.current) }];
    }
  }
}
