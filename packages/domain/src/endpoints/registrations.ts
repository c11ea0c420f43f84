import { ZBookingQueueParams, ZBookingQueuePosition, ZBookingRequest } from '../contracts/booking.ts';
import { ZParticipation } from '../contracts/participations.ts';
import {
  ZRegistration,
  ZRegistrationCreateRequest,
  ZRegistrationIdParam,
  ZRegistrationList,
  ZRegistrationUpdateRequest,
} from '../contracts/registrations.ts';
import { defineEndpoint } from './define.ts';

const tags = ['registrations'];

/** The booking (decisions 10), the whole of it in one call: 201 for a new participation, 200 for a modified one. */
export const submitBooking = defineEndpoint({
  method: 'POST',
  path: '/api/registration/submit',
  guard: 'participant',
  tags,
  body: ZBookingRequest,
  responses: { 200: ZParticipation, 201: ZParticipation },
});

/** Where the caller's booking stands in the rush's queue, asked while its submit is in flight. */
export const bookingQueuePosition = defineEndpoint({
  method: 'GET',
  path: '/api/registration/queue/:ticket',
  guard: 'participant',
  tags,
  params: ZBookingQueueParams,
  responses: { 200: ZBookingQueuePosition },
});

export const createRegistrations = defineEndpoint({
  method: 'POST',
  path: '/api/registration/create',
  guard: 'signedIn',
  tags,
  body: ZRegistrationCreateRequest,
  responses: { 201: ZRegistrationList },
});

export const updateRegistration = defineEndpoint({
  method: 'PUT',
  path: '/api/registration/:id',
  guard: 'signedIn',
  tags,
  params: ZRegistrationIdParam,
  body: ZRegistrationUpdateRequest,
  responses: { 200: ZRegistration },
});
