import { ZHealth } from '../contracts/congress.ts';
import { defineEndpoint } from './define.ts';

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  guard: 'public',
  tags: ['health'],
  responses: { 200: ZHealth },
});
