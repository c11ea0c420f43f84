import {
  ZGroup,
  ZGroupCreate,
  ZGroupList,
  ZGroupListQuery,
  ZGroupParam,
  ZGroupPlaceName,
  ZGroupPlaceParam,
} from '../contracts/groups.ts';
import { ZCardPaymentResponse } from '../contracts/payments.ts';
import { defineEndpoint } from './define.ts';

/** One payer for many people (decisions 49): the payer's group bookings. */
const tags = ['groups'];

export const createGroup = defineEndpoint({
  method: 'POST',
  path: '/api/group',
  guard: 'signedIn',
  tags,
  description: 'Books several places on one rate at once, all or none, for one payer',
  body: ZGroupCreate,
  responses: { 201: ZGroup },
});

export const listGroups = defineEndpoint({
  method: 'GET',
  path: '/api/groups',
  guard: 'signedIn',
  tags,
  description: "The caller's group bookings in a congress",
  query: ZGroupListQuery,
  responses: { 200: ZGroupList },
});

export const getGroup = defineEndpoint({
  method: 'GET',
  path: '/api/group/:id',
  guard: 'signedIn',
  tags,
  description: 'One group booking: its places, people and money (its payer, or admins)',
  params: ZGroupParam,
  responses: { 200: ZGroup },
});

export const nameGroupPlace = defineEndpoint({
  method: 'PUT',
  path: '/api/group/:id/place/:participationId',
  guard: 'signedIn',
  tags,
  description: 'Names the person of a place (until the names are due); the person is sent their page',
  params: ZGroupPlaceParam,
  body: ZGroupPlaceName,
  responses: { 200: ZGroup },
});

export const cancelGroupPlace = defineEndpoint({
  method: 'POST',
  path: '/api/group/:id/place/:participationId/cancel',
  guard: 'signedIn',
  tags,
  description: 'Cancels a place nobody is named on yet, under the congress cancellation policy',
  params: ZGroupPlaceParam,
  responses: { 200: ZGroup },
});

export const chooseGroupTransfer = defineEndpoint({
  method: 'POST',
  path: '/api/group/:id/bank-transfer',
  guard: 'signedIn',
  tags,
  description: 'One bank transfer for the whole group: one reference, one proforma e-mailed to the payer',
  params: ZGroupParam,
  responses: { 200: ZGroup },
});

export const createGroupCardPayment = defineEndpoint({
  method: 'POST',
  path: '/api/group/:id/card',
  guard: 'signedIn',
  tags,
  description: 'One card payment for what the whole group owes',
  params: ZGroupParam,
  responses: { 200: ZCardPaymentResponse },
});

/** A PDF file, no JSON response. */
export const downloadGroupProforma = defineEndpoint({
  method: 'GET',
  path: '/api/group/:id/proforma',
  guard: 'signedIn',
  tags,
  description: "The group's proforma: one line per person, the group's reference and bank details",
  params: ZGroupParam,
});
