import {
  ZCancelConfirm,
  ZCancelDecision,
  ZCancelOutcome,
  ZCancelParam,
  ZCancelQuote,
} from '../contracts/self-cancel.ts';
import { defineEndpoint } from './define.ts';

/** Self-service cancellation under the congress's policy (decisions 48). */
const tags = ['participations'];

export const getCancelQuote = defineEndpoint({
  method: 'GET',
  path: '/api/participation/:id/cancel',
  guard: 'signedIn',
  tags,
  description: "The fee and refund of cancelling now, under the congress's policy",
  params: ZCancelParam,
  responses: { 200: ZCancelQuote },
});

export const cancelParticipation = defineEndpoint({
  method: 'POST',
  path: '/api/participation/:id/cancel',
  guard: 'signedIn',
  tags,
  description: 'Cancels every registration of the participation (or asks staff when they must approve)',
  params: ZCancelParam,
  body: ZCancelConfirm,
  responses: { 200: ZCancelOutcome },
});

export const decideCancelRequest = defineEndpoint({
  method: 'POST',
  path: '/api/admin/participation/:id/cancel-request',
  guard: 'admin',
  tags,
  description: 'Staff approve (the cancellation takes effect) or refuse a cancellation waiting for them',
  params: ZCancelParam,
  body: ZCancelDecision,
  responses: { 200: ZCancelQuote },
});
