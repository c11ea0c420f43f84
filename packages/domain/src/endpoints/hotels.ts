import { ZHotel, ZHotelList, ZHotelWriteRequest, ZIdParam, ZSlugParam } from '../contracts/congress.ts';
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
  responses: { 201: ZHotel },
});

export const updateHotel = defineEndpoint({
  method: 'PUT',
  path: '/api/hotel/update/:id',
  guard: 'admin',
  tags,
  params: ZIdParam,
  body: ZHotelWriteRequest,
  responses: { 200: ZHotel },
});
