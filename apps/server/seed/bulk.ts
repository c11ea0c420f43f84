import { parseArgs } from 'node:util';
import type { TBookingPerson } from '@congress/domain/contracts/booking';
import { rateState } from '@congress/domain/rate-rules';
import { and, asc, count, eq, like, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ActivityChoicesService } from '../src/modules/activities/activity-choices.service.ts';
import type { SessionSubject } from '../src/lib/session-subject.ts';
import { countPlacesByRate } from '../src/modules/capacity/capacity.service.ts';
import { createRateAdminService } from '../src/modules/booking/rates/rate-admin.service.ts';
import type { Database } from '../src/db/database.ts';
import {
  activities,
  activityChoices,
  congresses,
  memberUsers,
  participantTypes,
  rates,
  userCongresses,
  users,
} from '../src/db/schema/index.ts';
import { type BulkContext, type BulkPlan, planBulk } from './bulk-plan.ts';
import { hashDemoPassword } from './demo-accounts.ts';
import { DEMO_SLUG } from './demo-congress.ts';
import { demoPerson } from './demo-people.ts';
import {
  CARD_DECLINED,
  CARD_SUCCEEDS,
  createSeedServices,
  discardSeedEmails,
  lastOutboxId,
  type SeedServices,
} from './seed-services.ts';

export class BulkSeedError extends Error {}

const USAGE = 'Usage: npm run seed:bulk -- --participations <N>';

export function parseBulkArgs(args: string[]): { participations: number } {
  try {
    const { values } = parseArgs({ args, options: { participations: { type: 'string' } }, strict: true });
    return { participations: z.coerce.number().int().min(0).max(1_000_000).parse(values.participations) };
  } catch {
    throw new BulkSeedError(`--participations must be a whole number from 0 to 1000000. ${USAGE}`);
  }
}

const BULK_PREFIX = 'bulk-';
const BULK_DOMAIN = '@demo.test';
/** Participations booked at once: bookings of one rate queue on its lock, the rest overlap. */
const CONCURRENCY = 4;
const BATCH = 200;

const FIRST_NAMES = [
  'Inês',
  'Lucas',
  'Sofia',
  'Mateo',
  'Emma',
  'Hiroshi',
  'Léa',
  'Tiago',
  'Mia',
  'Noah',
  'Aiko',
  'Hugo',
];
const LAST_NAMES = [
  'Ferreira',
  'Bernard',
  'Yamamoto',
  'Rossi',
  'Lopes',
  'Petit',
  'Suzuki',
  'Costa',
  'Moreau',
  'Ito',
];
const COUNTRIES = [
  { country: 'Portugal', nationality: 'Portuguese', city: 'Lisboa', from: 'Porto' },
  { country: 'France', nationality: 'French', city: 'Paris', from: 'Paris' },
  { country: 'Japan', nationality: 'Japanese', city: 'Osaka', from: 'Osaka' },
  { country: 'Italy', nationality: 'Italian', city: 'Milano', from: 'Milan' },
];

const pad = (n: number) => String(n).padStart(6, '0');
export const bulkEmail = (index: number) => `${BULK_PREFIX}${pad(index)}${BULK_DOMAIN}`;
export const bulkMemberNumber = (index: number) => `B-${pad(index)}`;
/** The number a sharer names when its room-mate never registers ("missing", decisions 21). */
export const missingMemberNumber = (index: number) => `X-${pad(index)}`;

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;
const nameOf = (index: number) => ({
  firstName: pick(FIRST_NAMES, index),
  lastName: pick(LAST_NAMES, Math.floor(index / FIRST_NAMES.length)),
});

function bulkPerson(index: number, email: string, options: { member: boolean }): TBookingPerson {
  const where = pick(COUNTRIES, index);
  const { firstName, lastName } = nameOf(index);
  return demoPerson(
    {
      title: index % 2 ? 'Mr' : 'Ms',
      firstName,
      lastName,
      email,
      phone: `+351 91${pad(index)}`,
      country: where.country,
      nationality: where.nationality,
      city: where.city,
      address: `Rua ${index % 90} de Junho ${1 + (index % 200)}`,
      passport: `BK${pad(index)}`,
      goodies: [pick(['S', 'M', 'L', 'XL'], index)],
      from: where.from,
      flight: [`TP ${100 + (index % 800)}`, `TP ${101 + (index % 800)}`],
    },
    options.member ? { memberNumber: bulkMemberNumber(index), workingHotel: 'Hotel Avenida Palace' } : {},
  );
}

