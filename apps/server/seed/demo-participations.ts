import type { TBookingPerson, TBookingRequestInput } from '@congress/domain/contracts/booking';
import { and, eq, inArray } from 'drizzle-orm';
import type { SessionSubject } from '../src/lib/session-subject.ts';
import type { Database } from '../src/db/database.ts';
import { activities, memberUsers, rates, users } from '../src/db/schema/index.ts';
import { DEMO_SLUG } from './demo-congress.ts';
import {
  CARD_SUCCEEDS,
  createSeedServices,
  discardSeedEmails,
  lastOutboxId,
  type SeedServices,
  seedClock,
} from './seed-services.ts';

type Person = {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  nationality: string;
  city: string;
  address: string;
  passport: string;
  goodies?: string[];
  /** Where the participant flies in from and back to. */
  from: string;
  flight: [string, string];
};

/** Complete personal and travel forms (spec 5) for a fictional person; arrivals the day before. */
export function demoPerson(p: Person, extra: Partial<TBookingPerson> = {}): TBookingPerson {
  return {
    title: p.title,
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: p.phone,
    country: p.country,
    billingInformation: `${p.firstName} ${p.lastName}, ${p.address}, ${p.city}, ${p.country}`,
    goodies: p.goodies ?? ['M'],
    passportNumber: p.passport,
    passportCreationDate: '2021-03-15',
    passportExpirationDate: '2031-03-14',
    passportIssuancePlace: p.city,
    nationality: p.nationality,
    arrivalDate: '2027-06-09',
    arrivalTime: '14:30',
    arrivalOrigin: p.from,
    arrivalTransportNumber: p.flight[0],
    departureDate: '2027-06-13',
    departureTime: '11:45',
    departureDestination: p.from,
    departureTransportNumber: p.flight[1],
    ...extra,
  } as TBookingPerson;
}

const CLAIRE = demoPerson({
  title: 'Ms',
  firstName: 'Claire',
  lastName: 'Martin',
  email: 'registered@demo.test',
  phone: '+33 6 12 34 56 78',
  country: 'France',
  nationality: 'French',
  city: 'Lyon',
  address: '12 rue de la République',
  passport: 'FR1234567',
  from: 'Lyon',
  flight: ['TP 471', 'TP 472'],
});
const PAUL = demoPerson({
  title: 'Mr',
  firstName: 'Paul',
  lastName: 'Girard',
  email: 'cancelled@demo.test',
  phone: '+33 6 98 76 54 32',
  country: 'France',
  nationality: 'French',
  city: 'Bordeaux',
  address: '4 cours de l’Intendance',
  passport: 'FR7654321',
  goodies: ['L'],
  from: 'Bordeaux',
  flight: ['TP 481', 'TP 482'],
});

const INES = demoPerson({
  title: 'Ms',
  firstName: 'Inès',
  lastName: 'Laurent',
  email: 'switched@demo.test',
  phone: '+32 470 12 34 56',
  country: 'Belgium',
  nationality: 'Belgian',
  city: 'Brussels',
  address: 'Rue Royale 45',
  passport: 'BE3456712',
  from: 'Brussels',
  flight: ['SN 3815', 'SN 3816'],
});

