export type FakeRequest = { url: string; method: string; body: unknown; init: RequestInit };
type Handler = (request: FakeRequest) => Response | Promise<Response>;

export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** A fetch that records every call and answers through one handler: no network, no mocking library. */
export function createFakeFetch(handler: Handler) {
  const calls: FakeRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const request: FakeRequest = { url: String(input), method: init.method ?? 'GET', body, init };
    calls.push(request);
    return handler(request);
  };
  const count = (method: string, url: string) =>
    calls.filter((call) => call.method === method && call.url === url).length;
  return { fetch: fetch as typeof globalThis.fetch, calls, count };
}

/** A Storage backed by a Map, so two "tabs" can share one. */
export function createMemoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** A Web Locks stand-in: one holder at a time per name, the others wait in order. */
export function createFakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  let grants = 0;
  return {
    get grants() {
      return grants;
    },
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const result = previous.then(() => {
        grants += 1;
        return callback();
      });
      tails.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
  };
}

export const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));
