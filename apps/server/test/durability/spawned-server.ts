import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { ACCESS_COOKIE } from '../../src/plugins/auth.ts';

/** The real server as a process of its own (`src/main.ts` through tsx), for kill -9 and restarts. */
const mainPath = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type SpawnedServer = {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
  output(): string;
};

/** Starts the server on a database (DATA_DIR or DATABASE_URL in `env`) and waits for its health. */
export async function startServer(env: Record<string, string>): Promise<SpawnedServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('node', ['--import', 'tsx', mainPath], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server = { child, url, exited, output: () => output };
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}

/** A JSON request as the browser sends it: the access cookie, and Origin on writes. */
export async function call(server: SpawnedServer, path: string, token: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      cookie: `${ACCESS_COOKIE}=${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json', origin: server.url }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: () => JSON.parse(text) as Record<string, unknown>, text };
}
