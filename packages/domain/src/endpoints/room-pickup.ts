import { ZIdParam } from '../contracts/congress.ts';
import { ZReleaseRequest, ZReleaseResult, ZRoomPickup } from '../contracts/room-pickup.ts';
import { defineEndpoint } from './define.ts';

const tags = ['hotels'];

/** A hotel's pickup report: contracted, sold, held and free per night, the attrition exposure. */
export const getRoomPickup = defineEndpoint({
  method: 'GET',
  path: '/api/hotel/:id/pickup',
  guard: 'staff',
  tags,
  params: ZIdParam,
  responses: { 200: ZRoomPickup },
});

/** "Release unsold rooms": the block keeps what is sold and held on the chosen nights (audited). */
export const releaseUnsoldRooms = defineEndpoint({
  method: 'POST',
  path: '/api/hotel/:id/pickup/release',
  guard: 'admin',
  tags,
  params: ZIdParam,
  body: ZReleaseRequest,
  responses: { 200: ZReleaseResult },
});
