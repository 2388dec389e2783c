// `node examples/server/main.mjs`: the reference backend alone, its API under /api and no console,
// for a deployment that serves the console elsewhere (API_BASE_URL) and for the tests that signal
// or kill a backend process. The settings are those of `npm start` (docs/deployment.md): PORT,
// HOST, DATA_DIR, DATABASE_URL, DATABASE_POOL_SIZE, S3_*, SEED, DEMO_DEALS, CONFLICT_WINDOW_MONTHS, TRUST_PROXY, CORS_ORIGINS,
// TLS_CERT_FILE, TLS_KEY_FILE, MAX_CONNECTIONS_PER_ADDRESS, LOG_LEVEL, QUIET.
import { appOptionsFrom } from './perimeter.mjs';
import { backendOptionsFrom, closeOnSignals, createServer } from './server.mjs';

/** @type {import('fastify').FastifyInstance} */
let app;
/** @type {ReturnType<typeof appOptionsFrom>} */
let appOptions;
try {
  appOptions = appOptionsFrom(process.env);
  app = await createServer({ ...backendOptionsFrom(), ...appOptions, report: (line) => console.log(line) });
} catch (error) {
  console.error(`Could not start: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
try {
  await app.listen({ port: Number(process.env.PORT ?? 4174), host: process.env.HOST ?? '127.0.0.1' });
} catch (error) {
  console.error(`Could not start: ${/** @type {Error} */ (error).message}`);
  await app.close();
  process.exit(1);
}
const address = /** @type {import('node:net').AddressInfo} */ (app.server.address());
console.log(`API: ${appOptions.https ? 'https' : 'http'}://${process.env.HOST ?? '127.0.0.1'}:${address.port}/api`);
closeOnSignals(app);