export async function loadBulkContext(db: Database, now: Date = new Date()): Promise<BulkContext> {
  const [congress] = await db.select().from(congresses).where(eq(congresses.slug, DEMO_SLUG));
  if (!congress)
    throw new BulkSeedError(`No "${DEMO_SLUG}" congress: start the app once to seed the demo data.`);
  const rows = await db
    .select({ rate: rates, type: participantTypes })
    .from(rates)
    .innerJoin(participantTypes, eq(participantTypes.id, rates.firstParticipantTypeId))
    .where(eq(rates.congressId, congress.id))
    .orderBy(asc(rates.id));
  const places = await countPlacesByRate(db, congress.id, now);
  const bookable = rows.filter(
    ({ rate }) => rateState(rate, places.get(rate.id) ?? 0, now, congress.timeZone).isAvailable,
  );
  const activityRows = await db
    .select({
      id: activities.id,
      who: activities.who,
      quota: activities.quota,
      chosen: count(activityChoices.id),
    })
    .from(activities)
    .leftJoin(activityChoices, eq(activityChoices.activityId, activities.id))
    .where(and(eq(activities.congressId, congress.id), eq(activities.isOpen, true)))
    .groupBy(activities.id)
    .orderBy(asc(activities.id));
  return {
    congressId: congress.id,
    rates: bookable.map(({ rate, type }) => ({
      id: rate.id,
      label: rate.label,
      typeSlug: type.slug,
      isMemberType: type.isMember,
      sectionId: rate.sectionId,
      secondParticipantType: rate.secondParticipantType,
      free: Number(rate.firstParticipantPrice) === 0,
      quota: rate.quota,
      places: places.get(rate.id) ?? 0,
    })),
    activities: activityRows,
  };
}

/**
 * When N needs more places than the bookable rates have left, their quotas grow through the rate
 * admin service, as an admin's edit in manageRates would (audited as the system). Rates that were
 * full, closed or not opened are left as they are.
 */
async function makeRoom(db: Database, context: BulkContext, participations: number): Promise<number> {
  const needed = participations + context.rates.length;
  const free = context.rates.reduce((sum, rate) => sum + Math.max(rate.quota - rate.places, 0), 0);
  if (free >= needed || context.rates.length === 0) return 0;
  const extra = Math.ceil((needed - free) / context.rates.length);
  const rateAdmin = createRateAdminService({ db, clock: () => new Date() });
  for (const rate of context.rates) {
    rate.quota = (await rateAdmin.setQuota('system', rate.id, rate.quota + extra)).quota;
  }
  return extra;
}

type Account = { plan: BulkPlan; email: string; session: SessionSubject };

/**
 * One participant account per participation: a member of the member book (in the rate's section, if
 * any) for a member type, whose rates need the member sign-in, else a user.
 */
async function createAccounts(db: Database, context: BulkContext, plans: BulkPlan[], passwordHash: string) {
  const asMember = plans.filter((p) => p.rate.isMemberType);
  const asUser = plans.filter((p) => !p.rate.isMemberType);
  const accounts: Account[] = [];
  if (asUser.length > 0) {
    const rows = await db
      .insert(users)
      .values(
        asUser.map((p) => ({
          email: bulkEmail(p.index),
          passwordHash,
          roles: ['ROLE_USER'],
          congressId: context.congressId,
        })),
      )
      .returning();
    rows.forEach((row, i) => {
      const plan = asUser[i] as BulkPlan;
      accounts.push({ plan, email: row.email, session: userSession(row) });
    });
  }
  if (asMember.length > 0) {
    const rows = await db
      .insert(memberUsers)
      .values(
        asMember.map((p) => ({
          firstname: nameOf(p.index).firstName,
          name: nameOf(p.index).lastName,
          email: bulkEmail(p.index),
          numMember: bulkMemberNumber(p.index),
          sectionId: p.rate.sectionId,
          workingHotel: 'Hotel Avenida Palace',
          passwordHash,
        })),
      )
      .returning();
    rows.forEach((row, i) => {
      const plan = asMember[i] as BulkPlan;
      accounts.push({ plan, email: row.email, session: memberSession(row) });
    });
  }
  return accounts.sort((a, b) => a.plan.index - b.plan.index);
}

const userSession = (row: typeof users.$inferSelect): SessionSubject => ({
  kind: 'user',
  id: row.id,
  email: row.email,
  roles: row.roles,
  isActivated: row.isActivated,
  sessionVersion: row.sessionVersion,
  congressId: row.congressId,
  congressIds: [],
});
const memberSession = (row: typeof memberUsers.$inferSelect): SessionSubject => ({
  kind: 'member',
  id: row.id,
  email: row.email,
  roles: ['ROLE_MEMBER'],
  isActivated: row.isActivated,
  sessionVersion: row.sessionVersion,
  congressId: null,
  congressIds: [],
});

/**
 * Books one planned participation through the services, as its participant and the admin would:
 * the booking, then the payment step, then the admin's status. Returns its registrations.
 */
