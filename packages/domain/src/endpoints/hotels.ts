import {
  ZHotel,
  ZHotelList,
  ZHotelWriteRequest,
  ZIdParam,
  ZSlugParam,
  ZStaffHotel,
} from '../contracts/congress.ts';
import { ZRoomBlockGrid, ZRoomBlockGridWrite } from '../contracts/room-block-grid.ts';
import { defineEndpoint } from './define.ts';

const tags = ['hotels'];

/** The hotels screen, the rate modal, the list's filter (spec 7). */
export const listCongressHotels = defineEndpoint({
  method: 'GET',
  path: '/api/hotel/congress/:slug',
  guard: 'public',
  tags,
  params: ZSlugParam,
  responses: { 200: ZHotelList },
});

export const getHotel = defineEndpoint({
  method: 'GET',
  path: '/api/hotel/:id',
  guard: 'public',
  tags,
  params: ZIdParam,
  responses: { 200: ZHotel },
});

export const createHotel = defineEndpoint({
  method: 'POST',
  path: '/api/hotel/create',
  guard: 'admin',
  tags,
  body: ZHotelWriteRequest,
  responses: { 201: ZStaffHotel },
});

export const updateHotel = defineEndpoint({
  method: 'PUT',
  path: '/api/hotel/update/:id',
  guard: 'admin',
  tags,
  params: ZIdParam,
  body: ZHotelWriteRequest,
  responses: { 200: ZStaffHotel },
});

/** A hotel's room blocks night by night, with what is sold, held and free (decisions 46). */
export const getRoomBlockGrid = defineEndpoint({
  method: 'GET',
  path: '/api/hotel/:id/room-blocks',
  guard: 'staff',
  tags,
  params: ZIdParam,
  responses: { 200: ZRoomBlockGrid },
});

/** Replaces the hotel's block rows with the grid's cells; never below what is sold and held. */
export const saveRoomBlockGrid = defineEndpoint({
  method: 'PUT',
  path: '/api/hotel/:id/room-blocks',
  guard: 'admin',
  tags,
  params: ZIdParam,
  body: ZRoomBlockGridWrite,
  responses: { 200: ZRoomBlockGrid },
});