const MEMBER_PEOPLE: Record<string, Person> = {
  'M-1002': {
    title: 'Ms',
    firstName: 'Ana',
    lastName: 'Silva',
    email: 'member2@demo.test',
    phone: '+351 912 345 678',
    country: 'Portugal',
    nationality: 'Portuguese',
    city: 'Porto',
    address: 'Rua de Santa Catarina 210',
    passport: 'PT2345678',
    goodies: ['S'],
    from: 'Porto',
    flight: ['TP 1941', 'TP 1942'],
  },
  'M-1003': {
    title: 'Mr',
    firstName: 'Haruto',
    lastName: 'Sato',
    email: 'member3@demo.test',
    phone: '+81 90 1234 5678',
    country: 'Japan',
    nationality: 'Japanese',
    city: 'Tokyo',
    address: '3-7-1 Nishi-Shinjuku, Shinjuku-ku',
    passport: 'TK3456789',
    from: 'Tokyo',
    flight: ['LH 717', 'LH 716'],
  },
  'M-1004': {
    title: 'Ms',
    firstName: 'Camille',
    lastName: 'Dubois',
    email: 'member4@demo.test',
    phone: '+33 6 22 33 44 55',
    country: 'France',
    nationality: 'French',
    city: 'Paris',
    address: '112 rue du Faubourg Saint-Honoré',
    passport: 'FR4567890',
    goodies: ['S'],
    from: 'Paris',
    flight: ['AF 1024', 'AF 1025'],
  },
  'M-1005': {
    title: 'Mr',
    firstName: 'João',
    lastName: 'Pereira',
    email: 'member5@demo.test',
    phone: '+351 934 567 890',
    country: 'Portugal',
    nationality: 'Portuguese',
    city: 'Lisboa',
    address: 'Rua Jau 54',
    passport: 'PT5678901',
    goodies: ['L'],
    from: 'Faro',
    flight: ['TP 1900', 'TP 1903'],
  },
  'M-1006': {
    title: 'Mr',
    firstName: 'Kenji',
    lastName: 'Tanaka',
    email: 'member6@demo.test',
    phone: '+81 80 9876 5432',
    country: 'Japan',
    nationality: 'Japanese',
    city: 'Tokyo',
    address: '2-1-1 Nihonbashi Muromachi, Chuo-ku',
    passport: 'TK6789012',
    from: 'Tokyo',
    flight: ['LH 717', 'LH 716'],
  },
  'M-1007': {
    title: 'Ms',
    firstName: 'Léa',
    lastName: 'Fontaine',
    email: 'member7@demo.test',
    phone: '+33 6 45 67 89 01',
    country: 'France',
    nationality: 'French',
    city: 'Nice',
    address: '8 promenade des Anglais',
    passport: 'FR8901234',
    from: 'Nice',
    flight: ['TP 433', 'TP 434'],
  },
  'M-1008': {
    title: 'Ms',
    firstName: 'Rita',
    lastName: 'Almeida',
    email: 'member8@demo.test',
    phone: '+351 961 234 567',
    country: 'Portugal',
    nationality: 'Portuguese',
    city: 'Coimbra',
    address: 'Rua Ferreira Borges 77',
    passport: 'PT8901234',
    from: 'Porto',
    flight: ['TP 1945', 'TP 1946'],
  },
  'M-1009': {
    title: 'Mr',
    firstName: 'Sora',
    lastName: 'Kimura',
    email: 'member9@demo.test',
    phone: '+81 90 5555 6666',
    country: 'Japan',
    nationality: 'Japanese',
    city: 'Osaka',
    address: '1-1 Umeda, Kita-ku',
    passport: 'TK9012345',
    from: 'Osaka',
    flight: ['LH 741', 'LH 740'],
  },
};

/** Léa Fontaine's companion in the change she has started and not completed. */
const MARC = demoPerson({
  title: 'Mr',
  firstName: 'Marc',
  lastName: 'Fontaine',
  email: 'marc.fontaine@demo.test',
  phone: '+33 6 45 67 89 02',
  country: 'France',
  nationality: 'French',
  city: 'Nice',
  address: '8 promenade des Anglais',
  passport: 'FR8901235',
  from: 'Nice',
  flight: ['TP 433', 'TP 434'],
});

const YUKI = demoPerson(
  {
    title: 'Ms',
    firstName: 'Yuki',
    lastName: 'Tanaka',
    email: 'yuki.tanaka@demo.test',
    phone: '+81 80 1111 2222',
    country: 'Japan',
    nationality: 'Japanese',
    city: 'Tokyo',
    address: '2-1-1 Nihonbashi Muromachi, Chuo-ku',
    passport: 'TK7890123',
    goodies: ['S'],
    from: 'Tokyo',
    flight: ['LH 717', 'LH 716'],
  },
  { comment: 'Vegetarian meals, please.' },
);

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

const memberPerson = (numMember: string) => {
  const person = MEMBER_PEOPLE[numMember];
  if (!person) throw new Error(`seed: no person for ${numMember}`);
  return demoPerson(person);
};

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