async function createBulkParticipation(
  services: SeedServices,
  choices: ActivityChoicesService,
  admin: SessionSubject,
  account: Account,
): Promise<{ main: number; second: number | null }> {
  const { plan, session, email } = account;
  const member = plan.rate.isMemberType;
  const roomMate = plan.sharesWithMember
    ? plan.roomMateIndex === null
      ? { firstName: 'Pedro', lastName: 'Nunes', memberNumber: missingMemberNumber(plan.index) }
      : { ...nameOf(plan.roomMateIndex), memberNumber: bulkMemberNumber(plan.roomMateIndex) }
    : null;
  const companion = plan.withCompanion
    ? bulkPerson(plan.index + 500_000, `companion-${bulkEmail(plan.index)}`, { member: false })
    : null;
  const participation = await services.book(session, {
    congressSlug: DEMO_SLUG,
    rateId: plan.rate.id,
    consent: true,
    main: bulkPerson(plan.index, email, { member }),
    companion,
    sharing: roomMate,
    ...(plan.rate.secondParticipantType ? { roomOption: plan.index % 2 ? 'double' : 'twin' } : {}),
  });
  const holder = `${nameOf(plan.index).firstName} ${nameOf(plan.index).lastName}`;
  if (plan.rate.free) await services.confirm(session, participation.id);
  else if (plan.payment === 'card' || plan.payment === 'card_denied') {
    const number = plan.payment === 'card' ? CARD_SUCCEEDS : CARD_DECLINED;
    await services.payByCard(session, participation.id, { number, holder, email });
  } else if (plan.payment === 'bank_transfer') await services.chooseBankTransfer(session, participation.id);
  const main = participation.registrations.find((r) => r.position === 1);
  const second = participation.registrations.find((r) => r.position === 2);
  if (!main) throw new Error(`seed:bulk: participation ${participation.id} has no main registration`);
  // The participant's SAVE on the User Activities screen, before any status an admin sets later.
  if (plan.activityIds.length > 0) await choices.save(session, main.id, plan.activityIds);
  if (second && plan.withCompanion && plan.companionActivityIds.length > 0) {
    await choices.save(session, second.id, plan.companionActivityIds);
  }
  if (plan.adminStatus) {
    const change = { statusRegistration: plan.adminStatus, statusComment: 'Set by the organisers' };
    await services.setStatus(admin, main.id, change);
    if (second && plan.adminStatus === 'cancelled') await services.setStatus(admin, second.id, change);
  }
  return { main: main.id, second: second?.id ?? null };
}

async function runLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await work(items[at] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

async function nextBulkIndex(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(like(users.email, `${BULK_PREFIX}%${BULK_DOMAIN}`));
  const [members] = await db
    .select({ n: count() })
    .from(memberUsers)
    .where(like(memberUsers.email, `${BULK_PREFIX}%${BULK_DOMAIN}`));
  return (row?.n ?? 0) + (members?.n ?? 0);
}

async function findAdmin(db: Database, services: SeedServices, congressId: number): Promise<SessionSubject> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userCongresses, eq(userCongresses.userId, users.id))
    .where(and(eq(userCongresses.congressId, congressId), sql`'ROLE_ADMIN' = any(${users.roles})`))
    .orderBy(asc(users.id))
    .limit(1);
  if (!admin) throw new BulkSeedError('No admin of the demo congress to set statuses.');
  return services.subject('user', admin.id);
}

export type BulkResult = { created: number; quotaRaisedBy: number };

/** `npm run seed:bulk -- --participations N`: adds N generated participations to the demo congress. */
export async function seedBulk(
  db: Database,
  options: { participations: number; concurrency?: number; onBatch?: (created: number) => void },
): Promise<BulkResult> {
  if (options.participations === 0) return { created: 0, quotaRaisedBy: 0 };
  const context = await loadBulkContext(db);
  const quotaRaisedBy = await makeRoom(db, context, options.participations);
  const services = createSeedServices(db, () => new Date());
  const { choices } = services;
  const admin = await findAdmin(db, services, context.congressId);
  const [passwordHash, start] = await Promise.all([hashDemoPassword(db), nextBulkIndex(db)]);
  let created = 0;
  while (created < options.participations) {
    const plans = planBulk(context, start + created, Math.min(BATCH, options.participations - created));
    if (plans.length === 0) break;
    const accounts = await createAccounts(db, context, plans, passwordHash);
    const outboxBefore = await lastOutboxId(db);
    await runLimited(accounts, options.concurrency ?? CONCURRENCY, (account) =>
      createBulkParticipation(services, choices, admin, account),
    );
    const addresses = accounts.flatMap((a) => [a.email, `companion-${a.email}`]);
    await discardSeedEmails(db, context.congressId, outboxBefore, addresses);
    created += plans.length;
    options.onBatch?.(created);
  }
  return { created, quotaRaisedBy };
}
