import {
  ZMemberFields,
  ZMemberIdParams,
  ZMemberImportPreview,
  ZMemberImportQuery,
  ZMemberImportResult,
  ZMemberInvitationResult,
  ZMemberList,
  ZMemberListItem,
  ZMemberListQuery,
} from '../contracts/members.ts';
import { defineEndpoint } from './define.ts';

/** The member book: super admins only; an import is previewed, then the same file confirmed. */
const guard = 'superAdmin';
const tags = ['members'];

export const listMembers = defineEndpoint({
  method: 'GET',
  path: '/api/member/list',
  guard,
  tags,
  query: ZMemberListQuery,
  responses: { 200: ZMemberList },
});

export const updateMember = defineEndpoint({
  method: 'PUT',
  path: '/api/member/:id',
  guard,
  tags,
  description:
    'Correct one member: the field rules of an import row; member number and e-mail stay unique (409)',
  params: ZMemberIdParams,
  body: ZMemberFields,
  responses: { 200: ZMemberListItem },
});

export const resendMemberInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/member/:id/invitation',
  guard,
  tags,
  description: 'Send the invitation again: a fresh 7-day link; older unused links of the member stop working',
  params: ZMemberIdParams,
  query: ZMemberImportQuery,
  responses: { 200: ZMemberInvitationResult },
});

export const previewMemberImport = defineEndpoint({
  method: 'POST',
  path: '/api/member/import/preview',
  guard,
  tags,
  description:
    'Check a CSV or XLSX member file (multipart, one file): each row with its errors; nothing is written',
  consumes: ['multipart/form-data'],
  responses: { 200: ZMemberImportPreview },
});

export const confirmMemberImport = defineEndpoint({
  method: 'POST',
  path: '/api/member/import/confirm',
  guard,
  tags,
  description:
    'Send the previewed file again: writes its good rows (upsert by member number) and invites new members',
  consumes: ['multipart/form-data'],
  query: ZMemberImportQuery,
  responses: { 200: ZMemberImportResult },
});
