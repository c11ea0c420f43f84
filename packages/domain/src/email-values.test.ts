import { describe, expect, it } from 'vitest';
import { placeholdersIn, TEMPLATE_PLACEHOLDERS, unknownPlaceholders } from './contracts/emails.ts';
import { DEFAULT_TEMPLATES } from './email-templates.ts';
import {
  BALANCE_SENTENCES,
  type EmailParticipation,
  emptyPlaceholders,
  holdValues,
  paymentValues,
  refundValues,
  reminderValues,
  transferValues,
} from './email-values.ts';

type Line = EmailParticipation['payments'][number];
const day = new Date('2027-05-10T09:00:00Z');
const line = (id: number, fields: Partial<Line>): Line => ({
  id,
  kind: 'charge',
  method: 'card',
  status: 'confirmed',
  amountCents: 80_000,
  refundOfPaymentId: null,
  date: day,
  reference: null,
  ...fields,
});

function participation(
  payments: Line[],
  options: { price?: string; cancelled?: boolean } = {},
): EmailParticipation {
  return {
    participation: { holdExpiresAt: new Date('2027-05-10T09:30:00Z'), createdAt: day, extraNights: [] },
    rate: {
      label: 'Single - Grand Hotel',
      firstParticipantPrice: options.price ?? '800.00',
      secondParticipantPrice: null,
      secondParticipantType: null,
    },
    hotel: { name: 'Grand Hotel' },
    congress: {
      slug: 'demo',
      label: 'Demo Congress 2027',
      description: null,
      addressCity: 'Lisbon',
      informationEmail: 'info@demo-congress.test',
      currency: 'EUR',
      timeZone: 'Europe/Lisbon',
      bankAccountHolder: 'Demo Association of Hotel Concierges',
      bankName: 'Banco Demo de Lisboa',
      bankIban: 'PT50000201231234567890154',
      bankBic: 'BDEMPTPL',
      bankAddress: null,
    },
    registrations: [
      {
        position: 1,
        statusRegistration: options.cancelled ? 'cancelled' : 'confirmed',
        statusComment: null,
        participant: {
          firstName: 'Claire',
          lastName: 'Martin',
          email: 'claire@demo.test',
          billingInformation: null,
          country: 'France',
        },
      },
    ],
    payments,
  };
}

describe('e-mail values: every amount from the account statement (decisions 31, 36)', () => {
  it('payment received: this payment, the total paid and nothing more due (a €400 upgrade of €1,200)', () => {
    const upgrade = line(2, { amountCents: 40_000 });
    const values = paymentValues(
      participation([line(1, { amountCents: 120_000 }), upgrade], { price: '1600.00' }),
      upgrade,
      'DEMO-000043',
    );
    expect(values).toMatchObject({
      paymentAmount: '€400.00',
      amountPaid: '€1,600.00',
      totalPrice: '€1,600.00',
      paymentMethod: 'Card',
      documentNumber: 'DEMO-000043',
      balance: BALANCE_SENTENCES.settled,
    });
  });

  it('refunds: the amount of this refund, never the new price', () => {
    const refund = line(2, { kind: 'refund', amountCents: 25_000 });
    const values = refundValues(participation([line(1, {}), refund], { price: '550.00' }), 25_000);
    expect(values).toMatchObject({
      refundAmount: '€250.00',
      totalPrice: '€550.00',
      amountRefunded: '€250.00',
    });
    expect(values.balance).toBe(BALANCE_SENTENCES.settled);
  });

  it.each<[string, Line[], { price?: string; cancelled?: boolean }, string]>([
    ['due', [], {}, '€800.00 remains due.'],
    ['nothing, €0 rate', [], { price: '0.00' }, BALANCE_SENTENCES.nothing],
    [
      'a transfer awaited',
      [line(1, { method: 'bank_transfer', status: 'pending' })],
      {},
      'Your bank transfer of €800.00, due on 25 May 2027, is awaited; nothing else is due.',
    ],
    ['a credit', [line(1, {})], { price: '550.00' }, 'You have a credit of €250.00.'],
    [
      'a refund being processed',
      [line(1, {}), line(2, { kind: 'refund', status: 'pending', amountCents: 25_000 })],
      { price: '550.00' },
      'A refund of €250.00 is being processed; nothing is due.',
    ],
    ['cancelled, nothing paid', [], { cancelled: true }, BALANCE_SENTENCES.nothing],
    ['cancelled after paying', [line(1, {})], { cancelled: true }, 'You have a credit of €800.00.'],
  ])('balance: %s', (_case, payments, options, sentence) => {
    expect(holdValues(participation(payments, options)).balance).toBe(sentence);
  });

  it('registration received says until when the place is held, in the congress time zone', () => {
    expect(holdValues(participation([])).holdUntil).toBe('10 May 2027 at 10:30 WEST');
  });

  it('transfer instructions: the amount, the reference, the due date of decisions 42 and the account', () => {
    const transfer = line(1, { method: 'bank_transfer', status: 'pending', reference: 'DEMO-14-4N5H' });
    expect(transferValues(participation([transfer]), transfer)).toMatchObject({
      transferAmount: '€800.00',
      transferReference: 'DEMO-14-4N5H',
      // Chosen on 10 May: due 15 days later, whenever the e-mail is written.
      transferDueDate: '25 May 2027',
      bankDetails:
        'Account holder: Demo Association of Hotel Concierges · Bank: Banco Demo de Lisboa · IBAN: PT50 0002 0123 1234 5678 9015 4 · BIC: BDEMPTPL',
    });
  });
});

