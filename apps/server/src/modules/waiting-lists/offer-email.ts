import type { Language } from '@congress/domain/i18n/languages';
import { defineMessages } from '../../i18n/messages.ts';
import { translatorFor } from '../../i18n/translators.ts';
import { paragraphs } from '../../lib/mail/email-text.ts';

/** The offers' e-mails, in the language of the person waiting. */
const M = defineMessages({
  subject: { id: 'email.offer.subject', defaultMessage: 'A place is free for you: {label}' },
  rateFree: {
    id: 'email.offer.rate.free',
    defaultMessage: 'A place is free on "{label}" ({congress}), and it is held for you until {until}.',
  },
  rateBook: { id: 'email.offer.rate.book', defaultMessage: 'Book it with this link: {link}' },
  rateNext: {
    id: 'email.offer.rate.next',
    defaultMessage: 'If you do not book it by then, it is offered to the next person in line.',
  },
  activityFreeFor: {
    id: 'email.offer.activity.freeFor',
    defaultMessage: 'A place is free in "{label}" ({congress}), held for {name} until {until}.',
  },
  activityFree: {
    id: 'email.offer.activity.free',
    defaultMessage: 'A place is free in "{label}" ({congress}), held for you until {until}.',
  },
  activityTake: { id: 'email.offer.activity.take', defaultMessage: 'Take it with this link: {link}' },
  activityNext: {
    id: 'email.offer.activity.next',
    defaultMessage: 'If it is not taken by then, it is offered to the next person in line.',
  },
});

type Offer = { label: string; congress: string; until: string; link: string };

export function rateOfferEmail(language: Language, offer: Offer) {
  const { intl } = translatorFor(language);
  return {
    subject: intl.formatMessage(M.subject, offer),
    ...paragraphs([
      intl.formatMessage(M.rateFree, offer),
      intl.formatMessage(M.rateBook, offer),
      intl.formatMessage(M.rateNext),
    ]),
  };
}

export function activityOfferEmail(language: Language, offer: Offer & { name: string | null }) {
  const { intl } = translatorFor(language);
  return {
    subject: intl.formatMessage(M.subject, offer),
    ...paragraphs([
      offer.name
        ? intl.formatMessage(M.activityFreeFor, { ...offer, name: offer.name })
        : intl.formatMessage(M.activityFree, offer),
      intl.formatMessage(M.activityTake, offer),
      intl.formatMessage(M.activityNext),
    ]),
  };
}
