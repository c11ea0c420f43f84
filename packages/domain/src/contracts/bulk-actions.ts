import { z } from 'zod';
import { capitalise, type RegistrationStatus } from '../enums.ts';
import { ZParticipationFilter } from './participation-list.ts';
import { ZMarkReceivedRequest } from './payments-desk.ts';
import { ZRegistrationStatus } from './registrations.ts';
import { zId } from '../ids.ts';

/** At most this many participations picked one by one; beyond, "all N matching the filter". */
export const MAX_BULK_IDS = 2_000;

const people = (count: number) => `${count} participation${count === 1 ? '' : 's'}`;

/** What the bulk actions of the participation list say (issue 12: confirmation, summary). */
export const BULK_MESSAGES = {
  /** The filter now selects another number than the one the organiser confirmed: nothing was done. */
  selectionChanged: (count: number) =>
    `The selection changed: ${people(count)} match the filter now. Check the list and confirm again.`,
  noTransferAwaited: 'No bank transfer is awaited for this participation.',
  notInCongress: 'This participation is not one of this congress.',
  confirmStatus: (count: number, status: RegistrationStatus) =>
    `Change the status of ${people(count)} to ${capitalise(status)}?`,
  confirmTransfers: (count: number) =>
    `Confirm the bank transfers of ${people(count)} as received, for the amount each one expects?`,
  confirmExport: (count: number) => `Export ${people(count)}?`,
  working: 'Working, one participation at a time…',
  allSelected: (count: number) => `All ${people(count)} matching the filter are selected.`,
  pageSelected: (count: number) => `${people(count)} selected.`,
  summary: (done: number, unchanged: number, failed: number) => {
    const parts = [`${people(done)} done`, ...(unchanged > 0 ? [`${unchanged} unchanged`] : [])];
    return `${[...parts, `${failed} failed`].join(', ')}.`;
  },
} as const;

/**
 * The participations a bulk action works on (decision 25: selectors only): those picked one by one
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
