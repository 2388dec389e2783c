import type { WriteOptions } from '../api/AdminApi.js';
import type { Deal } from '../api/types.js';
import type { DealRow } from '../domain/dealRow.js';
import { formatMessage } from '../i18n/messages.js';
import { lazyModule } from '../platform/lazyPart.js';
import type { Decision, DecisionAction, DecisionArea } from './decisionLog.js';

// `decide` (the version sent, this console's own writes remembered, the refusals logged) loads by
// import() on the first decision (issue 33): a list's first bundle holds none of it, and the
// decision waits for it under the action's busy state. A failed load fails the decision like a
// failed request (the action's error text, e.g. 'Failed to approve deal'); the next press asks for
// the code again (`lazyModule` forgets a failed load).
const decision = lazyModule(() => import('./decide.js'));

/** `decide`, with its code loaded on the first call. */
export async function decideLater<R>(signal: AbortSignal, made: Decision<R>, call: (options: WriteOptions) => Promise<R | void>): Promise<R | undefined> {
  const { decide } = await decision.load();
  return decide(signal, made, call);
}

/**
 * A decision on a deal's row, as the deal list and Deal Details both make it: the version the row
 * was read with is sent, the Undo bar names it by `named` ('Deal {id}'), and the answer goes to
 * `onRecord`.
 */
export const dealDecision = (
  area: DecisionArea<Deal>,
  row: DealRow,
  action: DecisionAction,
  named: string,
  onRecord: ((deal: Deal) => void) | undefined,
): Decision<Deal> => ({ area, action, record: row.deal, name: formatMessage(named, { id: String(row.id) }), onRecord });
