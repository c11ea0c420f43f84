import {
  ZManageParticipationIdParam,
  ZManageRegistrationCreateRequest,
  ZManageRegistrationRequest,
} from '../contracts/manage-registration.ts';
import { ZParticipation } from '../contracts/participations.ts';
import { defineEndpoint } from './define.ts';

/** Manage Registration (spec 2.2): admins of the congress read, edit and add registrations. */
const tags = ['manage-registration'];

export const getAdminParticipation = defineEndpoint({
  method: 'GET',
  path: '/api/admin/participation/:id',
  guard: 'admin',
  tags,
  params: ZManageParticipationIdParam,
  responses: { 200: ZParticipation },
});

/** Add Registration on someone's behalf. */
export const addRegistration = defineEndpoint({
  method: 'POST',
  path: '/api/admin/participation',
  guard: 'admin',
  tags,
  body: ZManageRegistrationCreateRequest,
  responses: { 201: ZParticipation },
});

export const updateManagedRegistration = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/participation/:id',
  guard: 'admin',
  tags,
  params: ZManageParticipationIdParam,
  body: ZManageRegistrationRequest,
  responses: { 200: ZParticipation },
});
