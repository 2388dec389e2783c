// `node examples/server/main.mjs`: the reference backend alone, its API under /api and no console,
// for a deployment that serves the console elsewhere (API_BASE_URL) and for the shutdown test.
// The settings are those of `npm start` (docs/deployment.md): PORT, HOST, DATA_DIR, DATABASE_URL,
// DATABASE_POOL_SIZE, SEED, TRUST_PROXY.
import { trustProxyFrom } from '../start.mjs';
import { backendOptionsFrom, closeOnSignals, createServer } from './server.mjs';

const app = await createServer({ ...backendOptionsFrom(), logger: { level: process.env.LOG_LEVEL ?? 'warn' }, trustProxy: trustProxyFrom(process.env.TRUST_PROXY) });
try {
  await app.listen({ port: Number(process.env.PORT ?? 4174), host: process.env.HOST ?? '127.0.0.1' });
} catch (error) {
  console.error(`Could not start: ${/** @type {Error} */ (error).message}`);
  await app.close();
  process.exit(1);
}
const address = /** @type {import('node:net').AddressInfo} */ (app.server.address());
console.log(`API: http://${process.env.HOST ?? '127.0.0.1'}:${address.port}/api`);
closeOnSignals(() => app.close());
