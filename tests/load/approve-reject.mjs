// `npm run test:load`: the reference backend under concurrent work. Not part of `npm test`.
//
// Starts the reference server (createServer, demo seed) on a fresh temporary data directory and
// lets LOAD_CLIENTS clients (default 50) for LOAD_SECONDS (default 30) approve and reject deals
// (both programmes), sign-up requests (both programmes) and certifications, update deal remarks,
// edit quiz questions (both banks) and upload files. Each record belongs to exactly one client,
// which sends one request at a time, so the record's final state is known: the effect of the last
// acknowledged action. At the end every record is read back and compared, and every uploaded file
// downloaded and compared byte for byte, so a lost or misapplied update fails the run; so does any
// response that is not a 200 with a JSON record or a 4xx with {message} (a 5xx, a malformed body, a
// dropped connection). Now and then a client reads its record straight after a write.
//
// LOAD_INSTANCES=2 starts two instances on one PostgreSQL database (DATABASE_URL, else a fresh
// database on the server scripts/ensure-postgres.mjs provides) sharing one files directory; the
// clients are spread over them, one token serves both, and the read-back goes through the other one.
//
//   LOAD_CLIENTS=50 LOAD_SECONDS=30 npm run test:load
//   LOAD_INSTANCES=2 npm run test:load
//
// Prints throughput and latency percentiles per action; exits with 1 on any failure.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createServer } from '../../examples/server/server.mjs';
import { ensurePostgres } from '../../scripts/ensure-postgres.mjs';

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const INSTANCES = Math.max(1, Number(process.env.LOAD_INSTANCES ?? 1));
/** Share of a client's turns spent uploading a file. */
const UPLOADS = 0.04;
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
async function call(base, token, action, method, url, json, form) {
  const started = performance.now();
  let response;
  let text;
  try {
    response = await fetch(`${base}${url}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(json ? { 'Content-Type': 'application/json' } : {}) },
      body: form ?? (json ? JSON.stringify(json) : undefined),
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

const QUIZ_OPTIONS = { optionA: 'Yes', optionB: 'No', optionC: 'Maybe', optionD: 'Never', correctOption: 'A', marks: 1 };

/**
 * The record kinds a client works on: where they are listed and read, and how their state (a
 * status and a text) shows in a record.
 */
const KINDS = {
  partnerDeal: { list: '/api/partner/admin/deals', root: '/api/partner/admin/deals', statusOf: (record) => record.status, remarksOf: (record) => record.remarks },
  distributorDeal: { list: '/api/distributor/admin/deals', root: '/api/distributor/admin/deals', statusOf: (record) => record.status, remarksOf: (record) => record.remarks },
  certification: { list: '/api/partner/admin/certifications', root: '/api/partner/admin/certifications', statusOf: (record) => record.status, remarksOf: (record) => record.remarks },
  partnerRequest: { list: '/api/partner/admin/partners/pending', root: '/api/partner/admin/partners', statusOf: memberStatus, remarksOf: (record) => record.rejectionReason },
  distributorRequest: { list: '/api/distributor/admin/distributors/pending', root: '/api/distributor/admin/distributors', statusOf: memberStatus, remarksOf: (record) => record.rejectionReason },
  techQuestion: { list: '/api/partner/admin/quiz/tech', root: '/api/partner/admin/quiz/tech', statusOf: () => undefined, remarksOf: (record) => record.question, listOnly: true },
  salesQuestion: { list: '/api/partner/admin/quiz/sales', root: '/api/partner/admin/quiz/sales', statusOf: () => undefined, remarksOf: (record) => record.question, listOnly: true },
};

function memberStatus(record) {
  return record.isApproved ? 'approved' : record.isActive === false ? 'rejected' : 'pending';
}

/** The next action for a record, and the state it leaves when acknowledged. */
function nextAction(owned, next, label) {
  const { kind, id } = owned;
  const root = KINDS[kind].root;
  const choice = next();
  if (kind === 'certification') {
    if (choice < 0.5) return { action: 'certification.approve', method: 'POST', url: `${root}/${id}/approve`, apply: (state) => ({ ...state, status: 'APPROVED' }) };
    return { action: 'certification.reject', method: 'POST', url: `${root}/${id}/reject`, json: { remarks: label }, apply: () => ({ status: 'REJECTED', remarks: label }) };
  }
  if (kind === 'partnerRequest' || kind === 'distributorRequest') {
    if (choice < 0.5) return { action: 'request.approve', method: 'POST', url: `${root}/${id}/approve`, apply: () => ({ status: 'approved', remarks: null }) };
    return { action: 'request.reject', method: 'POST', url: `${root}/${id}/reject`, json: { reason: label }, apply: () => ({ status: 'rejected', remarks: label }) };
  }
  if (kind === 'techQuestion' || kind === 'salesQuestion') {
    return { action: 'quiz.update', method: 'POST', url: `${root}/${id}`, json: { question: label, ...QUIZ_OPTIONS }, apply: () => ({ remarks: label }) };
  }
  if (choice < 0.34) return { action: 'deal.approve', method: 'POST', url: `${root}/${id}/approve`, apply: (state) => ({ ...state, status: 'approved' }) };
  // The reason is kept apart from the remark, which a rejection leaves as it was.
  if (choice < 0.67) return { action: 'deal.reject', method: 'POST', url: `${root}/${id}/reject`, json: { reason: label }, apply: (state) => ({ ...state, status: 'rejected' }) };
  return { action: 'deal.remarks', method: 'POST', url: `${root}/${id}/remarks`, json: { remarks: label }, apply: (state) => ({ ...state, remarks: label }) };
}

/** Uploads a small file of its own bytes; acknowledged uploads are checked at the end. */
async function upload(base, token, label, next, uploads) {
  const bytes = Buffer.from(`%PDF-1.4\n${label}\n${'x'.repeat(Math.floor(next() * 20_000))}`);
  const form = new FormData();
  form.append('title', label);
  form.append('resourceType', 'SALES');
  form.append('contentType', 'DATASHEET');
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), `${label}.pdf`);
  const answer = await call(base, token, 'resource.upload', 'POST', '/api/partner/admin/resources', undefined, form);
  if (answer.ok) {
    acknowledged += 1;
    uploads.push({ id: answer.body.id, title: label, bytes });
  }
}

function sameState(kind, record, expected) {
  const spec = KINDS[kind];
  const statusMatches = expected.status === undefined || String(spec.statusOf(record)) === expected.status;
  const remarksMatch = expected.remarks === undefined || spec.remarksOf(record) === expected.remarks;
  return statusMatches && remarksMatch;
}

async function client(index, base, token, records, deadline, seed, uploads) {
  const next = random(seed + index * 7919);
  let sequence = 0;
  while (performance.now() < deadline) {
    const owned = records[sequence % records.length];
    sequence += 1;
    const label = `client ${index} #${sequence} ${next().toString(36).slice(2, 8)}`;
    if (next() < UPLOADS) {
      await upload(base, token, label, next, uploads);
      continue;
    }
    const step = nextAction(owned, next, label);
    const answer = await call(base, token, step.action, step.method, step.url, step.json);
    if (!answer.ok) continue;
    acknowledged += 1;
    owned.expected = step.apply(owned.expected);
    if (!sameState(owned.kind, answer.body, owned.expected)) {
      problem(`${step.action} ${owned.kind} ${owned.id}: the answer ${JSON.stringify({ status: answer.body.status, remarks: answer.body.remarks })} is not the new state ${JSON.stringify(owned.expected)}`);
    }
    if (!KINDS[owned.kind].listOnly && next() < READ_BACK) {
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

/** A fresh database on a PostgreSQL server for the instances, and how to drop it afterwards. */
async function freshDatabase() {
  const adminUrl = process.env.DATABASE_URL ? null : ensurePostgres().url;
  if (!adminUrl) return { url: /** @type {string} */ (process.env.DATABASE_URL), drop: async () => {} };
  const name = `pc_load_${process.pid}`;
  const run = async (sql) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function main() {
  const seed = Number(process.env.LOAD_SEED ?? Date.now() % 2 ** 31);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'partner-console-load-'));
  const database = INSTANCES > 1 || process.env.DATABASE_URL ? await freshDatabase() : null;
  const apps = await Promise.all(
    Array.from({ length: INSTANCES }, () => createServer({ dataDir, seed: 'demo', ...(database ? { databaseUrl: database.url, databasePoolSize: 20 } : {}) })),
  );
  try {
    const bases = [];
    for (const app of apps) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      bases.push(`http://127.0.0.1:${app.server.address().port}`);
    }
    const base = bases[0];
    const login = await fetch(`${base}/api/partner/admin/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
    const { token } = await login.json();
    // The read-back goes through the last instance: with two, not the one most writes went to.
    const readBase = bases.at(-1);
    const get = async (url) => (await fetch(`${readBase}${url}`, { headers: { Authorization: `Bearer ${token}` } })).json();

    const all = [];
    for (const kind of Object.keys(KINDS)) {
      for (const record of await get(KINDS[kind].list)) all.push({ kind, id: record.id, expected: {} });
    }
    const clients = Math.min(CLIENTS, all.length);
    // Each record belongs to one client: deal it out like cards.
    const hands = Array.from({ length: clients }, () => []);
    all.forEach((record, index) => hands[index % clients].push(record));
    const where = database ? `${INSTANCES} instance(s) on PostgreSQL` : '1 instance on PGlite';
    console.log(`Load: ${where}, ${clients} clients, ${all.length} records (${hands[0].length} or fewer each), ${SECONDS} s, seed ${seed}`);

    const uploads = [];
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all(hands.map((records, index) => client(index, bases[index % bases.length], token, records, deadline, seed, uploads)));
    const elapsed = (performance.now() - started) / 1000;

    // Read every record back: its state must be what its last acknowledged action left.
    const finalState = new Map();
    for (const kind of Object.keys(KINDS)) for (const record of await get(KINDS[kind].list)) finalState.set(`${kind}:${record.id}`, record);
    let verified = 0;
    for (const owned of all) {
      if (owned.expected.status === undefined && owned.expected.remarks === undefined) continue;
      const record = finalState.get(`${owned.kind}:${owned.id}`);
      if (!record) problem(`${owned.kind} ${owned.id} is gone`);
      else if (!sameState(owned.kind, record, owned.expected)) {
        const spec = KINDS[owned.kind];
        problem(`lost update: ${owned.kind} ${owned.id} ends as ${JSON.stringify({ status: spec.statusOf(record), remarks: spec.remarksOf(record) })}, expected ${JSON.stringify(owned.expected)}`);
      } else verified += 1;
    }
    // Every acknowledged upload is listed and serves its bytes, through the read-back instance.
    const listed = new Map((await get('/api/partner/admin/resources/type/SALES')).map((resource) => [resource.id, resource]));
    for (const uploaded of uploads) {
      const resource = listed.get(uploaded.id);
      if (!resource) {
        problem(`upload ${uploaded.title} (${uploaded.id}) is not listed`);
        continue;
      }
      const bytes = Buffer.from(await (await fetch(resource.url)).arrayBuffer());
      if (!bytes.equals(uploaded.bytes)) problem(`upload ${uploaded.title} (${uploaded.id}) serves other bytes`);
      else verified += 1;
    }

    const everything = [...latencies.values()].flat().sort((a, b) => a - b);
    console.log(`\n${everything.length} requests in ${elapsed.toFixed(1)} s: ${(everything.length / elapsed).toFixed(0)} requests/s; ${acknowledged} writes acknowledged, ${refused} refused with a 4xx`);
    console.log(`latency (all): p50 ${format(percentile(everything, 50))}, p90 ${format(percentile(everything, 90))}, p99 ${format(percentile(everything, 99))}, max ${format(everything.at(-1) ?? NaN)}`);
    for (const [action, values] of [...latencies].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = [...values].sort((a, b) => a - b);
      console.log(`  ${action.padEnd(28)} ${String(sorted.length).padStart(6)}  p50 ${format(percentile(sorted, 50))}  p90 ${format(percentile(sorted, 90))}  p99 ${format(percentile(sorted, 99))}`);
    }
    console.log(`final state: ${verified} records and uploads verified against their last acknowledged action`);
    if (problems.length > 0) {
      console.error(`\nFAILED: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log('OK: no lost update, every upload served intact, every response valid (200 with JSON or 4xx with {message}), no 5xx');
    }
  } finally {
    await Promise.all(apps.map((app) => app.close()));
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
