import { describe, expect, it } from 'vitest';
import { bankDetailLines, bankDetailsOf, formatIban, isValidBic, isValidIban } from './bank-details.ts';
import { isTransferPastDue, transferDueDate } from './pricing.ts';
import { transferDueAt } from './contracts/payments-desk.ts';

describe('bank details are checked before they are printed', () => {
  it.each([
    ['PT50 0002 0123 1234 5678 9015 4', true],
    ['pt50000201231234567890154', true],
    ['FR76 3000 6000 0112 3456 7890 189', true],
    ['DE89 3704 0044 0532 0130 00', true],
    ['PT50 0002 0123 1234 5678 9015 5', false],
    ['PT51 0002 0123 1234 5678 9015 4', false],
    ['not an iban', false],
  ])('IBAN %s valid: %s', (iban, valid) => {
    expect(isValidIban(iban)).toBe(valid);
  });

  it.each([
    ['CGDIPTPL', true],
    ['DEUTDEFF500', true],
    ['CGDIPT', false],
    ['CGDI PTPL', false],
    ['1GDIPTPL', false],
  ])('BIC %s valid: %s', (bic, valid) => {
    expect(isValidBic(bic)).toBe(valid);
  });

  it('prints the IBAN in groups of four and only the details that are set', () => {
    expect(formatIban('PT50000201231234567890154')).toBe('PT50 0002 0123 1234 5678 9015 4');
    const details = bankDetailsOf({
      bankAccountHolder: 'Demo Association',
      bankName: null,
      bankIban: 'PT50000201231234567890154',
      bankBic: 'CGDIPTPL',
      bankAddress: 'Av. da Liberdade 1\n1250-096 Lisboa',
    });
    expect(bankDetailLines(details).map(({ label, value }) => ({ label, value }))).toEqual([
      { label: 'Account holder', value: 'Demo Association' },
      { label: 'IBAN', value: 'PT50 0002 0123 1234 5678 9015 4' },
      { label: 'BIC', value: 'CGDIPTPL' },
      { label: 'Bank address', value: 'Av. da Liberdade 1, 1250-096 Lisboa' },
    ]);
    expect(
      bankDetailsOf({
        bankAccountHolder: null,
        bankName: null,
        bankIban: null,
        bankBic: null,
        bankAddress: null,
      }),
    ).toBeNull();
  });
});

describe('the due date of a transfer (decisions 42)', () => {
  const chosen = new Date('2026-11-07T10:00:00Z');

  it('is 15 days after the transfer was chosen, the same for the desk and everyone else', () => {
    expect(transferDueDate(chosen).toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(transferDueDate(chosen.toISOString())).toEqual(transferDueDate(chosen));
    expect(transferDueAt(chosen)).toEqual(transferDueDate(chosen));
  });

  it('is past once that instant has gone by, not before', () => {
    expect(isTransferPastDue(chosen, new Date('2026-11-22T10:00:00Z'))).toBe(false);
    expect(isTransferPastDue(chosen, new Date('2026-11-22T10:00:01Z'))).toBe(true);
    expect(isTransferPastDue(chosen, new Date('2026-11-27T09:00:00Z'))).toBe(true);
  });
});
