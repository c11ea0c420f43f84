import { formatZonedDateTime } from '@congress/domain/zoned-time';
import { FORMAT_LOCALES } from '@congress/domain/i18n/languages';
import { rateState } from '@congress/domain/rate-rules';
import type { Database, Transaction } from '../../db/database.ts';
import { enqueueEmails } from '../../lib/mail/outbox.ts';
import { recipientLanguage } from '../../i18n/recipient-language.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { withTransactionRetry } from '../../lib/transaction-retry.ts';
import type { BookingService } from '../booking/booking.service.ts';
import { rateOfferEmail } from './offer-email.ts';
import { type EntryRow, listLine, lockRateForPlace, markOffered } from '../capacity/capacity.service.ts';
import { ownerContacts } from './waiting-lists.repository.ts';
import { pickTranslation } from '@congress/domain/i18n/content';
import { withPersonalLink } from '../../lib/mail/personal-link.ts';

const HOUR_MS = 3_600_000;

export type OfferDeps = {
  db: Database;
  booking: Pick<BookingService, 'findRateWithCongress'>;
  publicUrl: string;
};

export type RateContext = NonNullable<Awaited<ReturnType<BookingService['findRateWithCongress']>>>;

/** The e-mail of an offer: the link holds the place for the congress's offer hours. */
export async function offerRatePlace(
  tx: Transaction,
  deps: Pick<OfferDeps, 'publicUrl'>,
  entry: EntryRow,
  rate: RateContext,
  now: Date,
  offeredBy: number | null,
): Promise<Date> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + rate.congress.waitingListOfferHours * HOUR_MS);
  await markOffered(tx, entry.id, { tokenHash: hashToken(token), expiresAt, offeredBy, now });
  await queueRateOfferEmail(tx, deps, entry, rate, token, expiresAt);
  return expiresAt;
}

/** Queues the offer's e-mail with its link (an offer made now, or one sent again with a new link). */
export async function queueRateOfferEmail(
  tx: Transaction,
  deps: Pick<OfferDeps, 'publicUrl'>,
  entry: EntryRow,
  rate: RateContext,
  token: string,
  expiresAt: Date,
): Promise<void> {
  const contact = (await ownerContacts(tx, [entry]))(entry);
  const link = `${deps.publicUrl}/${rate.congress.slug}/waiting-list/offer/${token}`;
  const language = await recipientLanguage(tx, entry, rate.congress);
  const until = formatZonedDateTime(expiresAt, rate.congress.timeZone, { locale: FORMAT_LOCALES[language] });
  await enqueueEmails(tx, [
    {
      congressId: rate.congress.id,
      purpose: 'waiting-list-offer',
      to: contact.email,
      ...withPersonalLink(
        rateOfferEmail(language, {
          label:
            pickTranslation(rate.rate.label, rate.rate.translations, language, 'label') ?? rate.rate.label,
          congress: rate.congress.label,
          until,
          link,
        }),
        language,
        rate.congress.slug,
      ),
    },
  ]);
}

/**
 * Offers the rate's free places to the first people waiting, under the rate's lock: a live offer
 * counts as a place, so two sweeps (or processes) never offer the same place twice. A closed or
 * unopened rate offers nothing: its link could not be booked.
 */
export async function offerFreedRatePlaces(deps: OfferDeps, rateId: number, now: Date): Promise<number> {
  return withTransactionRetry(deps.db, async (tx) => {
    const locked = await lockRateForPlace(tx, rateId, now);
    if (!locked) return 0;
    const rate = await deps.booking.findRateWithCongress(tx, rateId);
    if (!rate) return 0;
    const state = rateState(locked.rate, locked.places, now, rate.congress.timeZone);
    const free = locked.rate.quota - locked.places;
    if (free <= 0 || state.isClosed || !locked.rate.isOpened) return 0;
    const next = (await listLine(tx, { rateId })).filter((e) => e.status === 'waiting').slice(0, free);
    for (const entry of next) await offerRatePlace(tx, deps, entry, rate, now, null);
    return next.length;
  });
}
