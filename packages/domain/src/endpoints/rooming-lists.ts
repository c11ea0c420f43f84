import { ZIdParam } from '../contracts/congress.ts';
import {
  ZHotelRoomingView,
  ZRoomingList,
  ZRoomingSendResult,
  ZRoomingTokenParam,
} from '../contracts/rooming-lists.ts';
import { defineEndpoint } from './define.ts';

/** Rooming lists sent to hotels (decisions 47): staff read and send; the hotel reads by its link. */
const tags = ['hotels'];

export const getRoomingList = defineEndpoint({
  method: 'GET',
  path: '/api/hotel/:id/rooming-list',
  guard: 'staff',
  tags,
  params: ZIdParam,
  responses: { 200: ZRoomingList },
});

/** The current list as a spreadsheet (marks against the last sending), no JSON response. */
export const downloadRoomingXlsx = defineEndpoint({
  method: 'GET',
  path: '/api/hotel/:id/rooming-list/xlsx',
  guard: 'staff',
  tags,
  params: ZIdParam,
});

/** The current list as a PDF, no JSON response. */
export const downloadRoomingPdf = defineEndpoint({
  method: 'GET',
  path: '/api/hotel/:id/rooming-list/pdf',
  guard: 'staff',
  tags,
  params: ZIdParam,
});

/** "Send to the hotel": the list (xlsx and PDF) to the hotel's reservations e-mail, through the outbox; kept. */
export const sendRoomingList = defineEndpoint({
  method: 'POST',
  path: '/api/hotel/:id/rooming-list/send',
  guard: 'admin',
  tags,
  params: ZIdParam,
  responses: { 200: ZRoomingSendResult },
});

/** The hotel's view through its signed link: the current list and the change log, until it expires. */
export const readHotelRooming = defineEndpoint({
  method: 'GET',
  path: '/api/rooming/:token',
  guard: 'public',
  tags,
  params: ZRoomingTokenParam,
  responses: { 200: ZHotelRoomingView },
});

/** The hotel's current list as a spreadsheet, through its link, no JSON response. */
export const downloadHotelRoomingXlsx = defineEndpoint({
  method: 'GET',
  path: '/api/rooming/:token/xlsx',
  guard: 'public',
  tags,
  params: ZRoomingTokenParam,
});
