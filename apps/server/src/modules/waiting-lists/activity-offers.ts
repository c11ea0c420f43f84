import { formatZonedDateTime } from '@congress/domain/zoned-time';
import { FORMAT_LOCALES } from '@congress/domain/i18n/languages';
import type { Database, Transaction } from '../../db/database.ts';
import { recipientLanguage } from '../../i18n/recipient-language.ts';
import { enqueueEmails } from '../../lib/mail/outbox.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { withTransactionRetry } from '../../lib/transaction-retry.ts';
import type { ActivityWaiting } from '../activities/activities.service.ts';
import type { CongressesService } from '../congresses/congresses.service.ts';
import { activityOfferEmail } from './offer-email.ts';
import {
  type EntryRow,
  listLine,
  type LockedActivityPlaces,
  lockActivityPlaces,
  markOffered,
} from '../capacity/capacity.service.ts';
import { ownerContacts } from './waiting-lists.repository.ts';
import { pickTranslation } from '@congress/domain/i18n/content';
import { withPersonalLink } from '../../lib/mail/personal-link.ts';

const HOUR_MS = 3_600_000;

export type ActivityOfferDeps = {
  db: Database;
  activities: ActivityWaiting;
  congresses: Pick<CongressesService, 'findById'>;
  publicUrl: string;
};

/** The e-mail of an activity offer: the link's Accept takes the place for the person it names. */
export async function offerActivityPlace(
  tx: Transaction,
  deps: ActivityOfferDeps,
  entry: EntryRow,
  locked: LockedActivityPlaces,
  now: Date,
  offeredBy: number | null,
): Promise<void> {
  const congress = await deps.congresses.findById(tx, locked.activity.congressId);
  if (!congress) return;
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + congress.waitingListOfferHours * HOUR_MS);
  await markOffered(tx, entry.id, { tokenHash: hashToken(token), expiresAt, offeredBy, now });
  const contact = (await ownerContacts(tx, [entry]))(entry);
  const person =
    entry.registrationId === null ? null : await deps.activities.personForActivity(tx, entry.registrationId);
  const name = person ? `${person.person.firstName} ${person.person.lastName}` : null;
  const link = `${deps.publicUrl}/${congress.slug}/waiting-list/offer/${token}`;
  const language = await recipientLanguage(tx, entry, congress);
  const until = formatZonedDateTime(expiresAt, congress.timeZone, { locale: FORMAT_LOCALES[language] });
  await enqueueEmails(tx, [
    {
      congressId: congress.id,
      purpose: 'waiting-list-offer',
      to: contact.email,
      ...withPersonalLink(
        activityOfferEmail(language, {
          label:
            pickTranslation(locked.activity.label, locked.activity.translations, language, 'label') ??
            locked.activity.label,
          congress: congress.label,
          until,
          link,
          name,
        }),
        language,
        congress.slug,
      ),
    },
  ]);
}

/**
 * Offers an activity's free places to the next people in line who may take it now (their type is in
 * the activity's `who` and their registration is confirmed, decisions 23 and 34); the others keep
 * their place in line. Under the activity's lock, so a place is never offered twice.
 */
export async function offerFreedActivityPlaces(deps: ActivityOfferDeps, activityId: number, now: Date) {
  return withTransactionRetry(deps.db, async (tx) => {
    const locked = await lockActivityPlaces(tx, activityId);
    if (!locked || locked.activity.quota === null || !locked.activity.isOpen) return 0;
    let free = locked.activity.quota - locked.places;
    let offered = 0;
    for (const entry of await listLine(tx, { activityId })) {
      if (free <= 0) break;
      if (entry.status !== 'waiting' || entry.registrationId === null) continue;
      const person = await deps.activities.personForActivity(tx, entry.registrationId);
      if (!person?.mayChoose || !deps.activities.isActivityFor(locked.activity, person.whoKey)) continue;
      await offerActivityPlace(tx, deps, entry, locked, now, null);
      free -= 1;
      offered += 1;
    }
    return offered;
  });
}
