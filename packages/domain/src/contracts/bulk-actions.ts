import { z } from 'zod';
import { ZParticipationFilter } from './participation-list.ts';
import { ZMarkReceivedRequest } from './payments-desk.ts';
import { ZRegistrationStatus } from './registrations.ts';
import { zId } from '../ids.ts';
import { defineTexts } from '../i18n/texts.ts';

/** At most this many participations picked one by one; beyond, "all N matching the filter". */
export const MAX_BULK_IDS = 2_000;

/** What the bulk actions of the participation list say (confirmation, summary). */
export const BULK_MESSAGES = defineTexts({
  /** The filter now selects another number than the one the organiser confirmed: nothing was done. */
  selectionChanged:
    'The selection changed: {count, plural, one {# participation} other {# participations}} match the filter now. Check the list and confirm again.',
  noTransferAwaited: 'No bank transfer is awaited for this participation.',
  notInCongress: 'This participation is not one of this congress.',
  /** `status`: the status's label in the reader's language (English: `capitalise(status)`). */
  confirmStatus:
    'Change the status of {count, plural, one {# participation} other {# participations}} to {status}?',
  confirmTransfers:
    'Confirm the bank transfers of {count, plural, one {# participation} other {# participations}} as received, for the amount each one expects?',
  confirmExport: 'Export {count, plural, one {# participation} other {# participations}}?',
  working: 'Working, one participation at a time…',
  allSelected:
    'All {count, plural, one {# participation} other {# participations}} matching the filter are selected.',
  pageSelected: '{count, plural, one {# participation} other {# participations}} selected.',
  /** `done`, `unchanged` (left out when 0), `failed`: counts of participations. */
  summary:
    '{done, plural, one {# participation} other {# participations}} done, {unchanged, plural, =0 {} other {# unchanged, }}{failed} failed.',
});

/**
 * The participations a bulk action works on (decisions 25: selectors only): those picked one by one
 * on any page, or every participation the list's filter selects. `expectedCount` is the N the
 * organiser confirmed; when the filter selects another number now, nothing is done (409).
 */
export const ZBulkSelection = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('participations'),
    ids: z.array(zId()).min(1).max(MAX_BULK_IDS),
  }),
  z.object({
    kind: z.literal('filter'),
    filter: ZParticipationFilter,
    expectedCount: z.number().int().min(0),
  }),
]);
export type TBulkSelection = z.infer<typeof ZBulkSelection>;
export type TBulkSelectionInput = z.input<typeof ZBulkSelection>;

const congressSlug = z.string().min(1).max(100);

/** POST /api/participation/bulk/status: the status of each participation's registrations (spec 2.2). */
export const ZBulkStatusRequest = z.object({
  congressSlug,
  selection: ZBulkSelection,
  status: ZRegistrationStatus,
});
export type TBulkStatusRequest = z.infer<typeof ZBulkStatusRequest>;
export type TBulkStatusRequestInput = z.input<typeof ZBulkStatusRequest>;

/** POST /api/payments-desk/bulk/transfers-received: each pending transfer received in full. */
export const ZBulkTransfersRequest = z.object({
  congressSlug,
  selection: ZBulkSelection,
  receivedOn: ZMarkReceivedRequest.shape.receivedOn,
});
export type TBulkTransfersRequest = z.infer<typeof ZBulkTransfersRequest>;
export type TBulkTransfersRequestInput = z.input<typeof ZBulkTransfersRequest>;

/** One participation the action could not change, and why (the server's message). */
export const ZBulkFailure = z.object({
  participationId: z.number().int(),
  name: z.string(),
  message: z.string(),
});
export type TBulkFailure = z.infer<typeof ZBulkFailure>;

/**
 * What a bulk action did, one transaction per participation: done, already in the wanted state
 * (nothing written), failed (with the reason); every participation is in exactly one of them.
 */
export const ZBulkSummary = z.object({
  requested: z.number().int(),
  done: z.number().int(),
  unchanged: z.number().int(),
  failures: z.array(ZBulkFailure),
});
export type TBulkSummary = z.infer<typeof ZBulkSummary>;
