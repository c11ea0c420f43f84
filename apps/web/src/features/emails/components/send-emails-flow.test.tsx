import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, type FakeRequest, jsonResponse } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { SendEmailsModal } from './send-emails-modal.tsx';

const ana = {
  participationId: 1,
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@demo.test',
  missing: [],
  skip: null,
};
const sara = {
  participationId: 2,
  firstName: 'Sara',
  lastName: 'Lee',
  email: 'sara@demo.test',
  missing: [],
  skip: 'nothing-due',
};
const skipped = { 'no-email': 0, 'nothing-due': 1, incomplete: 0 };
const counts = { recipients: 3, toSend: 2, skipped };
const campaign = {
  id: 12,
  createdAt: '2027-05-01T10:00:00.000Z',
  sentBy: 'admin@demo.test',
  template: 'Reminder Payment',
  subject: 'Reminder {{firstName}}',
  selection: { kind: 'participations', count: 3 },
  attachments: { rib: false, invoice: false },
  includeIncomplete: false,
  counts: { recipients: 3, queued: 2, skipped, pending: 0, sent: 2, failed: 0 },
};

function answer(request: FakeRequest): Response {
  const body = request.body as { participationId?: number } | undefined;
  if (request.url === '/api/email/recipients')
    return jsonResponse(200, { total: 3, items: [ana, sara], incomplete: 0, toSend: 2, skipped });
  if (request.url.startsWith('/api/template/label/'))
    return jsonResponse(200, {
      label: 'Reminder Payment',
      language: 'en',
      subject: 'Reminder {{firstName}}',
      body: '<p>Dear {{firstName}}</p>',
      updatedAt: null,
    });
  if (request.url === '/api/email/preview') {
    const who = body?.participationId === 2 ? sara : ana;
    return jsonResponse(200, {
      recipient: who,
      subject: `Reminder ${who.firstName}`,
      html: `<p>Dear ${who.firstName}</p>`,
      text: `Dear ${who.firstName}`,
      attachments: [],
      counts,
    });
  }
  if (request.url === '/api/email/test') return jsonResponse(200, { to: 'admin@demo.test' });
  if (request.url === '/api/email/send')
    return jsonResponse(200, { campaignId: 12, queued: 2, skipped, withoutInvoice: 0, ribMissing: false });
  if (request.url.startsWith('/api/email/campaign/12')) return jsonResponse(200, campaign);
  return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
}

let fake: ReturnType<typeof createFakeFetch>;
beforeEach(() => {
  fake = createFakeFetch(answer);
  vi.stubGlobal('fetch', fake.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const callsTo = (url: string) => fake.calls.filter((call) => call.url === url);

describe('Send Emails: preview, test, confirmation and summary (decisions 36)', { timeout: 20_000 }, () => {
  it('sends nothing until the organiser has seen the preview and confirmed "Send to N people?"', async () => {
    renderWithProviders(
      <MemoryRouter>
        <SendEmailsModal
          congressSlug="demo"
          congressId={7}
          opened
          onClose={() => {}}
          recipients={{ kind: 'participations', ids: [1, 2, 3], count: 3 }}
        />
      </MemoryRouter>,
    );
    expect(await screen.findByText('2 will receive it; skipped: 1 with nothing to pay.')).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'Template' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Reminder Payment', hidden: true }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveProperty(
        'value',
        'Reminder {{firstName}}',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'SEND' }));
    const frame = await screen.findByTitle('E-mail preview for Ana Silva');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Dear Ana</p>');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(screen.getByText('Reminder Ana')).toBeTruthy();
    expect(screen.getByText('2 of 3 recipients will receive it; 1 skipped.')).toBeTruthy();
    expect(callsTo('/api/email/send')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Send a test to me' }));
    expect(await screen.findByText('A test was sent to admin@demo.test.')).toBeTruthy();
    expect(callsTo('/api/email/test')[0]?.body).toMatchObject({
      participationId: 1,
      template: 'Reminder Payment',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Send to 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to 2 people?' });
    expect(callsTo('/api/email/send')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('heading', { name: 'Campaign summary' })).toBeTruthy();
    expect(callsTo('/api/email/send')[0]?.body).toMatchObject({
      confirmedCount: 2,
      template: 'Reminder Payment',
    });
    const link = screen.getByRole('link', { name: 'Open this campaign in the e-mail log' });
    expect(link.getAttribute('href')).toBe('/demo/dashboard/admin/email-log/campaigns/12');
    expect(screen.getByText('Skipped: 1 with nothing to pay.')).toBeTruthy();
  });
});
