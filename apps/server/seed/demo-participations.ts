import type { TBookingPerson, TBookingRequestInput } from '@congress/domain/contracts/booking';
import { and, eq, inArray } from 'drizzle-orm';
import type { SessionSubject } from '../src/lib/session-subject.ts';
import type { Database } from '../src/db/database.ts';
import { activities, memberUsers, rates, users } from '../src/db/schema/index.ts';
import { DEMO_SLUG } from './demo-congress.ts';
import { CLAIRE, INES, MARC, memberPerson, PAUL, YUKI } from './demo-people.ts';
import {
  CARD_SUCCEEDS,
  createSeedServices,
  discardSeedEmails,
  lastOutboxId,
  type SeedServices,
  seedClock,
} from './seed-services.ts';

/** The room-mate named by member5, who is in no member book entry and never registers (missing). */
export const MISSING_ROOM_MATE = { firstName: 'Rui', lastName: 'Costa', memberNumber: 'M-1099' };

export const DEMO_RATE_LABELS = {
  partner: 'Partner single - Grand Hotel',
  lastRoom: 'Single last room - Harbour Inn',
  twinShared: 'Twin shared with a member - Grand Hotel',
  double: 'Double with accompanying person - Grand Hotel',
  memberSingle: 'Single - Grand Hotel',
  harbourSingle: 'Single - Harbour Inn',
} as const;

/** Member6 and Yuki Tanaka: two activities open to spouses, on two different days. */
export const DEMO_CHOSEN_ACTIVITIES = ['Opening session and welcome cocktail', 'Alfama walking tour'];

const mainRegistrationId = (participation: { registrations: { id: number; position: number }[] }) => {
  const main = participation.registrations.find((r) => r.position === 1);
  if (!main) throw new Error('seed: no main registration');
  return main.id;
};

async function idsByEmail(db: Database) {
  const userRows = await db.select({ id: users.id, email: users.email }).from(users);
  const memberRows = await db
    .select({ id: memberUsers.id, email: memberUsers.email, numMember: memberUsers.numMember })
    .from(memberUsers);
  const user = (email: string) => {
    const row = userRows.find((u) => u.email === email);
    if (!row) throw new Error(`seed: no user ${email}`);
    return row.id;
  };
  const member = (numMember: string) => {
    const row = memberRows.find((m) => m.numMember === numMember);
    if (!row) throw new Error(`seed: no member ${numMember}`);
    return row.id;
  };
  return { user, member };
}

async function rateIds(db: Database, congressId: number) {
  const rows = await db
    .select({ id: rates.id, label: rates.label })
    .from(rates)
    .where(eq(rates.congressId, congressId));
  const byLabel = (label: string) => {
    const row = rows.find((r) => r.label === label);
    if (!row) throw new Error(`seed: no rate ${label}`);
    return row.id;
  };
  return {
    partner: byLabel(DEMO_RATE_LABELS.partner),
    lastRoom: byLabel(DEMO_RATE_LABELS.lastRoom),
    twinShared: byLabel(DEMO_RATE_LABELS.twinShared),
    double: byLabel(DEMO_RATE_LABELS.double),
    memberSingle: byLabel(DEMO_RATE_LABELS.memberSingle),
    harbourSingle: byLabel(DEMO_RATE_LABELS.harbourSingle),
  };
}

const request = (rateId: number, main: TBookingPerson, extra: Partial<TBookingRequestInput> = {}) =>
  ({ congressSlug: DEMO_SLUG, rateId, consent: true, main, ...extra }) as TBookingRequestInput;

async function payByCard(services: SeedServices, session: SessionSubject, id: number, holder: string) {
  const outcome = await services.payByCard(session, id, {
    number: CARD_SUCCEEDS,
    holder,
    email: session.email,
  });
  if (outcome.status !== 'succeeded') throw new Error(`seed: the card payment of ${id} failed`);
}

/**
 * The participations of demo-data.md's account tables, made through the booking, payment and
 * registration services as the participants and the admin would. E-mails they queue are deleted.
 */
