// `npm run test:load`: the reference backend under concurrent decisions. Not part of `npm test`.
//
// Starts the reference server (createServer, demo seed) on a fresh temporary data directory and
// lets LOAD_CLIENTS clients (default 50) approve and reject deals (both programmes) and
// certifications and update deal remarks for LOAD_SECONDS (default 30). Each record belongs to
// exactly one client, which sends one request at a time, so the record's final state is known:
// the effect of the last acknowledged action. At the end every record is read back and compared,
// so a lost or misapplied update fails the run; so does any response that is not a 200 with a
// JSON record or a 4xx with {message} (a 5xx, a malformed body, a dropped connection). Now and
// then a client reads its record straight after a write (read-your-writes).
//
//   LOAD_CLIENTS=50 LOAD_SECONDS=30 npm run test:load
//
// Prints throughput and latency percentiles per action; exits with 1 on any failure.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createServer } from '../../examples/server/server.mjs';

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
/** Share of writes followed at once by a read of the same record. */
const READ_BACK = 0.1;
const ADMIN = { email: 'admin@partner-console.dev', password: 'Admin@12345' };

/** A seeded pseudo-random generator, so a run can be repeated (LOAD_SEED). */
function random(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

const problems = [];
const latencies = new Map(); // action -> ms[]
let acknowledged = 0;
let refused = 0; // 4xx with {message}: valid answers, but the action did not happen

function problem(text) {
  if (problems.length < 50) problems.push(text);
  else if (problems.length === 50) problems.push('... (more problems not shown)');
}

/**
 * One request, timed and checked: a 200 must carry a JSON object, a 4xx a JSON {message};
 * anything else (5xx, malformed JSON, a network failure) is a problem.
 * @returns {Promise<{ ok: boolean, body?: any }>}
 */
async function call(base, token, action, method, url, json) {
  const started = performance.now();
  let response;
  let text;
  try {
    response = await fetch(`${base}${url}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(json ? { 'Content-Type': 'application/json' } : {}) },
      body: json ? JSON.stringify(json) : undefined,
    });
    text = await response.text();
  } catch (error) {
    problem(`${action} ${method} ${url}: no answer (${error.message})`);
    return { ok: false };
  }
  const ms = performance.now() - started;
  if (!latencies.has(action)) latencies.set(action, []);
  latencies.get(action).push(ms);
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    problem(`${action} ${method} ${url}: ${response.status} with a body that is not JSON: ${text.slice(0, 80)}`);
    return { ok: false };
  }
  if (response.status === 200) {
    if (typeof body !== 'object' || body === null) {
      problem(`${action} ${method} ${url}: 200 without a JSON object`);
      return { ok: false };
    }
    return { ok: true, body };
  }
  if (response.status >= 400 && response.status < 500 && typeof body?.message === 'string' && body.message.trim() !== '') {
    refused += 1;
    return { ok: false };
  }
  problem(`${action} ${method} ${url}: ${response.status} ${text.slice(0, 120)}`);
  return { ok: false };
}

/** The record kinds a client decides, each with its actions and what each does to the record. */
const KINDS = {
  partnerDeal: { root: '/api/partner/admin/deals', statusOf: (record) => record.status, remarksOf: (record) => record.remarks },
  distributorDeal: { root: '/api/distributor/admin/deals', statusOf: (record) => record.status, remarksOf: (record) => record.remarks },
  certification: { root: '/api/partner/admin/certifications', statusOf: (record) => record.status, remarksOf: (record) => record.remarks },
};

/** The next action for a record, and the state it leaves when acknowledged. */
function nextAction(owned, next, label) {
  const { kind, id } = owned;
  const root = KINDS[kind].root;
  const choice = next();
  if (kind === 'certification') {
    if (choice < 0.5) return { action: 'certification.approve', method: 'POST', url: `${root}/${id}/approve`, apply: (state) => ({ ...state, status: 'APPROVED' }) };
    return { action: 'certification.reject', method: 'POST', url: `${root}/${id}/reject`, json: { remarks: label }, apply: () => ({ status: 'REJECTED', remarks: label }) };
  }
  if (choice < 0.34) return { action: 'deal.approve', method: 'POST', url: `${root}/${id}/approve`, apply: (state) => ({ ...state, status: 'approved' }) };
  if (choice < 0.67) return { action: 'deal.reject', method: 'POST', url: `${root}/${id}/reject`, json: { reason: label }, apply: () => ({ status: 'rejected', remarks: label }) };
  return { action: 'deal.remarks', method: 'POST', url: `${root}/${id}/remarks`, json: { remarks: label }, apply: (state) => ({ ...state, remarks: label }) };
}

function sameState(kind, record, expected) {
  const spec = KINDS[kind];
  const statusMatches = expected.status === undefined || String(spec.statusOf(record)) === expected.status;
  const remarksMatch = expected.remarks === undefined || spec.remarksOf(record) === expected.remarks;
  return statusMatches && remarksMatch;
}

async function client(index, base, token, records, deadline, seed) {
  const next = random(seed + index * 7919);
  let sequence = 0;
  while (performance.now() < deadline) {
    const owned = records[sequence % records.length];
    sequence += 1;
    const label = `client ${index} #${sequence} ${next().toString(36).slice(2, 8)}`;
    const step = nextAction(owned, next, label);
    const answer = await call(base, token, step.action, step.method, step.url, step.json);
    if (!answer.ok) continue;
    acknowledged += 1;
    owned.expected = step.apply(owned.expected);
    if (!sameState(owned.kind, answer.body, owned.expected)) {
      problem(`${step.action} ${owned.kind} ${owned.id}: the answer ${JSON.stringify({ status: answer.body.status, remarks: answer.body.remarks })} is not the new state ${JSON.stringify(owned.expected)}`);
    }
    if (next() < READ_BACK) {
      const read = await call(base, token, `${owned.kind}.get`, 'GET', `${KINDS[owned.kind].root}/${owned.id}`);
      const record = owned.kind === 'certification' ? read.body?.certification : read.body;
      if (read.ok && !sameState(owned.kind, record, owned.expected)) {
        problem(`read after write of ${owned.kind} ${owned.id}: ${JSON.stringify({ status: record.status, remarks: record.remarks })}, expected ${JSON.stringify(owned.expected)}`);
      }
    }
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const format = (ms) => `${ms.toFixed(1)} ms`;

async function main() {
  const seed = Number(process.env.LOAD_SEED ?? Date.now() % 2 ** 31);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'partner-console-load-'));
  const app = await createServer({ dataDir, seed: 'demo' });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${app.server.address().port}`;
    const login = await fetch(`${base}/api/partner/admin/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
    const { token } = await login.json();
    const get = async (url) => (await fetch(`${base}${url}`, { headers: { Authorization: `Bearer ${token}` } })).json();

    const all = [
      ...(await get(KINDS.partnerDeal.root)).map((record) => ({ kind: 'partnerDeal', id: record.id, expected: {} })),
      ...(await get(KINDS.distributorDeal.root)).map((record) => ({ kind: 'distributorDeal', id: record.id, expected: {} })),
      ...(await get(KINDS.certification.root)).map((record) => ({ kind: 'certification', id: record.id, expected: {} })),
    ];
    const clients = Math.min(CLIENTS, all.length);
    // Each record belongs to one client: deal it out like cards.
    const hands = Array.from({ length: clients }, () => []);
    all.forEach((record, index) => hands[index % clients].push(record));
    console.log(`Load: ${clients} clients, ${all.length} records (${hands[0].length} or fewer each), ${SECONDS} s, seed ${seed}`);

    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all(hands.map((records, index) => client(index, base, token, records, deadline, seed)));
    const elapsed = (performance.now() - started) / 1000;

    // Read every record back: its state must be what its last acknowledged action left.
    const finalState = new Map();
    for (const kind of ['partnerDeal', 'distributorDeal']) for (const record of await get(KINDS[kind].root)) finalState.set(`${kind}:${record.id}`, record);
    for (const record of await get(KINDS.certification.root)) finalState.set(`certification:${record.id}`, record);
    let verified = 0;
    for (const owned of all) {
      if (owned.expected.status === undefined && owned.expected.remarks === undefined) continue;
      const record = finalState.get(`${owned.kind}:${owned.id}`);
      if (!record) problem(`${owned.kind} ${owned.id} is gone`);
      else if (!sameState(owned.kind, record, owned.expected)) {
        problem(`lost update: ${owned.kind} ${owned.id} ends as ${JSON.stringify({ status: record.status, remarks: record.remarks })}, expected ${JSON.stringify(owned.expected)}`);
      } else verified += 1;
    }

    const everything = [...latencies.values()].flat().sort((a, b) => a - b);
    console.log(`\n${everything.length} requests in ${elapsed.toFixed(1)} s: ${(everything.length / elapsed).toFixed(0)} requests/s; ${acknowledged} writes acknowledged, ${refused} refused with a 4xx`);
    console.log(`latency (all): p50 ${format(percentile(everything, 50))}, p90 ${format(percentile(everything, 90))}, p99 ${format(percentile(everything, 99))}, max ${format(everything.at(-1) ?? NaN)}`);
    for (const [action, values] of [...latencies].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = [...values].sort((a, b) => a - b);
      console.log(`  ${action.padEnd(28)} ${String(sorted.length).padStart(6)}  p50 ${format(percentile(sorted, 50))}  p90 ${format(percentile(sorted, 90))}  p99 ${format(percentile(sorted, 99))}`);
    }
    console.log(`final state: ${verified} records verified against their last acknowledged action`);
    if (problems.length > 0) {
      console.error(`\nFAILED: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log('OK: no lost update, every response valid (200 with JSON or 4xx with {message}), no 5xx');
    }
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
