import { once } from 'node:events';
import { DEMO_EMAIL, DEMO_PASSWORD, makeDataDir, removeDataDir, startBackendProcess, startServer } from './support.js';

// A crash during writes loses nothing that was acknowledged: the backend runs as a process
// (examples/server/main.mjs), clients write deal remarks and decisions as fast as it answers, the
// process is killed with SIGKILL (no shutdown code runs), and after a restart every record shows
// its last acknowledged write, or the one that was in flight at the kill, never an older state.

const CLIENTS = 8;
const WRITE_MS = 2500;

type Deal = { id: number; status: string; remarks: string | null };

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
    const acknowledged = new Map<number, string>();
    const inFlight = new Map<number, string>();
    let writes = 0;
    let killed = false;
    const client = async (index: number) => {
      const owned = deals.filter((_, position) => position % CLIENTS === index);
      for (let round = 0; !killed; round++) {
        const deal = owned[round % owned.length]!;
        const remark = `client ${index} write ${round}`;
        inFlight.set(deal.id, remark);
        try {
          const answer = await fetch(`${apiUrl}/partner/admin/deals/${deal.id}/${round % 2 === 0 ? 'remarks' : 'reject'}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify(round % 2 === 0 ? { remarks: remark } : { reason: remark }),
          });
          if (answer.status !== 200) throw new Error(`status ${answer.status}`);
          await answer.json();
          acknowledged.set(deal.id, remark);
          inFlight.delete(deal.id);
          writes++;
        } catch {
          return; // the process is gone
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));
    await new Promise((resolve) => setTimeout(resolve, WRITE_MS));
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
      for (const [id, remark] of acknowledged) {
        const remarks = after.get(id)?.remarks;
        if (remarks !== remark && remarks !== inFlight.get(id)) lost.push(`deal ${id}: '${remarks}', acknowledged '${remark}'`);
      }
      expect(lost, `${writes} writes acknowledged before the kill`).toEqual([]);
    } finally {
      await server.close();
    }
  } finally {
    await removeDataDir(dataDir);
  }
});