export async function seedDemoParticipations(db: Database, congressId: number, now: Date): Promise<void> {
  const services = createSeedServices(db, seedClock(now));
  const ids = await idsByEmail(db);
  const rate = await rateIds(db, congressId);
  const outboxBefore = await lastOutboxId(db);
  const user = (email: string) => services.subject('user', ids.user(email));
  const member = (numMember: string) => services.subject('member', ids.member(numMember));

  // registered@demo.test: Claire Martin, paid by card, invoice issued.
  const claire = await user('registered@demo.test');
  const claireBooking = await services.book(claire, request(rate.partner, CLAIRE));
  await payByCard(services, claire, claireBooking.id, 'Claire Martin');

  // cancelled@demo.test: Paul Girard, booked, then cancelled by an admin.
  const paul = await user('cancelled@demo.test');
  const paulBooking = await services.book(paul, request(rate.partner, PAUL));
  const admin = await user('admin@demo.test');
  await services.setStatus(admin, mainRegistrationId(paulBooking), {
    statusRegistration: 'cancelled',
    statusComment: 'Cancelled by the organisers at the participant’s request',
  });

  // member2: the only place of the last-room rate, bank transfer pending.
  const ana = await member('M-1002');
  const anaBooking = await services.book(ana, request(rate.lastRoom, memberPerson('M-1002')));
  await services.chooseBankTransfer(ana, anaBooking.id);

  // member3 and member4 name each other (matching pair); member5 names M-1099, who never registers.
  const sharing = (
    numMember: string,
    roomMate: { firstName: string; lastName: string; memberNumber: string },
  ) => request(rate.twinShared, memberPerson(numMember), { roomOption: 'twin', sharing: roomMate });
  const haruto = await member('M-1003');
  const harutoBooking = await services.book(
    haruto,
    sharing('M-1003', { firstName: 'Camille', lastName: 'Dubois', memberNumber: 'M-1004' }),
  );
  await payByCard(services, haruto, harutoBooking.id, 'Haruto Sato');
  const camille = await member('M-1004');
  const camilleBooking = await services.book(
    camille,
    sharing('M-1004', { firstName: 'Haruto', lastName: 'Sato', memberNumber: 'M-1003' }),
  );
  await services.chooseBankTransfer(camille, camilleBooking.id);
  const joao = await member('M-1005');
  const joaoBooking = await services.book(joao, sharing('M-1005', MISSING_ROOM_MATE));
  await payByCard(services, joao, joaoBooking.id, 'João Pereira');

  // member6: a double room with Yuki Tanaka, paid by card, two activities each.
  const kenji = await member('M-1006');
  const kenjiBooking = await services.book(
    kenji,
    request(rate.double, memberPerson('M-1006'), { roomOption: 'double', companion: YUKI }),
  );
  await payByCard(services, kenji, kenjiBooking.id, 'Kenji Tanaka');
  await chooseActivities(
    db,
    services,
    kenji,
    congressId,
    kenjiBooking.registrations.map((r) => r.id),
    DEMO_CHOSEN_ACTIVITIES,
  );

  await seedMoneyStates(services, { user, member, admin }, rate);
  await discardSeedEmails(db, congressId, outboxBefore);
}

type Subjects = {
  user: (email: string) => Promise<SessionSubject>;
  member: (numMember: string) => Promise<SessionSubject>;
  admin: SessionSubject;
};

/**
 * One participation in each money state of the account statement (decisions 31, 32, 35): a change in
 * progress, a refund waiting for an admin, a refund refused, a transfer replaced by a card.
 */
async function seedMoneyStates(
  services: SeedServices,
  { user, member, admin }: Subjects,
  rate: Awaited<ReturnType<typeof rateIds>>,
): Promise<void> {
  // member7: €800 single paid; has started adding a companion (a double, €400 more), not completed.
  const lea = await member('M-1007');
  const leaBooking = await services.book(lea, request(rate.memberSingle, memberPerson('M-1007')));
  await payByCard(services, lea, leaBooking.id, 'Léa Fontaine');
  await services.book(
    lea,
    request(rate.double, memberPerson('M-1007'), { roomOption: 'double', companion: MARC }),
  );

  // member8 and member9: €800 paid, moved to the €550 Harbour Inn single, €250 asked back.
  const downgrade = async (numMember: string, holder: string) => {
    const subject = await member(numMember);
    const booked = await services.book(subject, request(rate.memberSingle, memberPerson(numMember)));
    await payByCard(services, subject, booked.id, holder);
    await services.book(subject, request(rate.harbourSingle, memberPerson(numMember)));
    await services.confirm(subject, booked.id);
    const [refund] = await services.refundRequests(booked.id);
    if (!refund) throw new Error(`seed: no refund request for ${numMember}`);
    return refund.id;
  };
  await downgrade('M-1008', 'Rita Almeida');
  const refused = await downgrade('M-1009', 'Sora Kimura');
  await services.refuseRefund(admin, refused, 'Refunds closed on 1 May, as the conditions of sale say');

  // switched@demo.test: Inès Laurent chose a bank transfer, then paid by card instead.
  const ines = await user('switched@demo.test');
  const inesBooking = await services.book(ines, request(rate.partner, INES));
  await services.chooseBankTransfer(ines, inesBooking.id);
  await payByCard(services, ines, inesBooking.id, 'Inès Laurent');
}

/** The participant's SAVE on the User Activities screen, for each registration (a companion's too). */
export async function chooseActivities(
  db: Database,
  services: SeedServices,
  session: SessionSubject,
  congressId: number,
  registrationIds: number[],
  labels: string[],
): Promise<void> {
  const chosen = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.congressId, congressId), inArray(activities.label, labels)));
  if (chosen.length !== labels.length) throw new Error('seed: unknown activity');
  for (const registrationId of registrationIds) {
    await services.choices.save(
      session,
      registrationId,
      chosen.map((a) => a.id),
    );
  }
}
