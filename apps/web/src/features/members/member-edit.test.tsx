import type { TMemberListItem } from '@congress/domain/contracts/members';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCongress, sessionOf, superAdminUser } from '../../test/demo-fixtures.ts';
import { createFakeFetch, type FakeRequest, jsonResponse } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const superAdmin = superAdminUser;

const rita: TMemberListItem = {
  id: 7,
  numMember: 'M-7',
  firstname: 'Rita',
  name: 'Matos',
  email: 'rita@members.test',
  section: 'Portugal',
  workingHotel: 'Hotel Avenida',
  hasPassword: false,
};

function server(answerPut: (request: FakeRequest) => Response) {
  let member = rita;
  return createFakeFetch((request: FakeRequest) => {
    const path = request.url.split('?')[0];
    switch (`${request.method} ${path}`) {
      case 'GET /api/congress/slug/demo':
        return jsonResponse(200, demoCongress);
      case 'GET /api/congress/all':
        return jsonResponse(200, [{ id: 1, slug: 'demo', label: 'Demo Congress 2027', is_open: true }]);
      case 'GET /api/user/':
        return jsonResponse(200, sessionOf(superAdmin));
      case 'GET /api/section/uich/all':
        return jsonResponse(200, [
          { id: 1, name: 'Portugal', addressCountry: 'Portugal', numero: '7' },
          { id: 2, name: 'France', addressCountry: 'France', numero: '3' },
        ]);
      case 'GET /api/member/list':
        return jsonResponse(200, { items: [member], total: 1, page: 1, pageSize: 25 });
      case 'PUT /api/member/7': {
        const response = answerPut(request);
        if (response.ok) member = { ...member, ...(request.body as Partial<TMemberListItem>) };
        return response.ok ? jsonResponse(200, member) : response;
      }
      case 'POST /api/member/7/invitation':
        return jsonResponse(200, { email: rita.email, expiresAt: '2027-01-08T10:00:00.000Z' });
      default:
        return jsonResponse(404, { message: 'Not found' });
    }
  });
}

let fake: ReturnType<typeof server>;
const useServer = (answerPut: (request: FakeRequest) => Response) => {
  fake = server(answerPut);
  vi.stubGlobal('fetch', fake.fetch);
};
beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

async function openAction(action: string) {
  renderApp('/demo/dashboard/admin/member-book');
  const members = await screen.findByRole('table', { name: 'Members' }, { timeout: 15_000 });
  expect(within(members).getByText('Invitation pending')).toBeTruthy();
  fireEvent.click(within(members).getByRole('button', { name: 'Actions for Rita Matos' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
  return screen.findByRole('dialog');
}

describe('member book corrections', () => {
  it('edits a member: checks the fields first, sends them, and refreshes the list', async () => {
    useServer(() => jsonResponse(200, {}));
    const dialog = await openAction('Edit');
    const hotel = within(dialog).getByLabelText('Working hotel');
    expect((hotel as HTMLInputElement).value).toBe('Hotel Avenida');
    fireEvent.change(within(dialog).getByLabelText(/^E-mail/), { target: { value: 'not-an-email' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeTruthy();
    expect(fake.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^E-mail/), { target: { value: 'rita@members.test' } });
    fireEvent.change(hotel, { target: { value: 'Tivoli Lisboa' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Member updated', {}, { timeout: 5000 })).toBeTruthy();
    expect(fake.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      section: 'Portugal',
      numMember: 'M-7',
      firstname: 'Rita',
      name: 'Matos',
      email: 'rita@members.test',
      workingHotel: 'Tivoli Lisboa',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const members = screen.getByRole('table', { name: 'Members' });
    expect(await within(members).findByText('Tivoli Lisboa')).toBeTruthy();
  }, 60_000);

  it('shows the server refusal next to the field and keeps the dialog open', async () => {
    const message = 'Another member already uses this member number';
    useServer(() =>
      jsonResponse(409, { statusCode: 409, code: 'CONFLICT', message, fields: { numMember: message } }),
    );
    const dialog = await openAction('Edit');
    fireEvent.change(within(dialog).getByLabelText(/^Member number/), { target: { value: 'M-1001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getAllByText(message)).toHaveLength(2));
    expect(
      within(dialog)
        .getByLabelText(/^Member number/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.getByRole('dialog')).toBeTruthy();
  }, 60_000);

  it('resends an invitation after a confirmation', async () => {
    useServer(() => jsonResponse(200, {}));
    const dialog = await openAction('Resend invitation');
    expect(within(dialog).getByText(/rita@members\.test/)).toBeTruthy();
    expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('Invitation sent to rita@members.test', {}, { timeout: 5000 }),
    ).toBeTruthy();
    const sent = fake.calls.find((c) => c.method === 'POST' && c.url.startsWith('/api/member/7/invitation'));
    expect(sent?.url).toContain('congressSlug=demo');
  }, 60_000);
});
