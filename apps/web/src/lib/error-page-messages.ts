import { RATE_MESSAGES } from '@congress/domain/contracts/rates';
import { BOOKING_MESSAGES } from '@congress/domain/contracts/booking';
import { PARTICIPANT_MESSAGES } from '@congress/domain/contracts/participants';
import { PAYMENT_MESSAGES } from '@congress/domain/contracts/payments';
import { REGISTRATION_MESSAGES } from '@congress/domain/contracts/registrations';
import { MESSAGES } from '@congress/domain/messages';
import { currentIntl } from './current-intl.ts';

/**
 * The messages the error page may show, by code: its URL names a code, never a
 * text, so a crafted link cannot put words on our page. The screens that go there pass the message
 * they hold; one not in this list shows as the generic error.
 */
const GROUPS = {
  '': MESSAGES,
  participant: PARTICIPANT_MESSAGES,
  rate: RATE_MESSAGES,
  registration: REGISTRATION_MESSAGES,
  booking: BOOKING_MESSAGES,
  payment: PAYMENT_MESSAGES,
} as const satisfies Record<string, Record<string, string>>;

const BY_CODE = new Map<string, string>(
  Object.entries(GROUPS).flatMap(([group, messages]) =>
    Object.entries(messages).map(([key, text]) => [group ? `${group}.${key}` : key, text] as const),
  ),
);
const BY_TEXT = new Map([...BY_CODE].reverse().map(([code, text]) => [text, code]));

/** The same, by the messages in the reader's language: the server's come translated. */
const byTranslatedText = new WeakMap<object, Map<string, string>>();
function translatedCodes(): Map<string, string> {
  const intl = currentIntl();
  let codes = byTranslatedText.get(intl);
  if (!codes) {
    codes = new Map();
    for (const [code, text] of [...BY_CODE].reverse()) {
      const translated = intl.messages[text];
      if (typeof translated === 'string') codes.set(translated, code);
    }
    byTranslatedText.set(intl, codes);
  }
  return codes;
}

/** The code of a message of the list (in English or in the reader's language), or undefined for any other text. */
export function errorCodeOf(message: string | null | undefined): string | undefined {
  return message ? (BY_TEXT.get(message) ?? translatedCodes().get(message)) : undefined;
}

/** The message of a code; anything else (unknown, missing, another text) is the generic error. */
export function errorMessageOf(code: string | null | undefined): string {
  return (code ? BY_CODE.get(code) : undefined) ?? MESSAGES.genericError;
}

/** The status shown: an HTTP error status (400-599), else 500. */
export function errorStatusOf(value: string | null | undefined): number {
  const status = Number(value);
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}
