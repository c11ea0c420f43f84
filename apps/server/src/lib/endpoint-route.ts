import type { Endpoint } from '@congress/domain/endpoints/define';
import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifyBaseLogger,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The declaration's schemas in Fastify's names, so the zod type provider types request and reply. */
type SchemaOf<E extends Endpoint> = {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: E['responses'];
};

export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider
>;

/** What only the server knows about a route: its body limit, uploads, the CSRF exemption. */
export type RouteExtras = {
  bodyLimit?: number;
  config?: Omit<FastifyContextConfig, 'guard' | 'endpoint'>;
};

/**
 * Registers a route from its declaration in `packages/domain/src/endpoints`: the same method, path,
 * guard, validation and OpenAPI entry a hand-written `app.get(...)` had, the handler typed from it.
 */
export function route<E extends Endpoint>(app: ZodApp, endpoint: E, handler: EndpointHandler<E>): void;
export function route<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  extras: RouteExtras,
  handler: EndpointHandler<E>,
): void;
export function route<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  extrasOrHandler: RouteExtras | EndpointHandler<E>,
  maybeHandler?: EndpointHandler<E>,
): void {
  const extras = typeof extrasOrHandler === 'function' ? {} : extrasOrHandler;
  const handler = typeof extrasOrHandler === 'function' ? extrasOrHandler : maybeHandler;
  if (!handler) throw new Error(`No handler for ${endpoint.method} ${endpoint.path}`);
  // Only the keys the hand-written routes set, so the OpenAPI document stays the same.
  const schema = {
    tags: endpoint.tags,
    ...(endpoint.description === undefined ? {} : { description: endpoint.description }),
    ...(endpoint.consumes === undefined ? {} : { consumes: [...endpoint.consumes] }),
    ...(endpoint.params === undefined ? {} : { params: endpoint.params }),
    ...(endpoint.query === undefined ? {} : { querystring: endpoint.query }),
    ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
    ...(endpoint.responses === undefined ? {} : { response: endpoint.responses }),
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(extras.bodyLimit === undefined ? {} : { bodyLimit: extras.bodyLimit }),
    config: { ...extras.config, guard: endpoint.guard, endpoint: true },
    schema,
    handler: handler as RouteHandlerMethod,
  });
}
