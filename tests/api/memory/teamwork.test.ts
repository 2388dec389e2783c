import { ConflictError, type LiveEvent, type LiveStatus, type PartnerDeal } from '../../../src/api/index.js';
import { DEMO_ADMINS, createMemoryAdminApi, generateDemoData } from '../../../src/api/memory/index.js';
import { rejectionOf } from '../../support/rejectionOf.js';

// The memory API as a team's backend, like the reference one: history, versions and conflicts,
// undo, live events, and another administrator to act as (control.as) for stories and tests.

const [ADA, GRACE] = DEMO_ADMINS as [(typeof DEMO_ADMINS)[number], (typeof DEMO_ADMINS)[number]];
const CLOCK = new Date('2026-07-01T10:42:00.000Z');
const isPending = (deal: PartnerDeal) => deal.status !== 'approved' && deal.status !== 'rejected';

async function pendingDeal(api: ReturnType<typeof createMemoryAdminApi>) {
  return (await api.partnerDeals.list()).find(isPending)!;
}

describe('the demo team', () => {
  it('has two administrators who both sign in, and changes are theirs who signed in last', async () => {
    const api = createMemoryAdminApi({ clock: () => CLOCK });
    expect(generateDemoData().otherAdmins).toEqual([GRACE]);
    await api.auth.login({ email: GRACE.email, password: GRACE.password });
    const deal = await pendingDeal(api);
    await api.partnerDeals.approve(deal.id);
    expect((await api.partnerDeals.history!(deal.id))[0]?.changedBy).toEqual({ id: GRACE.id, firstName: 'Grace', lastName: 'Hopper' });
    await api.auth.login({ email: ADA.email, password: ADA.password });
    await api.partnerDeals.updateRemarks(deal.id, 'Expedite');
    expect((await api.partnerDeals.history!(deal.id))[0]?.changedBy?.id).toBe(ADA.id);
  });
});

describe('history', () => {
  it('comes with the demo data, newest first, and records who, when, what and why', async () => {
    const api = createMemoryAdminApi({ clock: () => CLOCK });
    const rejected = (await api.partnerDeals.list()).find((deal) => deal.status === 'rejected')!;
    expect(await api.partnerDeals.history!(rejected.id)).toEqual([
      expect.objectContaining({ action: 'reject', fromStatus: 'pending', toStatus: 'rejected', reason: rejected.rejectionReason, version: 2 }),
    ]);
    const deal = await pendingDeal(api);
    expect(await api.partnerDeals.history!(deal.id)).toEqual([]);
    await api.partnerDeals.reject(deal.id, ' Duplicate ');
    await api.partnerDeals.approve(deal.id);
    expect((await api.partnerDeals.history!(deal.id)).map(({ action, fromStatus, toStatus, reason, version, changedAt }) => [action, fromStatus, toStatus, reason, version, changedAt])).toEqual([
      ['approve', 'rejected', 'approved', null, 3, CLOCK.toISOString()],
      ['reject', 'pending', 'rejected', 'Duplicate', 2, CLOCK.toISOString()],
    ]);
    await expect(api.partnerDeals.history!(987654)).rejects.toMatchObject({ status: 404 });
  });

  it('keeps the reason of a rejection apart from the remark', async () => {
    const api = createMemoryAdminApi();
    const deal = (await api.distributorDeals.list()).find((row) => isPending(row) && typeof row.remarks === 'string' && row.remarks.length > 3)!;
    await api.distributorDeals.reject(deal.id, 'Outside the territory');
    expect(await api.distributorDeals.get(deal.id)).toMatchObject({ status: 'rejected', remarks: deal.remarks, rejectionReason: 'Outside the territory' });
  });

  it('keeps a removed member’s history', async () => {
    const api = createMemoryAdminApi();
    const [member] = (await api.partners.listPending()).filter((row) => row.isApproved === false && row.isActive === true);
    await api.partners.reject(member!.id, 'Not a reseller');
    await api.partners.remove(member!.id);
    expect((await api.partners.history!(member!.id)).map((change) => [change.action, change.toStatus])).toEqual([
      ['remove', 'removed'],
      ['reject', 'rejected'],
    ]);
  });

  it('has none for records given as data (unless their changes are given too)', async () => {
    const api = createMemoryAdminApi({ data: { partnerDeals: [{ id: 1, status: 'rejected' }] } });
    expect(await api.partnerDeals.history!(1)).toEqual([]);
    expect(await api.partnerDeals.get(1)).toEqual({ id: 1, status: 'rejected', version: 1 });
    expect((await api.certifications.history!((await api.certifications.list()).find((row) => row.status === 'APPROVED')!.id)).length).toBe(1);
  });
});

