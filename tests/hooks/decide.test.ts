import { describe, expect, it, vi } from 'vitest';
import { ConflictError } from '../../src/api/conflictError.js';
import { createMemoryAdminApi } from '../../src/api/memory/createMemoryAdminApi.js';
import type { PartnerDeal } from '../../src/api/types.js';
import { decide, isOwnChange, trackDecisions, undoDecisions, undoable } from '../../src/hooks/decide.js';

// The one way a screen decides on a record, against the in-memory backend (which answers and
// refuses as the reference backend does).

const dealOf = (api: ReturnType<typeof createMemoryAdminApi>, id: number) => api.control.data.partnerDeals.find((deal) => deal.id === id)!;

describe('decide', () => {
  it('sends the version the record was read with, hands the answer to onRecord and logs the decision', async () => {
    const api = createMemoryAdminApi();
    const read = dealOf(api, 2);
    const onRecord = vi.fn();
    const signal = new AbortController().signal;
    const log = trackDecisions(signal);
    const call = vi.fn((options) => api.partnerDeals.approve(2, options));
    const answer = await decide(signal, { area: api.partnerDeals, action: 'approve', record: read, onRecord }, call);
    expect(call).toHaveBeenCalledWith({ signal, expectedVersion: read.version });
    expect(answer).toMatchObject({ id: 2, status: 'approved', version: read.version! + 1 });
    expect(onRecord).toHaveBeenCalledWith(answer);
    expect(log.made).toEqual([{ decision: expect.objectContaining({ action: 'approve' }), answer }]);
    expect(log.refused).toEqual([]);
  });

  it('sends no version for a record read without one (a backend of SPEC 7 alone)', async () => {
    const api = createMemoryAdminApi({ extensions: false });
    const [read] = await api.partnerDeals.list();
    const call = vi.fn((options) => api.partnerDeals.approve(read!.id, options));
    const signal = new AbortController().signal;
    expect(await decide(signal, { area: api.partnerDeals, action: 'approve', record: read! }, call)).toBeUndefined();
    expect(call).toHaveBeenCalledWith({ signal });
  });

  it('is refused when someone changed the record since: nothing written, onRecord told the record as it is now, the refusal logged', async () => {
    const api = createMemoryAdminApi();
    const read = dealOf(api, 2);
    await api.control.as(2).partnerDeals.reject(2, 'Duplicate registration');
    const onRecord = vi.fn();
    const signal = new AbortController().signal;
    const log = trackDecisions(signal);
    const refusal = decide(signal, { area: api.partnerDeals, action: 'approve', record: read, onRecord }, (options) => api.partnerDeals.approve(2, options));
    await expect(refusal).rejects.toBeInstanceOf(ConflictError);
    expect(dealOf(api, 2).status).toBe('rejected');
    expect(onRecord).toHaveBeenCalledWith(expect.objectContaining({ id: 2, status: 'rejected', version: read.version! + 1 }));
    expect(log.refused).toHaveLength(1);
    expect(log.refused[0]!.error.change).toMatchObject({ action: 'reject', changedBy: { firstName: 'Grace', lastName: 'Hopper' } });
    expect(log.made).toEqual([]);
  });

  it('writes over the change with the version the user chose to overwrite (an override of the run)', async () => {
    const api = createMemoryAdminApi();
    const read = dealOf(api, 2);
    await api.control.as(2).partnerDeals.reject(2, 'Duplicate registration');
    const signal = new AbortController().signal;
    trackDecisions(signal, [{ area: api.partnerDeals, id: 2, version: read.version! + 1 }]);
    const answer = await decide(signal, { area: api.partnerDeals, action: 'approve', record: read }, (options) => api.partnerDeals.approve(2, options));
    expect(answer).toMatchObject({ status: 'approved', version: read.version! + 2 });
  });

  it("tells this console's own changes from another administrator's, by the version its write produced", async () => {
    const api = createMemoryAdminApi();
    const signal = new AbortController().signal;
    const answer = (await decide(signal, { area: api.partnerDeals, action: 'approve', record: dealOf(api, 2) }, (options) => api.partnerDeals.approve(2, options))) as PartnerDeal;
    expect(isOwnChange(api.partnerDeals, { recordId: 2, version: answer.version })).toBe(true);
    const theirs = (await api.control.as(2).partnerDeals.reject(2, 'Duplicate registration')) as PartnerDeal;
    expect(isOwnChange(api.partnerDeals, { recordId: 2, version: theirs.version })).toBe(false);
    // Another client object (another console) never counts this one's writes as its own.
    expect(isOwnChange(createMemoryAdminApi().partnerDeals, { recordId: 2, version: answer.version })).toBe(false);
  });
});

describe('undoDecisions', () => {
  it('puts each record back with the version its decision produced, and leaves one someone changed since', async () => {
    const api = createMemoryAdminApi();
    const signal = new AbortController().signal;
    const log = trackDecisions(signal);
    const onRecord = vi.fn();
    const before = dealOf(api, 2).status;
    for (const id of [2, 4]) {
      await decide(signal, { area: api.partnerDeals, action: 'approve', record: dealOf(api, id), name: `Deal ${id}`, onRecord }, (options) => api.partnerDeals.approve(id, options));
    }
    expect(undoable(log.made)).toHaveLength(2);
    await api.control.as(2).partnerDeals.reject(4, 'Second look', { expectedVersion: dealOf(api, 4).version! });
    onRecord.mockClear();
    const outcome = await undoDecisions(log.made);
    expect(outcome.undone.map((made) => made.decision.name)).toEqual(['Deal 2']);
    expect(outcome.changedSince.map(({ made, change }) => [made.decision.name, change?.changedBy?.firstName])).toEqual([['Deal 4', 'Grace']]);
    expect(outcome.failed).toEqual([]);
    expect(dealOf(api, 2).status).toBe(before);
    expect(dealOf(api, 4).status).toBe('rejected');
    expect(onRecord).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    expect(onRecord).toHaveBeenCalledWith(expect.objectContaining({ id: 4, status: 'rejected' }));
    // The history shows both steps of deal 2: the decision and its undo.
    expect(api.control.data.changes.filter((change) => change.area === 'partnerDeals' && change.recordId === 2).map((change) => change.action)).toEqual(['approve', 'undo']);
  });

  it('offers nothing to undo without the undo call, without a version, or for a removal', async () => {
    const spec7 = createMemoryAdminApi({ extensions: false });
    const signal = new AbortController().signal;
    const log = trackDecisions(signal);
    const [read] = await spec7.partnerDeals.list();
    await decide(signal, { area: spec7.partnerDeals, action: 'approve', record: read! }, (options) => spec7.partnerDeals.approve(read!.id, options));
    expect(log.made).toHaveLength(1);
    expect(undoable(log.made)).toEqual([]);
    const api = createMemoryAdminApi();
    const removal = trackDecisions(new AbortController().signal);
    removal.made.push({ decision: { area: api.partners, action: 'remove', record: { id: 2 } }, answer: { id: 2, version: 3 } });
    expect(undoable(removal.made)).toEqual([]);
  });
});
