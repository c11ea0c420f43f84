import { ZCongressIdParam, ZPurgeRequest, ZPurgeResult } from '../contracts/congress-settings.ts';
import { defineEndpoint } from './define.ts';

export const purgePersonalData = defineEndpoint({
  method: 'POST',
  path: '/api/privacy/congress/:id/purge',
  guard: 'superAdmin',
  tags: ['privacy'],
  description: 'Purge the personal data of a finished congress; the body repeats the congress slug',
  params: ZCongressIdParam,
  body: ZPurgeRequest,
  responses: { 200: ZPurgeResult },
});