describe('versions and conflicts', () => {
  it('raises the version on every change and answers writes with the record', async () => {
    const api = createMemoryAdminApi();
    const deal = await pendingDeal(api);
    await expect(api.partnerDeals.approve(deal.id, { expectedVersion: deal.version! })).resolves.toMatchObject({ id: deal.id, status: 'approved', version: deal.version! + 1 });
    const [certification] = (await api.certifications.list()).filter((row) => row.status !== 'APPROVED' && row.status !== 'REJECTED');
    await expect(api.certifications.reject(certification!.id, 'Below the mark')).resolves.toMatchObject({ status: 'REJECTED', version: certification!.version! + 1 });
  });

  it('refuses a write with an outdated version with ConflictError naming who changed it, and changes nothing', async () => {
    const api = createMemoryAdminApi({ clock: () => CLOCK });
    const deal = await pendingDeal(api);
    await api.control.as().partnerDeals.reject(deal.id, 'Duplicate');
    const error = await rejectionOf(api.partnerDeals.approve(deal.id, { expectedVersion: deal.version! }));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({
      status: 409,
      message: 'This deal was changed by Grace Hopper since you read it.',
      current: { id: deal.id, status: 'rejected', version: deal.version! + 1 },
      change: { action: 'reject', changedBy: { id: GRACE.id }, changedAt: CLOCK.toISOString() },
    });
    expect((await api.partnerDeals.get(deal.id)).status).toBe('rejected');
    // Without a version, SPEC 7: the write goes through.
    await expect(api.partnerDeals.approve(deal.id)).resolves.toMatchObject({ status: 'approved' });
  });

  it('records only its own calls: another admin’s are not in `calls`, and never fail', async () => {
    const api = createMemoryAdminApi();
    api.control.failAlways('partnerDeals.reject');
    const deal = await pendingDeal(api);
    await api.control.as(GRACE.id).partnerDeals.reject(deal.id, 'Duplicate');
    expect(api.control.calls.map((call) => call.method)).toEqual(['partnerDeals.list']);
    expect(() => api.control.as(99)).toThrow('No demo administrator has the id 99');
  });
});

describe('undo', () => {
  it('puts a record back as it was, as a step of its own, only while it is at the version the decision produced', async () => {
    const api = createMemoryAdminApi();
    const deal = await pendingDeal(api);
    const rejected = (await api.partnerDeals.reject(deal.id, 'Duplicate')) as PartnerDeal;
    await expect(api.partnerDeals.undo!(deal.id, { expectedVersion: deal.version! })).rejects.toBeInstanceOf(ConflictError);
    await expect(api.partnerDeals.undo!(deal.id, { expectedVersion: rejected.version! })).resolves.toMatchObject({ status: deal.status, rejectionReason: null, version: rejected.version! + 1 });
    const [undo, reject] = await api.partnerDeals.history!(deal.id);
    expect(undo).toMatchObject({ action: 'undo', fromStatus: 'rejected', toStatus: 'pending', undoes: reject!.id });
  });

  it('never overwrites a later decision by someone else', async () => {
    const api = createMemoryAdminApi();
    const deal = await pendingDeal(api);
    const approved = (await api.partnerDeals.approve(deal.id)) as PartnerDeal;
    await api.control.as().partnerDeals.reject(deal.id, 'Customer withdrew');
    await expect(api.partnerDeals.undo!(deal.id, { expectedVersion: approved.version! })).rejects.toMatchObject({ current: { status: 'rejected' }, change: { changedBy: { id: GRACE.id } } });
  });

  it('puts a sign-up back to pending, on the requests list still, undoes a demo decision, and has nothing to undo on a fresh record', async () => {
    const api = createMemoryAdminApi();
    const [member] = (await api.distributors.listPending()).filter((row) => row.isApproved === false && row.isActive === true);
    const accepted = await api.distributors.approve(member!.id);
    await expect(api.distributors.undo!(member!.id, { expectedVersion: accepted!.version! })).resolves.toMatchObject({ isApproved: false, isActive: true });
    expect((await api.distributors.listPending()).some((row) => row.id === member!.id)).toBe(true);
    const decided = (await api.certifications.list()).find((row) => row.status === 'REJECTED')!;
    await expect(api.certifications.undo!(decided.id, { expectedVersion: decided.version! })).resolves.toMatchObject({ status: 'PENDING', remarks: decided.remarks });
    const fresh = await pendingDeal(api);
    await expect(api.partnerDeals.undo!(fresh.id, { expectedVersion: fresh.version! })).rejects.toMatchObject({ message: 'This deal has no change to undo.', current: { id: fresh.id } });
  });
});

