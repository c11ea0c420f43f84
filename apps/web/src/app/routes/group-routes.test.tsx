import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { superAdminUser } from '../../test/demo-fixtures.ts';
import { jsonResponse } from '../../test/fake-fetch.ts';
import { groupOf } from '../../test/group-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { serveScreen } from '../../test/screen-fetch.ts';

const payer = {
  ...superAdminUser,
  id: 9,
  email: 'payer@acme.test',
  roles: ['ROLE_USER' as const],
  congressIds: [1],
};
afterEach(() => vi.unstubAllGlobals());

describe('group booking routes (decisions 49)', () => {
  it('opens the group page under the user dashboard', async () => {
    serveScreen(payer, { 'GET /api/group/5': () => jsonResponse(200, groupOf()) });
    renderApp('/demo/dashboard/user/group/5');
    expect(
      await screen.findByRole('heading', { name: 'Group booking GRP-5-KX2Q' }, { timeout: 15_000 }),
    ).toBeTruthy();
  }, 30_000);

  it('sends a visitor to sign in before booking for several people', async () => {
    serveScreen(null, {});
    const { router } = renderApp('/demo/group/new?rate=7');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 15_000 });
    expect(decodeURIComponent(router.state.location.search)).toContain('/demo/group/new?rate=7');
  }, 30_000);
});
