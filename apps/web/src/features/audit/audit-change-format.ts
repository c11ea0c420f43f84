import {
  labelOf,
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  RATE_ROOM_OPTION_LABELS,
  REGISTRATION_STATUS_LABELS,
  ROOM_OPTION_LABELS,
} from '@congress/domain/enum-labels';
import { capitalise } from '@congress/domain/enums';
import { formatMoney } from '@congress/domain/money';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../lib/i18n/messages.ts';
import type { AuditChange, AuditScalar, AuditScope, AuditValue } from './audit-changes.ts';

/** The log's field names; a field not here reads as its key in words ("arrivalOrigin": "Arrival origin"). */
const FIELDS: Record<string, MessageDescriptor> = defineMessages({
  roomOption: { id: 'audit.field.room', defaultMessage: 'Room' },
  statusRegistration: { id: 'audit.field.status', defaultMessage: 'Status' },
  statusComment: { id: 'audit.field.statusComment', defaultMessage: 'Status comment' },
  arrivalDate: { id: 'audit.field.arrival', defaultMessage: 'Arrival' },
  arrivalTime: { id: 'audit.field.arrivalTime', defaultMessage: 'Arrival time' },
  departureDate: { id: 'audit.field.departure', defaultMessage: 'Departure' },
  departureTime: { id: 'audit.field.departureTime', defaultMessage: 'Departure time' },
  firstName: { id: 'audit.field.firstName', defaultMessage: 'First name' },
  lastName: { id: 'audit.field.lastName', defaultMessage: 'Last name' },
  email: { id: 'audit.field.email', defaultMessage: 'E-mail' },
  rate: { id: 'audit.field.rate', defaultMessage: 'Rate' },
  hotel: { id: 'audit.field.hotel', defaultMessage: 'Hotel' },
  participant: { id: 'audit.field.participant', defaultMessage: 'Participant' },
  registrations: { id: 'audit.field.registration', defaultMessage: 'Registration' },
  label: { id: 'audit.field.label', defaultMessage: 'Label' },
  name: { id: 'audit.field.name', defaultMessage: 'Name' },
  city: { id: 'audit.field.city', defaultMessage: 'City' },
  priceCents: { id: 'audit.field.price', defaultMessage: 'Price' },
  amountCents: { id: 'audit.field.amount', defaultMessage: 'Amount' },
  paymentMethodChoice: { id: 'audit.field.paymentMethod', defaultMessage: 'Payment method' },
  activities_id: { id: 'audit.field.activities', defaultMessage: 'Activities' },
  holdExpiresAt: { id: 'audit.field.holdExpiresAt', defaultMessage: 'Held until' },
  checkedInAt: { id: 'audit.field.checkedInAt', defaultMessage: 'Checked in at' },
  participationId: { id: 'audit.field.participation', defaultMessage: 'Participation' },
  value: { id: 'audit.field.value', defaultMessage: 'Value' },
});

/** Keys that name the same field as another. */
const SAME_FIELD: Record<string, string> = {
  roomType: 'roomOption',
  status: 'statusRegistration',
  method: 'paymentMethodChoice',
};

const WORDS = defineMessages({
  yes: { id: 'audit.value.yes', defaultMessage: 'Yes' },
  no: { id: 'audit.value.no', defaultMessage: 'No' },
  none: { id: 'audit.value.none', defaultMessage: '(none)' },
  hidden: { id: 'audit.value.hidden', defaultMessage: '(hidden)' },
  item: { id: 'audit.value.item', defaultMessage: '{list} {n}' },
});

/** A key in words: "arrivalOrigin", "hotel_id" and "waiting-list" read "Arrival origin", "Hotel id", "Waiting list". */
export function humaniseKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return capitalise(words);
}

export function fieldLabel(intl: IntlShape, field: string): string {
  const key = Object.hasOwn(SAME_FIELD, field) ? (SAME_FIELD[field] ?? field) : field;
  const message = Object.hasOwn(FIELDS, key) ? FIELDS[key] : undefined;
  return message ? intl.formatMessage(message) : humaniseKey(key);
}

/** Which record a change sits in: "Ana Silva", "Registration 2", "Participant". */
export function scopeLabel(intl: IntlShape, scope: AuditScope): string {
  if (scope.kind === 'key') return fieldLabel(intl, scope.key);
  if (scope.name) return scope.name;
  const n = scope.id === null ? String(scope.index + 1) : `#${scope.id}`;
  return intl.formatMessage(WORDS.item, { list: fieldLabel(intl, scope.key), n });
}

export type FormatContext = {
  intl: IntlShape;
  /** The entry's entity: a payment's status is a payment status, any other a registration's. */
  entity: string;
  currency: string | null;
  /** A date and time as the log shows its entries' times. */
  dateTime: (iso: string) => string;
};

const ROOMS = { ...ROOM_OPTION_LABELS, ...RATE_ROOM_OPTION_LABELS };
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The label catalogue of an enum field, the same the participation list reads. */
function enumLabels(key: string, entity: string): Readonly<Record<string, MessageDescriptor>> | null {
  if (key === 'roomOption' || key === 'roomType') return ROOMS;
  if (key === 'statusRegistration') return REGISTRATION_STATUS_LABELS;
  if (key === 'status') return entity === 'payment' ? PAYMENT_STATUS_LABELS : REGISTRATION_STATUS_LABELS;
  if (key === 'paymentMethodChoice' || key === 'method') return PAYMENT_METHOD_LABELS;
  if (key === 'kind' && entity === 'payment') return PAYMENT_KIND_LABELS;
  return null;
}

function scalarText(key: string, value: AuditScalar, context: FormatContext): string {
  const { intl } = context;
  if (value === null || value === '') return intl.formatMessage(WORDS.none);
  if (typeof value === 'boolean') return intl.formatMessage(value ? WORDS.yes : WORDS.no);
  if (typeof value === 'number') {
    if (/cents$/i.test(key)) return formatMoney(value, context.currency ?? 'EUR', { locale: intl.locale });
    return intl.formatNumber(value);
  }
  const labels = enumLabels(key, context.entity);
  if (labels) return labelOf(intl, labels, value);
  if (DATE.test(value))
    return intl.formatDate(`${value}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  if (DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))) return context.dateTime(value);
  return value;
}

/** One side of a change in the reader's words; `undefined` when the entry has no such side. */
export function valueText(key: string, value: AuditValue | undefined, context: FormatContext) {
  if (value === undefined) return undefined;
  switch (value.kind) {
    case 'hidden':
      return context.intl.formatMessage(WORDS.hidden);
    case 'named':
      return value.name;
    case 'list':
      return value.values.length === 0
        ? context.intl.formatMessage(WORDS.none)
        : value.values.map((v) => scalarText(key, v, context)).join(', ');
    case 'scalar':
      return scalarText(key, value.value, context);
  }
}

export type ChangeRow = { path: string; field: string; where: string; before?: string; after?: string };

/** A change as the screen shows it: where ("Ana Silva"), which field ("Room"), before and after. */
export function changeRow(change: AuditChange, context: FormatContext): ChangeRow {
  return {
    path: change.path,
    field: fieldLabel(context.intl, change.key),
    where: change.scope.map((scope) => scopeLabel(context.intl, scope)).join(' › '),
    before: valueText(change.key, change.before, context),
    after: valueText(change.key, change.after, context),
  };
}
