import { and, eq } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import { hotels, participantTypes, rates, users } from '../src/db/schema/index.ts';
import { DEMO_SLUG } from './demo-congress.ts';
import { demoPerson } from './demo-people.ts';
import { createSeedServices, discardSeedEmails, lastOutboxId, seedClock } from './seed-services.ts';

export const WAITING_RATE_LABEL = 'Speaker suite - Harbour Inn';

/** The speaker who booked the suite's one place (cancelled by an admin), then three in line. */
export const WAITING_LIST_USERS = [
  'speaker@demo.test',
  'waiting1@demo.test',
  'waiting2@demo.test',
  'waiting3@demo.test',
] as const;

const SPEAKER = demoPerson({
  title: 'Dr',
  firstName: 'Helena',
  lastName: 'Vieira',
  email: 'speaker@demo.test',
  phone: '+351 912 345 678',
  country: 'Portugal',
  nationality: 'Portuguese',
  city: 'Porto',
  address: 'Rua de Santa Catarina 100',
  passport: 'PT5551234',
  from: 'Porto',
  flight: ['TP 1941', 'TP 1942'],
});

async function insertAccountsAndRate(db: Database, congressId: number, passwordHash: string) {
  const [type] = await db
    .select({ id: participantTypes.id })
    .from(participantTypes)
    .where(and(eq(participantTypes.congressId, congressId), eq(participantTypes.slug, 'guest-speakers')));
  const [harbour] = await db
    .select({ id: hotels.id })
    .from(hotels)
    .where(and(eq(hotels.congressId, congressId), eq(hotels.name, 'Harbour Inn')));
  if (!type || !harbour) throw new Error('seed: no guest-speakers type or Harbour Inn');
  const [rate] = await db
    .insert(rates)
    .values({
      congressId,
      hotelId: harbour.id,
      label: WAITING_RATE_LABEL,
      quota: 1,
      roomOption: 'single',
      isOpened: true,
      firstParticipantTypeId: type.id,
      firstParticipantPrice: '300.00',
    })
    .returning({ id: rates.id });
  const accounts = await db
    .insert(users)
    .values(WAITING_LIST_USERS.map((email) => ({ email, passwordHash, roles: ['ROLE_USER'], congressId })))
    .returning({ id: users.id, email: users.email });
  if (!rate) throw new Error('seed: suite rate not stored');
  return { rateId: rate.id, accounts };
}

/**
 * A sold-out rate with a waiting list, through the real flow: the speaker books the
 * suite's only place, three people join its line, an admin cancels the booking, and the sweep offers
 * the freed place to the first in line (a live offer, which keeps the rate full); two still wait.
 * The seed's other e-mails are discarded; the offer's is sent (to waiting1's demo address).
 */
export async function seedDemoWaitingList(
  db: Database,
  congressId: number,
  now: Date,
  passwordHash: string,
  publicUrl = '',
) {
  const clock = seedClock(now);
  const services = createSeedServices(db, clock, publicUrl);
  const lists = services.modules.waitingLists;
  const outboxBefore = await lastOutboxId(db);
  const { rateId, accounts } = await insertAccountsAndRate(db, congressId, passwordHash);
  const subjectOf = (email: string) => services.subject('user', accounts.find((a) => a.email === email)!.id);

  const speaker = await subjectOf('speaker@demo.test');
  const booking = await services.book(speaker, {
    congressSlug: DEMO_SLUG,
    rateId,
    consent: true,
    main: SPEAKER,
  });
  for (const email of WAITING_LIST_USERS.slice(1)) await lists.joinRate(await subjectOf(email), rateId);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
  const main = booking.registrations.find((r) => r.position === 1);
  if (!admin || !main) throw new Error('seed: no admin or no main registration');
  await services.setStatus(await services.subject('user', admin.id), main.id, {
    statusRegistration: 'cancelled',
    statusComment: 'The speaker cannot come',
  });
  await discardSeedEmails(db, congressId, outboxBefore);
  // The offer's e-mail stays queued, as the live sweep queues it: waiting1 finds its link in the mail.
  await lists.sweep(clock());
}
