import { ZIdParam } from '../contracts/congress.ts';
import {
  ZAdminUser,
  ZAdminUserPage,
  ZCreateUserRequest,
  ZUpdateUserRequest,
  ZUsersAdminParams,
  ZUsersAdminQuery,
} from '../contracts/users-admin.ts';
import { defineEndpoint } from './define.ts';

/** Manage Users (spec 2.2, 6, 7): super admins only (decisions 2). */
const guard = 'superAdmin';
const tags = ['users'];

/** 25 per page. */
export const listAdminUsers = defineEndpoint({
  method: 'GET',
  path: '/api/user/usersAdmin/:congressId',
  guard,
  tags,
  params: ZUsersAdminParams,
  query: ZUsersAdminQuery,
  responses: { 200: ZAdminUserPage },
});

export const createAdminUser = defineEndpoint({
  method: 'POST',
  path: '/api/user/create',
  guard,
  tags,
  body: ZCreateUserRequest,
  responses: { 201: ZAdminUser },
});

export const updateAdminUser = defineEndpoint({
  method: 'PUT',
  path: '/api/user/update/:id',
  guard,
  tags,
  params: ZIdParam,
  body: ZUpdateUserRequest,
  responses: { 200: ZAdminUser },
});
