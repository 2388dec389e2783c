import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createServer, type AppOptions, type BackendOptions } from '../../examples/server/server.mjs';

export const DEMO_EMAIL = 'admin@partner-console.dev';
export const DEMO_PASSWORD = 'Admin@12345';

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RunningServer {
  app: FastifyInstance;
  dataDir: string;
  /** e.g. http://127.0.0.1:41234/api */
  apiUrl: string;
  /** Sends a request; `json` is sent as JSON, `body` as is (FormData, a raw string). */
  call<T = unknown>(method: string, apiPath: string, init?: { token?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> }): Promise<Answer<T>>;
  /** Signs in with the demo credentials and returns the token. */
  login(password?: string): Promise<string>;
  close(): Promise<void>;
}

/** A fresh temporary data directory; remove it with `removeDataDir`. */
export const makeDataDir = () => mkdtemp(path.join(tmpdir(), 'partner-console-server-'));
export const removeDataDir = (dataDir: string) => rm(dataDir, { recursive: true, force: true });

/** Starts the reference backend on a free port over `dataDir` (a new temporary one by default). */
export async function startServer(options: BackendOptions & AppOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await makeDataDir());
  const app = await createServer({ ...options, dataDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;

  const call: RunningServer['call'] = async (method, apiPath, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const response = await fetch(apiUrl + apiPath, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed as never };
  };

  const login = async (password = DEMO_PASSWORD) => {
    const answer = await call<{ token: string }>('POST', '/partner/admin/auth/login', { json: { email: DEMO_EMAIL, password } });
    if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.token;
  };

  return { app, dataDir, apiUrl, call, login, close: () => app.close() };
}
