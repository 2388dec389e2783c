import { once } from 'node:events';
import { request } from 'node:http';
import { DEMO_EMAIL, DEMO_PASSWORD, makeDataDir, removeDataDir, startBackendProcess, startServer } from './support.js';

// Graceful shutdown of the backend as a process (examples/server/main.mjs, whose signal handling
// `npm start` shares): a SIGTERM during an upload lets that upload finish and be stored, refuses new
// connections, and exits 0.

it('lets an upload under way finish across a SIGTERM, refuses new connections, and exits 0', async () => {
  const dataDir = await makeDataDir();
  try {
    const { child, apiUrl, output } = await startBackendProcess(dataDir);
    const exited = once(child, 'exit');
    const login = await fetch(`${apiUrl}/partner/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };

    // A multipart upload whose file arrives in two halves, with the SIGTERM in between.
    const boundary = 'shutdown-test-boundary';
    const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const head =
      field('title', 'Sent across a shutdown') +
      field('resourceType', 'SALES') +
      field('contentType', 'DATASHEET') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="late.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200_000, 5)]);
    const tail = `\r\n--${boundary}--\r\n`;
    const body = Buffer.concat([Buffer.from(head), file, Buffer.from(tail)]);
    const half = Buffer.from(head).length + file.length / 2;

    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const upload = request(`${apiUrl}/partner/admin/resources`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length },
      });
      upload.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      upload.on('error', reject);
      upload.write(body.subarray(0, half), () => {
        // The first half is on its way: the signal comes mid-upload.
        setTimeout(() => {
          child.kill('SIGTERM');
          setTimeout(() => upload.end(body.subarray(half)), 700);
        }, 300);
      });
    });

    // While it closes, the server takes no new connection.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(fetch(`${apiUrl}/health`)).rejects.toThrow();

    const answer = await answered;
    expect(answer.status, answer.text).toBe(200);
    const created = JSON.parse(answer.text) as { id: number; title: string };
    expect(created.title).toBe('Sent across a shutdown');
    const [code] = (await exited) as [number | null];
    expect(code, output()).toBe(0);

    // Acknowledged means stored: after a restart the resource and its bytes are there.
    const server = await startServer({ dataDir });
    try {
      const fresh = await server.login();
      const resources = (await server.call<{ id: number; url: string }[]>('GET', '/partner/admin/resources/type/SALES', { token: fresh })).body;
      const stored = resources.find((resource) => resource.id === created.id);
      expect(stored).toBeDefined();
      expect(Buffer.from(await (await fetch(stored!.url)).arrayBuffer()).equals(file)).toBe(true);
    } finally {
      await server.close();
    }
  } finally {
    await removeDataDir(dataDir);
  }
});
