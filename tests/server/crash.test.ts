import { once } from 'node:events';
import { DEMO_EMAIL, DEMO_PASSWORD, makeDataDir, removeDataDir, startBackendProcess, startServer } from './support.js';

// A crash during writes loses nothing that was acknowledged: the backend runs as a process
// (examples/server/main.mjs), clients write deal remarks and rejections as fast as it answers, the
// process is killed with SIGKILL (no shutdown code runs), and after a restart every record shows
// its last acknowledged write, or the one that was in flight at the kill, never an older state;
// and its history ends with the change that made that state (written in the same transaction).

const CLIENTS = 8;
const WRITE_MS = 2500;

type Deal = { id: number; status: string; remarks: string | null; rejectionReason: string | null; version: number };
type Change = { action: string; reason: string | null; version: number };
/** A remark is written to `remarks`, a rejection's reason to `rejectionReason`. */
type Field = 'remarks' | 'rejectionReason';

it('keeps every acknowledged write across a SIGKILL during writes', async () => {
  const dataDir = await makeDataDir();
  try {
    const { child, apiUrl } = await startBackendProcess(dataDir);
    const login = await fetch(`${apiUrl}/partner/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const deals = (await (await fetch(`${apiUrl}/partner/admin/deals`, { headers: { authorization: `Bearer ${token}` } })).json()) as Deal[];

    // Each client owns some deals and writes them one request at a time, so for every deal the
    // last acknowledged write, and the one in flight when the process died, are known.
    const acknowledged = new Map<string, string>();
    const inFlight = new Map<string, string>();
    const key = (id: number, field: Field) => `${id} ${field}`;
    let writes = 0;
    let killed = false;
    const client = async (index: number) => {
      const owned = deals.filter((_, position) => position % CLIENTS === index);
      for (let round = 0; !killed; round++) {
        const deal = owned[round % owned.length]!;
        const remark = `client ${index} write ${round}`;
        const field: Field = round % 2 === 0 ? 'remarks' : 'rejectionReason';
        inFlight.set(key(deal.id, field), remark);
        try {
          const answer = await fetch(`${apiUrl}/partner/admin/deals/${deal.id}/${field === 'remarks' ? 'remarks' : 'reject'}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify(field === 'remarks' ? { remarks: remark } : { reason: remark }),
          });
          if (answer.status !== 200) throw new Error(`status ${answer.status}`);
          await answer.json();
          acknowledged.set(key(deal.id, field), remark);
          inFlight.delete(key(deal.id, field));
          writes++;
        } catch {
          return; // the process is gone
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));
    // At least WRITE_MS, and on until more than 20 writes were acknowledged: the process starts
    // over a copy of the seeded template (support.ts makeDataDir), its caches cold, and on two
    // busy cores its first writes were slow enough to leave 7 in 2.5 s.
    const started = Date.now();
    while ((Date.now() - started < WRITE_MS || writes <= 20) && Date.now() - started < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    killed = true;
    await exited;
    await Promise.all(clients);
    expect(writes).toBeGreaterThan(20);

    const server = await startServer({ dataDir });
    try {
      const fresh = await server.login();
      const after = new Map((await server.call<Deal[]>('GET', '/partner/admin/deals', { token: fresh })).body.map((deal) => [deal.id, deal]));
      const lost: string[] = [];
      for (const [written, remark] of acknowledged) {
        const [id, field] = written.split(' ') as [string, Field];
        const value = after.get(Number(id))?.[field];
        if (value !== remark && value !== inFlight.get(written)) lost.push(`deal ${id} ${field}: '${value}', acknowledged '${remark}'`);
      }
      expect(lost, `${writes} writes acknowledged before the kill`).toEqual([]);
      // Each written deal's history ends with the change that made its state: none without the other.
      const unrecorded: string[] = [];
      for (const id of new Set([...acknowledged.keys()].map((written) => Number(written.split(' ')[0])))) {
        const deal = after.get(id)!;
        const [latest] = (await server.call<Change[]>('GET', `/partner/admin/deals/${id}/history`, { token: fresh })).body;
        const text = latest?.action === 'remarks' ? deal.remarks : deal.rejectionReason;
        if (latest?.version !== deal.version || latest.reason !== text) unrecorded.push(`deal ${id} (version ${deal.version}): latest change ${JSON.stringify(latest)}`);
      }
      expect(unrecorded).toEqual([]);
    } finally {
      await server.close();
    }
  } finally {
    await removeDataDir(dataDir);
  }
});
