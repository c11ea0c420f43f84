import { ZCongress, ZCongressList, ZSlugParam } from '../contracts/congress.ts';
import {
  ZCongressCreate,
  ZCongressIdParam,
  ZCongressSettings,
  ZCongressSettingsUpdate,
  ZCongressUploadKind,
} from '../contracts/congress-settings.ts';
import { defineEndpoint } from './define.ts';

/** The public congress (header, footer), and its id for admin calls. */
export const getCongressBySlug = defineEndpoint({
  method: 'GET',
  path: '/api/congress/slug/:slug',
  guard: 'public',
  tags: ['congresses'],
  params: ZSlugParam,
  responses: { 200: ZCongress },
});

/** The congress switcher, a user's staff congresses, the audit filter. */
export const listCongresses = defineEndpoint({
  method: 'GET',
  path: '/api/congress/all',
  guard: 'public',
  tags: ['congresses'],
  responses: { 200: ZCongressList },
});

/** Congress settings, creation and uploads: super admins only. */
const tags = ['congress settings'];

export const getCongressSettings = defineEndpoint({
  method: 'GET',
  path: '/api/congress/slug/:slug/settings',
  guard: 'superAdmin',
  tags,
  params: ZSlugParam,
  responses: { 200: ZCongressSettings },
});

export const updateCongressSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/congress/:id/settings',
  guard: 'superAdmin',
  tags,
  params: ZCongressIdParam,
  body: ZCongressSettingsUpdate,
  responses: { 200: ZCongressSettings },
});

export const createCongress = defineEndpoint({
  method: 'POST',
  path: '/api/congress/create',
  guard: 'superAdmin',
  tags,
  body: ZCongressCreate,
  responses: { 201: ZCongressSettings },
});

export const uploadCongressFile = defineEndpoint({
  method: 'POST',
  path: '/api/congress/:id/upload/:kind',
  guard: 'superAdmin',
  tags,
  description: 'Upload the logo or the bank-details image (RIB): multipart, one file, at most 2 MB',
  consumes: ['multipart/form-data'],
  params: ZCongressUploadKind,
  responses: { 200: ZCongressSettings },
});
