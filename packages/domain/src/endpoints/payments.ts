import { z } from 'zod';
import {
  ZBankTransferResponse,
  ZCardPaymentResponse,
  ZConfirmResponse,
  ZDeniedCardRequest,
  ZIntentQuery,
  ZIntentStatus,
  ZOfflineConfirmRequest,
  ZOfflineConfirmResponse,
  ZParticipationParam,
  ZParticipationRequest,
  ZPayment,
  ZPaymentSummary,
} from '../contracts/payments.ts';
import { defineEndpoint } from './define.ts';

const tags = ['payments'];

export const createCardPayment = defineEndpoint({
  method: 'POST',
  path: '/api/payment/stripe/create',
  guard: 'signedIn',
  tags,
  description: 'The open card payment of a participation for its amount due (Stripe or the offline provider)',
  body: ZParticipationRequest,
  responses: { 200: ZCardPaymentResponse },
});

export const getPaymentIntent = defineEndpoint({
  method: 'GET',
  path: '/api/payment/intent',
  guard: 'public',
  tags,
  description: 'The outcome of a card payment; the client secret is the capability',
  query: ZIntentQuery,
  responses: { 200: ZIntentStatus },
});

export const confirmOfflineCard = defineEndpoint({
  method: 'POST',
  path: '/api/payment/offline/confirm',
  guard: 'public',
  tags,
  description: 'The offline provider card form (demo and tests only); the client secret is the capability',
  body: ZOfflineConfirmRequest,
  responses: { 200: ZOfflineConfirmResponse },
});

export const recordDeniedCard = defineEndpoint({
  method: 'POST',
  path: '/api/payment/create',
  guard: 'signedIn',
  tags,
  description: 'Records a card attempt the browser saw fail; always Denied (decisions 25)',
  body: ZDeniedCardRequest,
  responses: { 200: ZPayment },
});

export const getPaymentSummary = defineEndpoint({
  method: 'GET',
  path: '/api/payment/participation/:id',
  guard: 'signedIn',
  tags,
  description: 'Price, paid, amount due, forward action and payments of a participation',
  params: ZParticipationParam,
  responses: { 200: ZPaymentSummary },
});

export const chooseBankTransfer = defineEndpoint({
  method: 'POST',
  path: '/api/payment/bank-transfer',
  guard: 'signedIn',
  tags,
  description:
    'Chooses bank transfer: a pending payment with a reference, the proforma and bank details e-mailed',
  body: ZParticipationRequest,
  responses: { 200: ZBankTransferResponse },
});

export const confirmPayment = defineEndpoint({
  method: 'POST',
  path: '/api/payment/confirm',
  guard: 'signedIn',
  tags,
  description: 'CONFIRM (amount due 0) or REFUND (amount due below 0) of the payment summary',
  body: ZParticipationRequest,
  responses: { 200: ZConfirmResponse },
});

/** Stripe's webhook: a raw body (the signature covers the exact bytes), so no body schema. */
export const stripeWebhook = defineEndpoint({
  method: 'POST',
  path: '/api/payment/stripe/webhook',
  guard: 'public',
  tags,
  description: 'Stripe events, verified by their signature (Stripe-Signature header)',
  responses: { 200: z.object({ received: z.literal(true) }) },
});
