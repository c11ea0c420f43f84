import { type TBookingRequestInput, ZBookingRequest } from '@congress/domain/contracts/booking';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import { emailOutbox, participations, registrations as registrationRows } from '../src/db/schema/index.ts';
import type { SessionSubject } from '../src/lib/session-subject.ts';
import { createServices } from '../src/services.ts';

/** Stripe's test numbers, read by the offline provider (lib/payments/offline-provider.ts). */
export const CARD_SUCCEEDS = '4242424242424242';
export const CARD_DECLINED = '4000000000000002';

/**
 * Seeded data always pays through the offline provider: never Stripe, whatever keys the process has,
 * and never in production (the demo seed is refused there, decisions 27). The seeds' e-mails are
 * discarded but for waiting1's offer, whose links take the site's address when the server seeds.
 */
const OFFLINE_ONLY = {
  isProduction: false,
  stripeSecretKey: undefined,
  stripeApiBase: undefined,
  publicUrl: '',
};

/**
 * The services the real flow goes through (booking, payments, an admin's status change), wired for
 * the seeds, so every seeded participation is one a participant or an admin could have produced.
 */
export function createSeedServices(db: Database, clock: () => Date, publicUrl = '') {
  const modules = createServices({ config: { ...OFFLINE_ONLY, publicUrl }, db, clock });
  const { auth, payments } = modules;
  const booking = modules.bookingSubmit;
  const registrations = modules.registrationUpdate;
  const choices = modules.activityChoices;
  const desk = modules.paymentsDesk;

  return {
    /** Every service, built once for the seeding (the check-in and waiting-list seeds use them). */
    modules,

    /** The SAVE of the User Activities screen (PUT of a registration's activity choices). */
    choices,

    async subject(kind: 'user' | 'member', id: number): Promise<SessionSubject> {
      const subject = await auth.findSessionSubject(kind, id);
      if (!subject) throw new Error(`seed: no ${kind} ${id}`);
      return subject;
    },

    /** POST /api/registration/submit: the body is parsed as the route parses it. */
    async book(session: SessionSubject, request: TBookingRequestInput) {
      const { participation } = await booking.submit(session, ZBookingRequest.parse(request));
      return participation;
    },

    /** The card form: POST /api/payment/stripe/create, then the offline provider's card form. */
    async payByCard(
      session: SessionSubject,
      participationId: number,
      card: { number: string; holder: string; email: string },
    ) {
      const { clientSecret } = await payments.card.create(session, participationId);
      return payments.offline.confirm({
        clientSecret,
        cardNumber: card.number,
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
        billingName: card.holder,
        billingEmail: card.email,
      });
    },

    /** The refund requests of a participation, newest last (what the desk lists). */
    async refundRequests(participationId: number) {
      const agg = await modules.booking.findParticipationAggregate(db, participationId);
      return (agg?.payments ?? []).filter((p) => p.kind === 'refund' && p.status === 'pending');
    },

    /** POST /api/payment/bank-transfer. */
    chooseBankTransfer(session: SessionSubject, participationId: number) {
      return payments.bankTransfer.choose(session, participationId);
    },

    /** POST /api/payment/confirm: CONFIRM when nothing is due (a free rate), REFUND below 0. */
    confirm(session: SessionSubject, participationId: number) {
      return payments.confirm.confirm(session, participationId);
    },

    /** The payments desk's Refuse of a refund request, by an admin. */
    refuseRefund(admin: SessionSubject, refundId: number, reason: string) {
      return desk.refunds.refuse(admin, refundId, reason);
    },

    /** PUT /api/registration/:id by an admin, from the participation as it reads it now (decisions 39). */
    async setStatus(
      admin: SessionSubject,
      registrationId: number,
      change: Pick<Parameters<typeof registrations.update>[2], 'statusRegistration' | 'statusComment'>,
    ) {
      const [read] = await db
        .select({ version: participations.version })
        .from(registrationRows)
        .innerJoin(participations, eq(participations.id, registrationRows.participationId))
        .where(eq(registrationRows.id, registrationId));
      return registrations.update(admin, registrationId, { ...change, version: read?.version });
    },
  };
}
export type SeedServices = ReturnType<typeof createSeedServices>;

/** A clock that starts at `start` and runs with real time, so rows keep their order. */
export function seedClock(start: Date): () => Date {
  const origin = performance.now();
  return () => new Date(start.getTime() + Math.round(performance.now() - origin));
}

/** The outbox's last id, to tell the seed's own e-mails from anything queued before. */
export async function lastOutboxId(db: Database): Promise<number> {
  const [row] = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return row?.id ?? 0;
}

/**
 * Deletes the e-mails the seeding queued (confirmations, invoices, bank-transfer instructions to
 * fictional addresses): they were never meant to be sent, so a demo started with SMTP_URL mails nobody.
 */
export async function discardSeedEmails(
  db: Database,
  congressId: number,
  afterId: number,
  onlyTo?: string[],
): Promise<void> {
  if (onlyTo?.length === 0) return;
  await db
    .delete(emailOutbox)
    .where(
      and(
        eq(emailOutbox.congressId, congressId),
        gt(emailOutbox.id, afterId),
        onlyTo ? inArray(emailOutbox.toAddress, onlyTo) : undefined,
      ),
    );
}
