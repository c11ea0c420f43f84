import type { PaymentState } from '@congress/domain/account-statement';
import type { DocumentKind } from '@congress/domain/contracts/invoices';
import {
  labelOf,
  PAYMENT_METHOD_LABELS,
  REGISTRATION_STATUS_LABELS,
  ROOM_OPTION_LABELS,
  RATE_ROOM_OPTION_LABELS,
} from '@congress/domain/enum-labels';
import type { RegistrationStatus, RoomOption } from '@congress/domain/enums';
import { useCallback } from 'react';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { defineMessages } from '../../lib/i18n/messages.ts';

/**
 * The shown words of stored values on the participant's registration path (decisions 18), in the
 * reader's language: room options, registration statuses and payment methods from the domain's one
 * catalogue per enum (the e-mails, exports and PDFs use it too), payment states and document kinds.
 * In English they read as `capitalise` writes them.
 */
/** A registration's room option or a rate's ('twin/double'): one map for the hooks. */
const ROOM_OPTIONS = { ...ROOM_OPTION_LABELS, ...RATE_ROOM_OPTION_LABELS };

const PAYMENT_STATES = defineMessages({
  paid: { id: 'payment.state.paid', defaultMessage: 'Paid' },
  awaiting_transfer: { id: 'payment.state.awaitingTransfer', defaultMessage: 'Awaiting transfer' },
  processing: { id: 'payment.state.processing', defaultMessage: 'Processing' },
  declined: { id: 'payment.state.declined', defaultMessage: 'Declined' },
  cancelled: { id: 'payment.state.cancelled', defaultMessage: 'Cancelled' },
  refund_requested: { id: 'payment.state.refundRequested', defaultMessage: 'Refund requested' },
  refunded: { id: 'payment.state.refunded', defaultMessage: 'Refunded' },
  refund_refused: { id: 'payment.state.refundRefused', defaultMessage: 'Refund refused' },
  refund_withdrawn: { id: 'payment.state.refundWithdrawn', defaultMessage: 'Refund withdrawn' },
} satisfies Record<PaymentState, unknown>);

const DOCUMENT_KINDS = defineMessages({
  invoice: { id: 'documents.kind.invoice', defaultMessage: 'Invoice' },
  proforma: { id: 'documents.kind.proforma', defaultMessage: 'Proforma invoice' },
  credit_note: { id: 'documents.kind.creditNote', defaultMessage: 'Credit note' },
} satisfies Record<DocumentKind, unknown>);

type Labels = Readonly<Record<string, MessageDescriptor>>;

/** A stored value's label from its map, or `capitalise` for a value the map does not know. */
function useLabelOf(labels: Labels): (value: string) => string {
  const intl = useIntl();
  return useCallback(
    (value: string) => {
      return labelOf(intl, labels, value);
    },
    [intl, labels],
  );
}

/** The same words outside a hook (tables, cells): one set for every screen that names these values. */
export const registrationStatusLabel = (intl: IntlShape, status: RegistrationStatus) =>
  intl.formatMessage(REGISTRATION_STATUS_LABELS[status]);
export const roomOptionLabel = (intl: IntlShape, room: RoomOption) =>
  intl.formatMessage(ROOM_OPTION_LABELS[room]);

export const useRoomOptionLabel = () => useLabelOf(ROOM_OPTIONS);
export const useRegistrationStatusLabel = () => useLabelOf(REGISTRATION_STATUS_LABELS);
export const usePaymentMethodLabel = () => useLabelOf(PAYMENT_METHOD_LABELS);
export const usePaymentStateLabel = () => useLabelOf(PAYMENT_STATES);
export const useDocumentKindLabel = () => useLabelOf(DOCUMENT_KINDS);
