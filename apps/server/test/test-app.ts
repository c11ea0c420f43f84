import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type AppConfig, loadConfig } from '../src/config.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

export const TEST_ORIGIN = 'http://127.0.0.1:3999';

export type TestContext = {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  /** Moves the app's clock; starts at the real time. */
  clock: { now: Date; advance(ms: number): void };
  close(): Promise<void>;
};

export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN, LOG_LEVEL: 'silent', ...env });
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const app = await buildApp({ config, db: database.db, clock: () => clock.now });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** A browser-like client: keeps cookies between calls and sends the app's Origin on writes. */
export function createClient(app: FastifyInstance) {
  const jar = new Map<string, string>();
  const remember = (response: LightMyRequestResponse) => {
    for (const cookie of response.cookies) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === '') jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
  };
  const request = async (options: InjectOptions & { method: string; url: string }) => {
    const isWrite = !['GET', 'HEAD'].includes(options.method.toUpperCase());
    const response = await app.inject({
      ...options,
      headers: { ...(isWrite ? { origin: TEST_ORIGIN } : {}), ...(options.headers ?? {}) },
      cookies: { ...Object.fromEntries(jar), ...(options.cookies ?? {}) },
    });
    remember(response);
    return response;
  };
  return {
    jar,
    request,
    get: (url: string) => request({ method: 'GET', url }),
    post: (url: string, payload?: unknown) =>
      request({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) }),
    put: (url: string, payload?: unknown) =>
      request({ method: 'PUT', url, ...(payload === undefined ? {} : { payload: payload as object }) }),
    delete: (url: string) => request({ method: 'DELETE', url }),
  };
}
export type TestClient = ReturnType<typeof createClient>;
