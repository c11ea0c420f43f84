import { ZRateIdParam } from '../contracts/rates.ts';
import { ZStayOptionsQuery } from '../contracts/stay-options.ts';
import { ZStayOptions } from '../contracts/stays.ts';
import { defineEndpoint } from './define.ts';

/**
 * The nights the registration form offers for a rate and room type (decisions 46): the congress
 * nights, and the extra nights before and after that the hotel's block has, with their prices and
 * whether a room is left. Public like the rate list: nothing in it is personal.
 */
export const getStayOptions = defineEndpoint({
  method: 'GET',
  path: '/api/rate/:id/stay-options',
  guard: 'public',
  tags: ['rates'],
  params: ZRateIdParam,
  query: ZStayOptionsQuery,
  responses: { 200: ZStayOptions },
});
