import type { PaymentState } from '@congress/domain/account-statement';
import type { DocumentKind } from '@congress/domain/contracts/invoices';
import { capitalise, type RegistrationStatus, type RoomOption } from '@congress/domain/enums';
import { useCallback } from 'react';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { defineMessages } from '../../app/i18n/messages.ts';

/**
 * The shown words of stored values on the participant's registration path (decisions 18), in the
 * reader's language: room options, registration statuses, payment methods and states, document
 * kinds. In English they read as `capitalise` writes them.
 */
const ROOM_OPTIONS = defineMessages({
  single: { id: 'registration.roomOption.single', defaultMessage: 'Single' },
  twin: { id: 'registration.roomOption.twin', defaultMessage: 'Twin' },
  double: { id: 'registration.roomOption.double', defaultMessage: 'Double' },
  'twin/double': { id: 'registration.roomOption.twinDouble', defaultMessage: 'Twin / Double' },
});

const REGISTRATION_STATUSES = defineMessages({
  pending: { id: 'registration.status.pending', defaultMessage: 'Pending' },
  confirmed: { id: 'registration.status.confirmed', defaultMessage: 'Confirmed' },
  cancelled: { id: 'registration.status.cancelled', defaultMessage: 'Cancelled' },
  on_hold: { id: 'registration.status.onHold', defaultMessage: 'On hold' },
  no_show: { id: 'registration.status.noShow', defaultMessage: 'No show' },
});

const PAYMENT_METHODS = defineMessages({
  card: { id: 'payment.method.card', defaultMessage: 'Card' },
  bank_transfer: { id: 'payment.method.bankTransfer', defaultMessage: 'Bank transfer' },
  manual: { id: 'payment.method.manual', defaultMessage: 'Manual' },
});

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
      const message = labels[value];
      return message ? intl.formatMessage(message) : capitalise(value);
    },
    [intl, labels],
  );
}

/** The same words outside a hook (tables, cells): one set for every screen that names these values. */
export const registrationStatusLabel = (intl: IntlShape, status: RegistrationStatus) =>
  intl.formatMessage(REGISTRATION_STATUSES[status]);
export const roomOptionLabel = (intl: IntlShape, room: RoomOption) => intl.formatMessage(ROOM_OPTIONS[room]);

export const useRoomOptionLabel = () => useLabelOf(ROOM_OPTIONS);
export const useRegistrationStatusLabel = () => useLabelOf(REGISTRATION_STATUSES);
export const usePaymentMethodLabel = () => useLabelOf(PAYMENT_METHODS);
export const usePaymentStateLabel = () => useLabelOf(PAYMENT_STATES);
export const useDocumentKindLabel = () => useLabelOf(DOCUMENT_KINDS);
