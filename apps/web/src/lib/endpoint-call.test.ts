import { defineEndpoint } from '@congress/domain/endpoints/define';
import { createHotel, listCongressHotels, updateHotel } from '@congress/domain/endpoints/hotels';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createFakeFetch, jsonResponse } from '../test/fake-fetch.ts';
import { createApiClient } from './api-client.ts';
import { createEndpointCaller, endpointPath } from './endpoint-call.ts';

const ZThing = z.object({ id: z.number() });
const getThing = defineEndpoint({
  method: 'GET',
  path: '/api/thing/:slug/:id',
  guard: 'public',
  tags: ['things'],
  params: z.object({ slug: z.string(), id: z.coerce.number() }),
  query: z.object({ page: z.coerce.number().optional(), search: z.string().optional() }),
  responses: { 200: ZThing },
});
const saveThing = defineEndpoint({
  method: 'PUT',
  path: '/api/thing/:id',
  guard: 'admin',
  tags: ['things'],
  params: z.object({ id: z.coerce.number() }),
  body: z.object({ name: z.string() }),
  responses: { 200: ZThing },
});
const exportThings = defineEndpoint({
  method: 'POST',
  path: '/api/things/export',
  guard: 'admin',
  tags: ['things'],
});

const callerWith = (answer: () => Response) => {
  const fake = createFakeFetch(answer);
  return { fake, ...createEndpointCaller(createApiClient({ fetch: fake.fetch })) };
};

describe('endpointPath', () => {
  it('drops the client base and encodes every parameter', () => {
    expect(endpointPath(listCongressHotels, { slug: 'été 2027/x' })).toBe(
      '/hotel/congress/%C3%A9t%C3%A9%202027%2Fx',
    );
    expect(endpointPath(createHotel)).toBe('/hotel/create');
  });
});

describe('call', () => {
  it('sends the declared method to the filled path with the query, and parses the answer', async () => {
    const { fake, call } = callerWith(() => jsonResponse(200, { id: 3, extra: 'dropped' }));
    const answer = await call(getThing, { params: { slug: 'a/b', id: 3 }, query: { page: 2 } });
    expect(answer).toEqual({ id: 3 });
    expect(fake.calls[0]).toMatchObject({ method: 'GET', url: '/api/thing/a%2Fb/3?page=2' });
  });

  it('sends the body as JSON', async () => {
    const { fake, call } = callerWith(() => jsonResponse(200, { id: 9 }));
    await call(saveThing, { params: { id: 9 }, body: { name: 'n' } });
    expect(fake.calls[0]).toMatchObject({ method: 'PUT', url: '/api/thing/9', body: { name: 'n' } });
  });

  it('refuses an answer that does not match the declared schema', async () => {
    const { call } = callerWith(() => jsonResponse(200, { id: 'not a number' }));
    await expect(call(saveThing, { params: { id: 1 }, body: { name: 'n' } })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('types params, body and answer from the declaration', async () => {
    const { call } = callerWith(() => jsonResponse(201, { id: 1, name: 'H' }));
    const typed = async () => {
      // @ts-expect-error the path needs its id
      await call(updateHotel, { body: { name: 'H' } });
      // @ts-expect-error a body the declaration does not take
      await call(listCongressHotels, { params: { slug: 's' }, body: {} });
      // @ts-expect-error the slug is a string
      await call(listCongressHotels, { params: { slug: 4 } });
      const things = await call(getThing, { params: { slug: 's', id: 1 } });
      // @ts-expect-error the answer has no `name`
      things.name;
    };
    expect(typed).toBeTypeOf('function');
  });
});

describe('download', () => {
  it('posts to the declared path and returns the blob with the server file name', async () => {
    const { fake, download } = callerWith(
      () =>
        new Response('a;b', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="things.csv"' },
        }),
    );
    const file = await download(exportThings);
    expect(fake.calls[0]).toMatchObject({ method: 'POST', url: '/api/things/export' });
    expect(file.filename).toBe('things.csv');
    expect(await file.blob.text()).toBe('a;b');
  });
});
