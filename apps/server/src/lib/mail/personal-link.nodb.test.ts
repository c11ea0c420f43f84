import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromServer, isTest, SERVER, sourceFiles } from '../../../test/server-sources.ts';
import {
  dashboardUrl,
  personalLinkLine,
  personalLinkText,
  setSiteAddress,
  withPersonalLink,
} from './personal-link.ts';

/**
 * Every e-mail a participant receives about a congress ends with the link to their registration
 * page. Each file that queues e-mails is listed here by how its messages get the link, so a new
 * e-mail queued without it fails this test until it adds `withPersonalLink` (or says why not).
 */
const BY_BUILDER: Record<string, string> = {
  // The file queueing -> the builder that adds the link (or renders a participant template: participantEmail adds it).
  'src/modules/auth/email-verification.service.ts': 'src/modules/auth/verification-email.ts',
  'src/modules/invoices/invoices.service.ts': 'src/modules/invoices/invoice-email.ts',
  'src/modules/booking/groups/groups.service.ts': 'src/modules/booking/groups/group-emails.ts',
  'src/modules/booking/groups/group-naming.service.ts': 'src/modules/booking/groups/group-emails.ts',
  'src/modules/payments-desk/group-receipt.ts': 'src/modules/payments/group-paid-email.ts',
  'src/modules/payments-desk/refund-desk.service.ts': 'src/modules/payments-desk/desk-emails.ts',
  'src/modules/payments-desk/desk-settle.ts': 'src/modules/invoices/invoice-email.ts',
  'src/modules/payments-desk/staff-refund.service.ts': 'src/modules/invoices/invoice-email.ts',
  'src/modules/payments/refund-withdrawn-email.ts': 'src/modules/payments/refund-withdrawn-email.ts',
  'src/modules/payments/payment-succeeded.handler.ts': 'src/modules/payments/payment-emails.ts',
  'src/modules/payments/refunds.service.ts': 'src/modules/invoices/invoice-email.ts',
  'src/modules/payments/bank-transfer.service.ts': 'src/modules/payments/payment-emails.ts',
};
const NOT_TO_A_PARTICIPANT_ABOUT_THEIR_REGISTRATION: Record<string, string> = {
  'src/modules/emails/email-send.service.ts': 'bulk e-mails: staff write them ({{placeholders}})',
  'src/modules/emails/email-preview.service.ts': "a bulk e-mail's test send, written by staff",
  'src/modules/auth/account.service.ts': 'password reset: carries its own one-time link',
  'src/modules/members/members.service.ts': 'member invitation: carries its own one-time link',
  'src/modules/members/member-edit.service.ts': 'member invitation: carries its own one-time link',
  'src/modules/hotels/rooming-list.service.ts': "the hotel's rooming list, to the hotel",
  'src/modules/hotels/release-reminders.service.ts': 'release-date reminders, to staff',
};

const queuers = sourceFiles(join(SERVER, 'src'))
  .filter((file) => !isTest(file))
  .map((file) => ({ path: fromServer(file), text: readFileSync(file, 'utf8') }))
  .filter(({ path, text }) => path !== 'src/lib/mail/outbox.ts' && /\benqueueEmails\(/.test(text));

describe('the personal link in every participant e-mail', () => {
  it('finds the files that queue e-mails', () => {
    // A broken scan would pass the rule below; these queue e-mails by design.
    expect(queuers.map((q) => q.path)).toEqual(
      expect.arrayContaining(['src/lib/mail/participant-email.ts', 'src/modules/auth/account.service.ts']),
    );
  });

  it('adds the link to every e-mail queued for a participant, or says why an e-mail has none', () => {
    const offences = queuers.flatMap(({ path, text }) => {
      if (text.includes('withPersonalLink(')) return [];
      if (path in NOT_TO_A_PARTICIPANT_ABOUT_THEIR_REGISTRATION) return [];
      const builder = BY_BUILDER[path];
      const built = builder ? readFileSync(join(SERVER, builder), 'utf8') : '';
      if (built.includes('participantEmail(') || built.includes('withPersonalLink(')) return [];
      return [`${path} queues an e-mail without withPersonalLink`];
    });
    expect(offences).toEqual([]);
  });

  it('lists no file that no longer queues e-mails', () => {
    const paths = new Set(queuers.map((q) => q.path));
    const listed = [
      ...Object.keys(BY_BUILDER),
      ...Object.keys(NOT_TO_A_PARTICIPANT_ABOUT_THEIR_REGISTRATION),
    ];
    expect(listed.filter((path) => !paths.has(path))).toEqual([]);
  });

  it('writes the closing line in the reader language, the link clickable, once', () => {
    setSiteAddress('https://reg.example.org/');
    expect(dashboardUrl('demo 2027')).toBe('https://reg.example.org/demo%202027/dashboard/user/home');
    const url = 'https://reg.example.org/demo/dashboard/user/home';
    expect(personalLinkText('en', 'demo')).toBe(`Your registration page: ${url}`);
    expect(personalLinkText('fr', 'demo')).toBe(`Votre page d’inscription : ${url}`);
    expect(personalLinkText('pt', 'demo')).toBe(`A sua página de inscrição: ${url}`);
    expect(personalLinkLine('en', 'demo')).toBe(`<p>Your registration page: <a href="${url}">${url}</a></p>`);
    const once = withPersonalLink({ html: '<p>Hi</p>', text: 'Hi' }, 'en', 'demo');
    expect(once.text).toBe(`Hi\n\nYour registration page: ${url}`);
    expect(withPersonalLink(once, 'en', 'demo')).toEqual(once);
  });
});
