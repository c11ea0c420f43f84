import { createHotel, updateHotel } from '@congress/domain/endpoints/hotels';
import { ZHotelWriteRequest, ZIdParam, ZStaffHotel } from '@congress/domain/contracts/congress';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { registerOpenApi } from '../plugins/openapi.ts';
import { registerRouteTable } from '../plugins/route-table.ts';
import { route } from './endpoint-route.ts';

const hotel = {
  id: 4,
  name: 'H',
  congressId: 1,
  address: null,
  website: null,
  description: null,
  reservationsEmail: null,
};

async function appWith(register: (app: ReturnType<typeof bare>) => void) {
  const app = bare();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRouteTable(app);
  await registerOpenApi(app);
  const guards: unknown[] = [];
  app.addHook('onRoute', (options) => void guards.push(options.config?.guard));
  register(app);
  await app.ready();
  return { app, guards };
}
const bare = () => Fastify().withTypeProvider<ZodTypeProvider>();

describe('route', () => {
  it('registers the same route, guard and OpenAPI entry as the hand-written form', async () => {
    const byHand = await appWith((app) =>
      app.put(
        '/api/hotel/update/:id',
        {
          config: { guard: 'admin' },
          schema: {
            tags: ['hotels'],
            params: ZIdParam,
            body: ZHotelWriteRequest,
            response: { 200: ZStaffHotel },
          },
        },
        async () => hotel,
      ),
    );
    const declared = await appWith((app) => route(app, updateHotel, async () => hotel));
    expect(declared.app.apiRoutes).toEqual(byHand.app.apiRoutes);
    expect(declared.app.apiRoutes).toEqual(['PUT /api/hotel/update/{id}']);
    expect(declared.app.declaredRoutes).toEqual(['PUT /api/hotel/update/{id}']);
    expect(byHand.app.declaredRoutes).toEqual([]);
    expect(declared.guards).toEqual(byHand.guards);
    expect(declared.app.swagger()).toEqual(byHand.app.swagger());
  });

  it('validates params and body from the declaration', async () => {
    const { app } = await appWith((app) =>
      route(app, updateHotel, async (request) => ({ ...hotel, id: request.params.id })),
    );
    const bad = await app.inject({ method: 'PUT', url: '/api/hotel/update/x', payload: {} });
    expect(bad.statusCode).toBe(400);
  });

  it('passes extras (body limit, config) through beside the declared guard', async () => {
    const configs: unknown[] = [];
    await appWith((app) => {
      app.addHook('onRoute', (options) => void configs.push(options.config));
      route(app, createHotel, { bodyLimit: 10, config: { csrf: false } }, async (_request, reply) =>
        reply.status(201).send(hotel),
      );
    });
    expect(configs).toEqual([{ csrf: false, guard: 'admin', endpoint: true }]);
  });

  it('types the handler from the declaration', () => {
    const typed = (app: ReturnType<typeof bare>) => {
      // @ts-expect-error updateHotel has no `slug` parameter
      route(app, updateHotel, async (request) => request.params.slug);
      // @ts-expect-error the answer must be a hotel
      route(app, updateHotel, async () => ({ id: 'four' }));
      // @ts-expect-error createHotel answers 201, not 200
      route(app, createHotel, async (_request, reply) => reply.status(200).send(hotel));
    };
    expect(typed).toBeTypeOf('function');
  });
});
