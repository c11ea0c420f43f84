import type { TCurrentUser } from '@congress/domain/contracts/auth';
import { vi } from 'vitest';
import { demoCongress, sessionOf, superAdminUser } from './demo-fixtures.ts';
import { createFakeFetch, type FakeRequest, jsonResponse } from './fake-fetch.ts';

/** A staff member of the demo congress with one role. */
export const staffOf = (role: TCurrentUser['roles'][number]): TCurrentUser => ({
  ...superAdminUser,
  id: 3,
  congressIds: [1],
  roles: [role],
});

type Routes = Record<string, (request: FakeRequest) => Response>;

/**
 * Stubs `fetch` for a screen test: the app shell's calls (the demo congress, the congress list, the
 * session of `user`, or signed out when null) and the screen's own `routes`, keyed "METHOD /path"
 * (query string ignored); anything else answers 404. Answers the fake to inspect its calls.
 */
export function serveScreen(user: TCurrentUser | null, routes: Routes) {
  const shell: Routes = {
    'GET /api/congress/slug/demo': () => jsonResponse(200, demoCongress),
    'GET /api/congress/all': () =>
      jsonResponse(200, [{ id: 1, slug: 'demo', label: 'Demo Congress 2027', is_open: true }]),
    'GET /api/user/': () =>
      user
        ? jsonResponse(200, sessionOf(user))
        : jsonResponse(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Not signed in' }),
  };
  const fake = createFakeFetch((request) => {
    const key = `${request.method} ${request.url.split('?')[0]}`;
    const answer = routes[key] ?? shell[key];
    return answer ? answer(request) : jsonResponse(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}
