import {
  LIST_TABS,
  type ListTab,
  type TParticipationFilter,
  type TParticipationListRow,
  ZParticipationFilter,
} from '@congress/domain/contracts/participation-list';
import { type PaymentTone, paymentTone } from '@congress/domain/payment-status';
import type { ParticipationListQuery } from './api/keys.ts';

/** The list's state lives in the URL query, so a reload or a shared link keeps it. */
export function readListQuery(params: URLSearchParams): ParticipationListQuery {
  const raw = {
    status: params.get('status') ?? undefined,
    sharing: params.get('sharing') ?? undefined,
    hotelId: params.get('hotel') ?? undefined,
    roomOption: params.get('room') ?? undefined,
    type: params.get('type') ?? undefined,
    search: params.get('q') ?? undefined,
    figure: params.get('figure') ?? undefined,
    checkedIn: params.get('checkedIn') ?? undefined,
    group: params.get('group') ?? undefined,
  };
  const parsed = ZParticipationFilter.safeParse(raw);
  const filter: TParticipationFilter = parsed.success
    ? parsed.data
    : ZParticipationFilter.parse({ status: LIST_TABS.includes(raw.status as ListTab) ? raw.status : 'all' });
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const sort = params.get('sort') ?? undefined;
  return { ...filter, page: Number.isFinite(page) && page >= 1 ? page : 1, sort };
}

/** Writes the state back; defaults are left out so the URL stays short. */
export function writeListQuery(query: ParticipationListQuery): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined, fallback: string | number) => {
    if (value !== undefined && value !== '' && value !== fallback) params.set(key, String(value));
  };
  set('status', query.status, 'all');
  set('sharing', query.sharing, 'all');
  set('hotel', query.hotelId, 'all');
  set('room', query.roomOption, 'all');
  set('type', query.type, 'all');
  set('q', query.search?.trim(), '');
  set('figure', query.figure, '');
  set('checkedIn', query.checkedIn, '');
  set('group', query.group?.trim(), '');
  set('page', query.page, 1);
  set('sort', query.sort, '');
  return params;
}

export type RowTone = PaymentTone;

/**
 * Row colour (decisions 41, departing from spec 2.2 by adding amber): a cancelled registration is grey;
 * otherwise green only for paid, amber for a refund due, pink for everything still to receive.
 */
export function rowTone(row: Pick<TParticipationListRow, 'registrationStatus' | 'paymentStatus'>): RowTone {
  return paymentTone(row.paymentStatus, row.registrationStatus === 'cancelled');
}
