import {
  type BulkTemplateLabel,
  EMAIL_MESSAGES,
  type PlaceholderValues,
  type SkipReason,
  type TEmailRecipient,
  type TEmailRecipients,
  type TSkipCounts,
  type ZBulkMessage,
  placeholdersIn,
} from '@congress/domain/contracts/emails';
import {
  bulkEmailFilter,
  isOnlyIncomplete,
  type RecipientFacts,
  skipReasonOf,
} from '@congress/domain/bulk-email';
import { emptyPlaceholders } from '@congress/domain/email-values';
import { MESSAGES } from '@congress/domain/messages';
import { isMainCancelled, mainRegistration, statementOf } from '@congress/domain/participation-money';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { assertStaffCongress } from '../../plugins/auth.ts';
import type { BookingService, ParticipationAggregate } from '../booking/booking.service.ts';
import { sanitizeEmailHtml } from './email-html.ts';
import { placeholderValues } from './email-placeholders.ts';
import { type CongressRow, existingParticipationIds, findCongressById } from './email-send.repository.ts';

/** Recipients are loaded this many at a time (inside the one transaction of a send). */
export const CHUNK = 500;

export type BulkMessage = z.output<typeof ZBulkMessage>;

/** A message ready to render: its body sanitised, the placeholders it uses, how it chooses recipients. */
export type PreparedMessage = {
  subject: string;
  body: string;
  used: string[];
  template: BulkTemplateLabel | null;
  includeIncomplete: boolean;
};

/** One selected participation and what a send does with it (decisions 36). */
export type PlannedRecipient = {
  agg: ParticipationAggregate;
  to: string | null;
  values: PlaceholderValues;
  missing: string[];
  skip: SkipReason | null;
  /** Left out only for an empty placeholder: "Also send to them" would add them. */
  onlyIncomplete: boolean;
};

export const noSkips = (): TSkipCounts => ({ 'no-email': 0, 'nothing-due': 0, incomplete: 0 });

export type BulkPlannerDeps = {
  db: Database;
  publicUrl: string;
  /** The participation list's filter (the modal's "current filter") and the recipients' participations. */
  booking: Pick<BookingService, 'findParticipationIdsByFilter' | 'loadParticipationAggregates'>;
};

/** What every bulk operation shares: the congress guard, the recipients, the rules of who receives what. */
export function createBulkPlanner({ db, publicUrl, booking }: BulkPlannerDeps) {
  return {
    async requireCongress(session: SessionSubject, congressId: number): Promise<CongressRow> {
      assertStaffCongress(session, congressId);
      const congress = await findCongressById(db, congressId);
      if (!congress) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
      return congress;
    },

    /**
     * The participations the recipients select in this congress, ascending; ids of other congresses
     * are ignored, and the All tab leaves cancelled participations out (decisions 36).
     */
    recipientIds(executor: Executor, congressId: number, recipients: TEmailRecipients): Promise<number[]> {
      return recipients.kind === 'filter'
        ? booking.findParticipationIdsByFilter(executor, congressId, bulkEmailFilter(recipients.filter))
        : existingParticipationIds(executor, congressId, [...new Set(recipients.ids)]);
    },

    /** Every selected participation's aggregate, CHUNK at a time. */
    async *aggregates(executor: Executor, congressId: number, ids: number[]) {
      for (let start = 0; start < ids.length; start += CHUNK) {
        const chunk = ids.slice(start, start + CHUNK);
        yield await booking.loadParticipationAggregates(executor, congressId, chunk);
      }
    },

    plan(agg: ParticipationAggregate, message: Omit<PreparedMessage, 'subject' | 'body'>): PlannedRecipient {
      const to = mainRegistration(agg)?.participant.email || null;
      const values = placeholderValues(agg, publicUrl);
      const missing = message.used.length > 0 ? emptyPlaceholders(message.used, values) : [];
      const facts: RecipientFacts = { hasEmail: to !== null, statement: statementOf(agg), missing };
      return {
        agg,
        to,
        values,
        missing,
        skip: skipReasonOf(facts, message),
        onlyIncomplete: isOnlyIncomplete(facts, message),
      };
    },
  };
}
export type BulkPlanner = ReturnType<typeof createBulkPlanner>;

/** The message as it will be sent: a body with no text once sanitised is refused (400). */
export function prepareMessage(message: BulkMessage): PreparedMessage {
  const body = sanitizeEmailHtml(message.body);
  if (body.replace(/<(?!img)[^>]*>/g, '').trim() === '')
    throw new AppError('VALIDATION', EMAIL_MESSAGES.bodyRequired, {
      fields: { body: EMAIL_MESSAGES.bodyRequired },
    });
  return {
    subject: message.subject,
    body,
    used: placeholdersIn(`${message.subject} ${body}`),
    template: message.template,
    includeIncomplete: message.includeIncomplete,
  };
}

/** The recipient as the modal lists it. */
export function recipientItem(planned: PlannedRecipient): TEmailRecipient {
  const main = mainRegistration(planned.agg)?.participant;
  return {
    participationId: planned.agg.participation.id,
    firstName: main?.firstName ?? '',
    lastName: main?.lastName ?? '',
    email: planned.to,
    missing: planned.missing,
    skip: planned.skip,
    isCancelled: isMainCancelled(planned.agg),
  };
}
