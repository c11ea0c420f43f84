import { ZSectionList } from '../contracts/congress.ts';
import { ZSectionCreate, ZSectionResponse } from '../contracts/members.ts';
import { defineEndpoint } from './define.ts';

/** The member book's sections and the rate modal's section select. */
export const listSections = defineEndpoint({
  method: 'GET',
  path: '/api/section/uich/all',
  guard: 'public',
  tags: ['sections'],
  responses: { 200: ZSectionList },
});

export const createSection = defineEndpoint({
  method: 'POST',
  path: '/api/section/create',
  guard: 'superAdmin',
  tags: ['sections'],
  body: ZSectionCreate,
  responses: { 201: ZSectionResponse },
});