describe('the reminder payload of spec 3 (decisions 36)', () => {
  it('quotes the bank reference the proforma gives, and the transfer awaited', () => {
    const transfer = line(14, { method: 'bank_transfer', status: 'pending', reference: 'DEMO-14-4N5H' });
    const values = reminderValues(participation([transfer]), '');
    expect(values).toMatchObject({
      paymentReference: 'DEMO-14-4N5H',
      paymentNumber: '20270510-14',
      amountAwaitingTransfer: '€800.00',
      amountDue: '',
      transferDueDate: '25 May 2027',
    });
    expect(values.bankDetails).toContain('IBAN: PT50 0002 0123 1234 5678 9015 4');
  });

  it('leaves empty what does not apply: no payment, nothing due, a €0 speaker', () => {
    for (const agg of [
      participation([]),
      participation([line(1, {})]),
      participation([], { price: '0.00' }),
    ]) {
      const values = reminderValues(agg, '');
      expect(values.paymentReference).toBe('');
      expect(values.amountAwaitingTransfer).toBe('');
      expect(values.transferDueDate).toBe('');
    }
    expect(reminderValues(participation([], { price: '0.00' }), '')).toMatchObject({
      amountDue: '',
      price: '',
    });
    expect(reminderValues(participation([]), '')).toMatchObject({ amountDue: '€800.00', paymentNumber: '' });
  });

  it('lists the placeholders of a message a recipient would read empty', () => {
    const used = placeholdersIn(
      '{{firstName}}: {{amountAwaitingTransfer}} quoting {{ paymentReference }} {{x}}',
    );
    expect(used).toEqual(['firstName', 'amountAwaitingTransfer', 'paymentReference', 'x']);
    expect(emptyPlaceholders(used, reminderValues(participation([]), ''))).toEqual([
      'amountAwaitingTransfer',
      'paymentReference',
    ]);
  });
});

describe('templates and their placeholders', () => {
  it('refuses the placeholders a template cannot fill', () => {
    expect(
      unknownPlaceholders('Payment received', '{{paymentAmount}} {{transferReference}} {{nope}}'),
    ).toEqual(['transferReference', 'nope']);
    expect(unknownPlaceholders('Reminder Payment', '{{paymentReference}} {{amountDue}}')).toEqual([]);
  });

  it('starts every participant e-mail from a text that uses only what its event fills', () => {
    for (const [label, template] of Object.entries(DEFAULT_TEMPLATES)) {
      const known = TEMPLATE_PLACEHOLDERS[label as keyof typeof TEMPLATE_PLACEHOLDERS];
      expect(known, label).toBeDefined();
      expect(unknownPlaceholders(label as 'invoice', `${template.subject} ${template.body}`), label).toEqual(
        [],
      );
    }
  });
});
