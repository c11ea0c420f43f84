import { ZParticipationFilter } from '@congress/domain/contracts/participation-list';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, jsonResponse } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { SendEmailsModal, type SendEmailsRecipients } from './send-emails-modal.tsx';

const filter = ZParticipationFilter.parse({ status: 'pending', search: 'martin' });
let answer: () => Response;
let fake: ReturnType<typeof createFakeFetch>;

beforeEach(() => {
  fake = createFakeFetch(() => answer());
  vi.stubGlobal('fetch', fake.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderModal(recipients: SendEmailsRecipients) {
  renderWithProviders(
    <SendEmailsModal congressSlug="demo" congressId={7} opened onClose={() => {}} recipients={recipients} />,
  );
}

const recipientCalls = () => fake.calls.filter((call) => call.url === '/api/email/recipients');

describe('SendEmailsModal: the recipient list', { timeout: 20_000 }, () => {
  it("lists a filter's recipients by name and e-mail, flags a missing address and counts the rest", async () => {
    answer = () =>
      jsonResponse(200, {
        total: 203,
        items: [
          { participationId: 1, firstName: 'Claire', lastName: 'Martin', email: 'claire@demo.test' },
          { participationId: 2, firstName: 'Nora', lastName: 'Martin', email: null },
        ],
      });
    renderModal({ kind: 'filter', filter, count: 200 });
    expect(screen.getByText('Loading recipients…')).toBeTruthy();
    const list = await screen.findByRole('region', { name: 'Recipient list' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Claire Martin · claire@demo.test',
      'Nora Martin · no e-mail address',
    ]);
    expect(screen.getByText('Recipients: 203', { exact: false })).toBeTruthy();
    expect(screen.getByText('and 201 more')).toBeTruthy();
    expect(recipientCalls().map((call) => [call.method, call.body])).toEqual([
      [
        'POST',
        { congressId: 7, recipients: { kind: 'filter', filter }, template: null, includeIncomplete: false },
      ],
    ]);
  });

  it('asks for the selected ids and shows no "more" line when every recipient is listed', async () => {
    answer = () =>
      jsonResponse(200, {
        total: 1,
        items: [{ participationId: 5, firstName: 'Theo', lastName: 'Dupont', email: 'theo@demo.test' }],
      });
    renderModal({ kind: 'participations', ids: [5], count: 1 });
    expect(await screen.findByText('Theo Dupont')).toBeTruthy();
    expect(screen.queryByText(/more$/)).toBeNull();
    expect(recipientCalls()[0]?.body).toEqual({
      congressId: 7,
      recipients: { kind: 'participations', ids: [5] },
      template: null,
      includeIncomplete: false,
    });
    expect(screen.getByRole('button', { name: 'SEND' })).toHaveProperty('disabled', false);
  });

  it('shows an error with a retry when the list cannot be loaded, and disables SEND when nobody matches', async () => {
    answer = () => jsonResponse(403, { statusCode: 403, code: 'FORBIDDEN', message: 'Access denied' });
    renderModal({ kind: 'filter', filter, count: 4 });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The recipients could not be loaded.');
    answer = () => jsonResponse(200, { total: 0, items: [] });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No participation to write to.')).toBeTruthy();
    expect(recipientCalls()).toHaveLength(2);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'SEND' })).toHaveProperty('disabled', true),
    );
  });
});

describe('SendEmailsModal: the attachments', { timeout: 20_000 }, () => {
  it('ticks RIB and Invoice while another change is still being applied, without crashing', async () => {
    answer = () => jsonResponse(200, { total: 0, items: [] });
    renderModal({ kind: 'participations', ids: [5], count: 1 });
    const subject = screen.getByRole('textbox', { name: /Subject/ });
    const rib = screen.getByRole('checkbox', { name: 'RIB' });
    const invoice = screen.getByRole('checkbox', { name: 'Invoice' });
    // One batch: the checkboxes' updates wait behind the subject's, as after choosing a template.
    act(() => {
      fireEvent.change(subject, { target: { value: 'Reminder' } });
      fireEvent.click(rib);
      fireEvent.click(invoice);
    });
    expect(rib).toHaveProperty('checked', true);
    expect(invoice).toHaveProperty('checked', true);
  });
});
