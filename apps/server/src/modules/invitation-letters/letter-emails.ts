import type { Language } from '@congress/domain/i18n/languages';
import type { OutgoingEmail } from '../../lib/mail/outbox.ts';
import { paragraphs } from '../../lib/mail/email-text.ts';
import { translatorFor } from '../../i18n/translators.ts';

type LetterEmailInput = {
  language: Language;
  to: string;
  congressId: number;
  congress: string;
  name: string;
  reference: string;
  dashboardUrl: string;
};

/** The letter is issued: it waits on the dashboard (the e-mail carries no passport data). */
export function letterIssuedEmail(input: LetterEmailInput): OutgoingEmail {
  const { intl } = translatorFor(input.language);
  const values = { name: input.name, congress: input.congress, reference: input.reference };
  return {
    congressId: input.congressId,
    purpose: 'invitation-letter',
    to: input.to,
    subject: intl.formatMessage(
      { id: 'letters.email.issuedSubject', defaultMessage: 'Your invitation letter for {congress}' },
      values,
    ),
    ...paragraphs([
      intl.formatMessage({ id: 'letters.email.greeting', defaultMessage: 'Dear {name},' }, values),
      intl.formatMessage(
        {
          id: 'letters.email.issued',
          defaultMessage: 'Your invitation letter for {congress} is ready (reference {reference}).',
        },
        values,
      ),
      intl.formatMessage(
        {
          id: 'letters.email.download',
          defaultMessage: 'Download it from your dashboard: {url}',
        },
        { url: input.dashboardUrl },
      ),
    ]),
  };
}

/** The request is refused, with the staff's reason. */
export function letterRefusedEmail(input: LetterEmailInput & { reason: string }): OutgoingEmail {
  const { intl } = translatorFor(input.language);
  const values = { name: input.name, congress: input.congress };
  return {
    congressId: input.congressId,
    purpose: 'invitation-letter',
    to: input.to,
    subject: intl.formatMessage(
      {
        id: 'letters.email.refusedSubject',
        defaultMessage: 'Your invitation letter request for {congress}',
      },
      values,
    ),
    ...paragraphs([
      intl.formatMessage({ id: 'letters.email.greeting', defaultMessage: 'Dear {name},' }, values),
      intl.formatMessage(
        {
          id: 'letters.email.refused',
          defaultMessage: 'Your request for an invitation letter for {congress} was refused: {reason}',
        },
        { ...values, reason: input.reason },
      ),
      intl.formatMessage(
        {
          id: 'letters.email.again',
          defaultMessage:
            'You may correct your details and request a letter again from your dashboard: {url}',
        },
        { url: input.dashboardUrl },
      ),
    ]),
  };
}
