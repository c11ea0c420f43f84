import fc from 'fast-check';
import { TEST_ORIGIN } from '../test-app.ts';
import { encodeUtf8, hostileRawSegment, hostileValue } from './hostile-values.ts';
import { type JsonSchema, valueFor, wellFormedValue } from './schema-arbitrary.ts';

export type HostileRequest = {
  /** "METHOD /path/{param}", as the route table names it. */
  route: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

const WITHOUT_BODY = new Set(['GET', 'HEAD', 'DELETE']);

/** A path or query value: well-formed for its schema (as text), or raw hostile bytes. */
const textFor = (schema: JsonSchema | undefined) =>
  fc.oneof(
    { weight: 6, arbitrary: wellFormedValue(schema).map((value) => encodeUtf8(stringify(value))) },
    { weight: 3, arbitrary: valueFor(schema).map((value) => encodeUtf8(stringify(value))) },
    { weight: 1, arbitrary: hostileRawSegment },
  );

const stringify = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** The body: the schema's shape (hostile inside), a hostile value whole, broken JSON, another type. */
type Sent = Pick<HostileRequest, 'headers' | 'payload'>;

function bodyFor(schema: JsonSchema | undefined): fc.Arbitrary<Sent> {
  const json = (payload: string) => ({ headers: { 'content-type': 'application/json' }, payload });
  return fc.oneof(
    { weight: 8, arbitrary: wellFormedValue(schema).map((value) => json(JSON.stringify(value) ?? 'null')) },
    { weight: 12, arbitrary: valueFor(schema).map((value) => json(JSON.stringify(value) ?? 'null')) },
    { weight: 2, arbitrary: hostileValue.map((value) => json(JSON.stringify(value) ?? 'null')) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom('{', '{"a":', '[1,2', 'nul', '\u0000', '"\\ud800"', '{"a":1,"a":2}', '1e99999')
        .map(json),
    },
    // Deep nesting and a body past the limit.
    {
      weight: 1,
      arbitrary: fc.constantFrom(`${'['.repeat(5_000)}${']'.repeat(5_000)}`, 'x'.repeat(1_100_000)).map(json),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
        )
        .map((type) => ({ headers: { 'content-type': type }, payload: 'a=1&__proto__[x]=1' })),
    },
    { weight: 1, arbitrary: fc.constant<Sent>({ headers: {} }) },
  );
}

function requestFor(route: string, document: OpenApiDocument): fc.Arbitrary<HostileRequest> {
  const [method = 'GET', template = '/'] = route.split(' ');
  const operation = document.paths[template]?.[method.toLowerCase()] ?? {};
  const parameters = operation.parameters ?? [];
  const schemaOf = (place: string, name: string) =>
    parameters.find((p) => p.in === place && p.name === name)?.schema;
  const pathNames = [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
  const queryParameters = parameters.filter((p) => p.in === 'query');
  const body = operation.requestBody?.content?.['application/json']?.schema;
  return fc
    .record({
      path: fc.tuple(...pathNames.map((name) => textFor(schemaOf('path', name)))),
      query: fc.tuple(
        ...queryParameters.map((p) => fc.option(textFor(p.schema).map((value) => `${p.name}=${value}`))),
        fc.option(fc.constantFrom('__proto__=1', 'constructor[prototype]=1', 'page=1&page=2')),
      ),
      body: WITHOUT_BODY.has(method) ? fc.constant<Sent>({ headers: {} }) : bodyFor(body),
    })
    .map(({ path, query, body: sent }) => {
      let url = template;
      pathNames.forEach((name, i) => {
        url = url.replace(`{${name}}`, path[i] || '%20');
      });
      const search = query.filter((part): part is string => part !== null).join('&');
      return {
        route,
        method,
        url: search ? `${url}?${search}` : url,
        headers: { origin: TEST_ORIGIN, ...sent.headers },
        ...(sent.payload === undefined ? {} : { payload: sent.payload }),
      };
    });
}

/** One request to one of the routes, built from its OpenAPI schemas. */
export function hostileRequests(
  routes: readonly string[],
  document: OpenApiDocument,
): fc.Arbitrary<HostileRequest> {
  return fc.oneof(...routes.map((route) => requestFor(route, document)));
}
