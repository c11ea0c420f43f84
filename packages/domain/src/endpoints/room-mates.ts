import { ZIdParam, ZSlugParam } from '../contracts/congress.ts';
import { ZRoomMatePairRequest, ZRoomMateQueue, ZRoomMateReleaseRequest } from '../contracts/room-mates.ts';
import { defineEndpoint } from './define.ts';

/** The room-mate queue (decisions 46): staff read it, admins pair or release. */
const tags = ['room-mates'];

export const getRoomMateQueue = defineEndpoint({
  method: 'GET',
  path: '/api/room-mates/congress/:slug',
  guard: 'staff',
  tags,
  params: ZSlugParam,
  responses: { 200: ZRoomMateQueue },
});

export const pairRoomMates = defineEndpoint({
  method: 'POST',
  path: '/api/room-mates/pair',
  guard: 'admin',
  tags,
  description: 'Makes two waiting room-mate requests name each other: one room for both',
  body: ZRoomMatePairRequest,
  responses: { 200: ZRoomMateQueue },
});

export const releaseRoomMate = defineEndpoint({
  method: 'POST',
  path: '/api/room-mates/:id/release',
  guard: 'admin',
  tags,
  description: 'Withdraws a waiting room-mate request: the booker keeps the room alone',
  params: ZIdParam,
  body: ZRoomMateReleaseRequest,
  responses: { 200: ZRoomMateQueue },
});
