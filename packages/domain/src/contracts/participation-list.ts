import { z } from 'zod';
import { REGISTRATION_STATUSES, ROOM_OPTIONS } from '../enums.ts';
import { zIdParam } from '../ids.ts';
import { PARTICIPATION_PAYMENT_STATUSES, type ParticipationPaymentStatus } from '../payment-status.ts';
import { ZListFigureText } from './list-figures.ts';

/**
 * Status tabs of the participation list (decisions 20, their payment part replaced by decisions 41):
 * `pending` (Wait payment) = active with something still to receive (unpaid, partly paid, awaiting
 * transfer); `confirmed` (ok) = active with nothing to receive (paid, price 0, refund due).
 */
export const LIST_TABS = ['all', 'active', 'pending', 'confirmed', 'cancelled'] as const;
export type ListTab = (typeof LIST_TABS)[number];
export const LIST_TAB_LABELS: Record<ListTab, string> = {
  all: 'All',
  active: 'Active',
  pending: 'Wait payment',
  confirmed: 'ok',
  cancelled: 'Cancelled',
};

/** Sharing filter (decisions 21); `all` means any. */
export const SHARING_FILTERS = ['all', 'sharing', 'missing', 'matching'] as const;
export type SharingFilter = (typeof SHARING_FILTERS)[number];

const allOr = <T extends z.ZodType>(inner: T) => z.union([z.literal('all'), inner]);

/**
 * What selects participations in the back office: the path segments of decisions 22 plus the
 * search box. The same object is the "current filter" that bulk e-mails and exports receive.
 */
export const ZParticipationFilter = z.object({
  status: z.enum(LIST_TABS).default('all'),
  sharing: z.enum(SHARING_FILTERS).default('all'),
  hotelId: allOr(zIdParam()).default('all'),
  roomOption: allOr(z.enum(ROOM_OPTIONS)).default('all'),
  /** A participant type slug. */
  type: allOr(z.string().min(1).max(100)).default('all'),
  search: z.string().trim().max(200).optional(),
  /** One figure of the organiser overview: the rows behind it. */
  figure: ZListFigureText.optional(),
  /** People checked in at the door: participations with someone checked in, or none. */
  checkedIn: z.enum(['yes', 'no']).optional(),
  /** The places of one group booking, by its reference (decisions 49). */
  group: z.string().trim().max(40).optional(),
});
export type TParticipationFilter = z.infer<typeof ZParticipationFilter>;

/** The list path's segments (decisions 22). */
export const ZParticipationListParams = z.object({
  slug: z.string().min(1).max(100),
  status: ZParticipationFilter.shape.status,
  sharing: ZParticipationFilter.shape.sharing,
  hotelId: ZParticipationFilter.shape.hotelId,
  roomOption: ZParticipationFilter.shape.roomOption,
  type: ZParticipationFilter.shape.type,
});

export const LIST_PAGE_SIZE = 25;

export const ZParticipationListQuery = z.object({
  search: ZParticipationFilter.shape.search,
  figure: ZParticipationFilter.shape.figure,
  checkedIn: ZParticipationFilter.shape.checkedIn,
  group: ZParticipationFilter.shape.group,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(LIST_PAGE_SIZE),
  sort: z.string().max(50).optional(),
});

/** Sort keys of the list; a leading `-` sorts descending (default `name`). */
export const LIST_SORT_KEYS = [
  'name',
  'email',
  'memberNumber',
  'type',
  'hotel',
  'rate',
  'status',
  'payment',
  'amountDue',
  'id',
] as const;
export type ListSortKey = (typeof LIST_SORT_KEYS)[number];

/** A row's payment status (decisions 41): read from its account statement (`payment-status.ts`). */
export const ROW_PAYMENT_STATUSES = PARTICIPATION_PAYMENT_STATUSES;
export type RowPaymentStatus = ParticipationPaymentStatus;

/** One row of the participation list: its main participant and main registration. */
export const ZParticipationListRow = z.object({
  participationId: z.number().int(),
  mainRegistrationId: z.number().int(),
  participantId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  memberNumber: z.string().nullable(),
  participantType: z.object({ slug: z.string(), label: z.string() }).nullable(),
  hotel: z.object({ id: z.number().int(), name: z.string() }),
  roomOption: z.enum(ROOM_OPTIONS),
  rate: z.object({ id: z.number().int(), label: z.string() }),
  registrationStatus: z.enum(REGISTRATION_STATUSES),
  paymentStatus: z.enum(ROW_PAYMENT_STATUSES),
  amountDueCents: z.number().int(),
  /** When the first of its people was checked in at the door, ISO; null before. */
  checkedInAt: z.string().nullable(),
  /** The companion (accompany) or the named room-mate (member), when there is one. */
  second: z
    .object({
      kind: z.enum(['companion', 'sharing']),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      memberNumber: z.string().nullable(),
    })
    .nullable(),
  /** The group booking the participation is a place of (decisions 49). */
  group: z.object({ id: z.number().int(), reference: z.string() }).nullish(),
});
export type TParticipationListRow = z.infer<typeof ZParticipationListRow>;

/** A page of the list (decisions 22), with the count of each status tab under the other filters. */
export const ZParticipationListPage = z.object({
  items: z.array(ZParticipationListRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  currency: z.string(),
  /** The congress's time zone: the list's times (check-ins) read in it. */
  timeZone: z.string(),
  tabCounts: z.object({
    all: z.number().int(),
    active: z.number().int(),
    pending: z.number().int(),
    confirmed: z.number().int(),
    cancelled: z.number().int(),
  }),
});
export type TParticipationListPage = z.infer<typeof ZParticipationListPage>;
