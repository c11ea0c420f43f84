import { type TAdminUser, USER_ADMIN_MESSAGES } from '@congress/domain/contracts/users-admin';
import { VERSION_MESSAGES } from '@congress/domain/contracts/versions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, type FakeRequest, jsonResponse } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { UserFormModal } from './user-form-modal.tsx';

const PASSWORD = 'Good!2345';
const superAdmin: TAdminUser = {
  id: 3,
  email: 'root@demo.test',
  roles: ['ROLE_SUPER_ADMIN'],
  is_activated: true,
  congressId: null,
  congressIds: [],
  version: 2,
  isLastSuperAdmin: true,
};

function renderModal(user: TAdminUser | null, answer: (request: FakeRequest) => Response) {
  const fake = createFakeFetch((request) =>
    request.url === '/api/congress/all' ? jsonResponse(200, []) : answer(request),
  );
  vi.stubGlobal('fetch', fake.fetch);
  const onReload = vi.fn(async () => {});
  renderWithProviders(<UserFormModal congressId={1} user={user} onClose={() => {}} onReload={onReload} />);
  return { fake, onReload, dialog: () => screen.getByRole('dialog') };
}

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => vi.unstubAllGlobals());

describe('Create / Edit User: one role', { timeout: 20_000 }, () => {
  it('offers the roles as one radio group with none chosen, and sends the one chosen', async () => {
    const { fake } = renderModal(null, () => jsonResponse(201, { ...superAdmin, isLastSuperAdmin: false }));
    const group = await screen.findByRole('radiogroup', { name: /Role/ });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'ROLE_USER',
      'ROLE_CHECKIN',
      'ROLE_VISUALISATION',
      'ROLE_ADMIN',
      'ROLE_SUPER_ADMIN',
    ]);
    expect(radios.filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0);

    fill(/^Email/, 'viewer@demo.test');
    fill(/^Password/, PASSWORD);
    fill(/^Confirm Password/, PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(USER_ADMIN_MESSAGES.selectRole)).toBeTruthy();
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.click(within(group).getByRole('radio', { name: 'VISUALISATION' }));
    fireEvent.click(within(group).getByRole('radio', { name: 'ADMIN' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'POST')).toBe(true));
    const post = fake.calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ roles: ['ROLE_ADMIN'] });
  });

  it('keeps the last active super admin a super admin and enabled, and says why', async () => {
    renderModal(superAdmin, () => jsonResponse(200, superAdmin));
    expect(await screen.findByText(USER_ADMIN_MESSAGES.lastSuperAdminNote)).toBeTruthy();
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('switch', { name: 'Enabled' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('says a new address gets a confirmation link, only once the address changes (decisions 50)', async () => {
    renderModal({ ...superAdmin, isLastSuperAdmin: false }, () => jsonResponse(200, superAdmin));
    const email = await screen.findByRole('textbox', { name: /^Email/ });
    const note = 'Saving sends a confirmation link to the new address.';
    expect(screen.queryByText(note)).toBeNull();
    fireEvent.change(email, { target: { value: ` ${superAdmin.email.toUpperCase()} ` } });
    expect(screen.queryByText(note)).toBeNull();
    fireEvent.change(email, { target: { value: 'new-address@demo.test' } });
    expect(screen.getByText(note)).toBeTruthy();
  });

  it('a stale save shows the conflict message with Reload (decisions 39)', async () => {
    const conflict = { statusCode: 409, code: 'VERSION_CONFLICT', message: VERSION_MESSAGES.conflict };
    const { fake, onReload } = renderModal({ ...superAdmin, isLastSuperAdmin: false }, () =>
      jsonResponse(409, conflict),
    );
    fill(/^Email/, 'root2@demo.test');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(VERSION_MESSAGES.conflict)).toBeTruthy();
    expect(fake.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ version: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});