describe('live events', () => {
  function subscribe(api: ReturnType<typeof createMemoryAdminApi>) {
    const controller = new AbortController();
    const events: LiveEvent[] = [];
    const statuses: LiveStatus[] = [];
    const ended = api.events!.subscribe((event) => void events.push(event), { signal: controller.signal, onStatus: (status) => void statuses.push(status) });
    ended.catch(() => {});
    return { events, statuses, ended, stop: () => controller.abort() };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('hears every change, another admin’s too, with the record as it is then', async () => {
    const api = createMemoryAdminApi();
    const live = subscribe(api);
    await settle();
    expect(live.statuses).toEqual(['connecting', 'open']);
    const deal = await pendingDeal(api);
    await api.control.as().partnerDeals.reject(deal.id, 'Duplicate');
    await api.partnerDeals.updateRemarks(deal.id, 'Checked');
    await settle();
    expect(live.events).toEqual([
      { type: 'change', change: expect.objectContaining({ area: 'partnerDeals', recordId: deal.id, action: 'reject', changedBy: expect.objectContaining({ id: GRACE.id }) }), record: expect.objectContaining({ status: 'rejected', version: deal.version! + 1 }) },
      { type: 'change', change: expect.objectContaining({ action: 'remarks', reason: 'Checked' }), record: expect.objectContaining({ remarks: 'Checked', version: deal.version! + 2 }) },
    ]);
  });

  it('hears a removal with no record, a resync when told, and nothing once aborted', async () => {
    const api = createMemoryAdminApi();
    const live = subscribe(api);
    const [member] = await api.partners.list();
    await api.control.as().partners.remove(member!.id);
    api.control.resync();
    await settle();
    expect(live.events).toEqual([{ type: 'change', change: expect.objectContaining({ action: 'remove', toStatus: 'removed' }), record: null }, { type: 'resync' }]);
    expect(live.statuses).toEqual(['connecting', 'open', 'reconnecting', 'open']);
    live.stop();
    await expect(live.ended).rejects.toMatchObject({ name: 'AbortError' });
    await api.partnerDeals.approve(1);
    await settle();
    expect(live.events).toHaveLength(2);
  });

  it('can fail like any call', async () => {
    const api = createMemoryAdminApi();
    api.control.failNext('events.subscribe', 'network');
    await expect(api.events!.subscribe(() => {}, { signal: new AbortController().signal })).rejects.toMatchObject({ status: 0 });
  });
});

describe('a backend of SPEC 7 alone (extensions: false)', () => {
  it('has no history, undo or events, no versions, answers writes with nothing and ignores expectedVersion', async () => {
    const api = createMemoryAdminApi({ extensions: false });
    expect([api.partners.history, api.partnerDeals.undo, api.certifications.history, api.events]).toEqual([undefined, undefined, undefined, undefined]);
    const [deal] = await api.partnerDeals.list();
    expect(deal).not.toHaveProperty('version');
    expect((await api.certifications.get(1)).certification).not.toHaveProperty('version');
    await expect(api.partnerDeals.approve(deal!.id, { expectedVersion: 999 })).resolves.toBeUndefined();
    expect(await api.partnerDeals.get(deal!.id)).toMatchObject({ status: 'approved' });
    expect(api.control.as().partnerDeals.history).toBeUndefined();
  });

  it('offers the extensions named, and only those', async () => {
    const api = createMemoryAdminApi({ extensions: { history: true } });
    expect(typeof api.partnerDeals.history).toBe('function');
    expect(api.partnerDeals.undo).toBeUndefined();
    expect(api.events).toBeUndefined();
    expect(await api.partnerDeals.get(1)).not.toHaveProperty('version');
  });
});
