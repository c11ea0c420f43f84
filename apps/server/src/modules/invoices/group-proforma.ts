import { DOCUMENT_MESSAGES } from '@congress/domain/contracts/invoices';
import type { Language } from '@congress/domain/i18n/languages';
import { isMainCancelled, statementOf } from '@congress/domain/participation-money';
import type { Executor, Transaction } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ParticipationAggregate, ParticipationPayment } from '../booking/booking.service.ts';
import { buildInvoiceDocument, DOCUMENT_LABELS, type DocumentInput } from './invoice-content.ts';
import { issue, renderDocument } from './invoice-issue.ts';
import type { InvoiceRow } from './invoices.repository.ts';
import { transferProformaInput } from './transfer-proforma.ts';

export type GroupDocumentSource = {
  group: { reference: string; billingName: string; payerEmail: string };
  /** The group's places, in place order. */
  places: ParticipationAggregate[];
  /** The pending transfers of the group's one bank transfer, one per place that owes money. */
  transfers: ParticipationPayment[];
  language: Language;
};

/**
 * The group's one transfer as one payment for its proforma (decisions 42, 49): the first place's
 * transfer, for the whole amount under the group's reference; its date the day the transfer was chosen.
 */
function groupTransfer(source: GroupDocumentSource): ParticipationPayment | null {
  const [first] = [...source.transfers].sort((a, b) => a.id - b.id);
  if (!first) return null;
  const amountCents = source.transfers.reduce((total, transfer) => total + transfer.amountCents, 0);
  return { ...first, amountCents, reference: source.group.reference };
}

function leadOf(source: GroupDocumentSource): ParticipationAggregate {
  const lead = source.places.find((place) => !isMainCancelled(place)) ?? source.places[0];
  if (!lead) throw new Error('a group without places');
  return lead;
}

function documentInput(source: GroupDocumentSource, now: Date): Omit<DocumentInput, 'number' | 'language'> {
  const lead = leadOf(source);
  const group = {
    places: source.places.filter((place) => !isMainCancelled(place)),
    billingName: source.group.billingName,
    reference: source.group.reference,
    payerEmail: source.group.payerEmail,
  };
  const transfer = groupTransfer(source);
  if (transfer) {
    const leadOfTransfer =
      source.places.find((place) => place.participation.id === transfer.participationId) ?? lead;
    return { ...transferProformaInput(leadOfTransfer, transfer, [], source.language, now), group };
  }
  const dueCents = source.places.reduce(
    (total, place) => total + Math.max(0, statementOf(place).dueCents),
    0,
  );
  if (dueCents <= 0) throw new AppError('CONFLICT', DOCUMENT_MESSAGES.nothingDueNoProforma);
  return {
    kind: 'proforma',
    agg: lead,
    issuedAt: now,
    payment: null,
    amountCents: dueCents,
    amountLabel: { message: DOCUMENT_LABELS.amountDue },
    group,
  };
}

/** Issued when the group chooses its bank transfer: the proforma its e-mail carries. */
export async function issueGroupProforma(
  tx: Transaction,
  source: GroupDocumentSource,
  now: Date,
): Promise<InvoiceRow> {
  return issue(tx, { ...documentInput(source, now), readerLanguage: source.language });
}

/** The group's proforma as of now: its transfer's (same date and due date), or what the group owes. */
export async function renderGroupProforma(
  executor: Executor,
  source: GroupDocumentSource,
  now: Date,
): Promise<Buffer> {
  const document = buildInvoiceDocument({
    ...documentInput(source, now),
    number: null,
    language: source.language,
  });
  return renderDocument(executor, document, now);
}
