import { defineTexts } from './i18n/texts.ts';

/**
 * The bank account of transfers (decisions 35): congress data entered once in its settings and
 * printed as text wherever a transfer is asked for (the bank transfer page, the dashboard, the
 * proforma, the e-mails), so every reader sees the same account.
 */
export type BankDetails = {
  accountHolder: string | null;
  bankName: string | null;
  iban: string | null;
  bic: string | null;
  bankAddress: string | null;
};

export const BANK_MESSAGES = defineTexts({
  iban: 'Please enter a valid IBAN (its check digits do not match)',
  bic: 'Please enter a valid BIC: 8 or 11 letters and digits, e.g. CGDIPTPL',
});

/** The IBAN without spaces, in capitals: what is stored and checked. */
export const normaliseIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** ISO 13616: a country code, two check digits, up to 30 letters and digits; mod 97 of the rearranged number is 1. */
export function isValidIban(value: string): boolean {
  const iban = normaliseIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** ISO 9362: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const isValidBic = (value: string) => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.trim());

/** The IBAN printed in groups of four, as banks print it. */
export const formatIban = (iban: string) =>
  normaliseIban(iban)
    .replace(/(.{4})/g, '$1 ')
    .trim();

/** The congress's bank details, or null when none are set (nothing to print). */
export function bankDetailsOf(row: {
  bankAccountHolder: string | null;
  bankName?: string | null;
  bankIban: string | null;
  bankBic: string | null;
  bankAddress?: string | null;
}): BankDetails | null {
  const details: BankDetails = {
    accountHolder: row.bankAccountHolder,
    bankName: row.bankName ?? null,
    iban: row.bankIban ? formatIban(row.bankIban) : null,
    bic: row.bankBic,
    bankAddress: row.bankAddress ?? null,
  };
  return Object.values(details).some((value) => value) ? details : null;
}

/** The labels of the printed lines, in the order a bank form asks for them. */
export const BANK_LABELS = defineTexts({
  accountHolder: 'Account holder',
  bankName: 'Bank',
  iban: 'IBAN',
  bic: 'BIC',
  bankAddress: 'Bank address',
});

const ORDER = ['accountHolder', 'bankName', 'iban', 'bic', 'bankAddress'] as const;

/** Label and value of each detail that is set, labels translated by `say`. */
export function bankDetailLines(
  details: BankDetails | null,
  say: (text: string) => string = (text) => text,
): Array<{ key: keyof BankDetails; label: string; value: string }> {
  if (!details) return [];
  return ORDER.flatMap((key) => {
    const value = details[key];
    return value ? [{ key, label: say(BANK_LABELS[key]), value: value.replace(/\s*\n\s*/g, ', ') }] : [];
  });
}

/** The details on one line ("Account holder: ... · IBAN: PT50 ..."): an e-mail paragraph keeps no line breaks. */
export const bankDetailsText = (details: BankDetails | null, say?: (text: string) => string) =>
  bankDetailLines(details, say)
    .map((line) => `${line.label}: ${line.value}`)
    .join(' · ');
