import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** Tests only: a tiny local stand-in for Stripe's API, recording what the app asked of it. */
export type StubIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  payment_method_types: string[];
  latest_charge: string | null;
  last_payment_error: null;
};
export type StubRequest = {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
};

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => resolve(body));
  });

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(6).toString('hex')}`,
  });
  response.end(JSON.stringify(body));
}

function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

export async function startStripeStub() {
  const intents = new Map<string, StubIntent>();
  const requests: StubRequest[] = [];
  const replies = new Map<string, unknown>();
  let counter = 0;
  const next = (prefix: string) => `${prefix}_stub_${++counter}_${randomBytes(4).toString('hex')}`;

  function route(request: StubRequest): [number, unknown] {
    const { method, path, form } = request;
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = next('pi');
      const intent: StubIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? 'eur',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        metadata: metadataOf(form),
        payment_method_types: ['card'],
        latest_charge: null,
        last_payment_error: null,
      };
      intents.set(id, intent);
      return [200, intent];
    }
    const intent = intents.get(path.split('/')[3] ?? '');
    if (method === 'POST' && path === '/v1/refunds') {
      return [
        200,
        {
          id: next('re'),
          object: 'refund',
          amount: Number(form.get('amount')),
          payment_intent: form.get('payment_intent'),
          status: 'succeeded',
        },
      ];
    }
    if (!intent)
      return [
        404,
        {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such payment_intent',
          },
        },
      ];
    if (method === 'GET') return [200, intent];
    if (method === 'POST' && path.endsWith('/cancel')) {
      if (['succeeded', 'processing', 'canceled'].includes(intent.status)) {
        const message = `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`;
        return [
          400,
          {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message,
              payment_intent: intent,
            },
          },
        ];
      }
      intent.status = 'canceled';
      return [200, intent];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    ];
  }

  const server = createServer(async (incoming, response) => {
    const header = incoming.headers['idempotency-key'];
    const request: StubRequest = {
      method: incoming.method ?? 'GET',
      path: (incoming.url ?? '/').split('?')[0] ?? '/',
      idempotencyKey: typeof header === 'string' ? header : undefined,
      form: new URLSearchParams(await readBody(incoming)),
    };
    requests.push(request);
    // Like Stripe: the same idempotency key answers the first reply again.
    const replayKey = request.idempotencyKey ? `${request.path}|${request.idempotencyKey}` : null;
    const replay = replayKey ? replies.get(replayKey) : undefined;
    if (replay !== undefined) return send(response, 200, replay);
    const [status, body] = route(request);
    if (replayKey && status === 200) replies.set(replayKey, body);
    send(response, status, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
    requestsTo: (method: string, pathPrefix: string) =>
      requests.filter((r) => r.method === method && r.path.startsWith(pathPrefix)),
    setStatus(intentId: string, status: string) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`unknown stub intent ${intentId}`);
      intent.status = status;
      if (status === 'succeeded') intent.latest_charge = next('ch');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StripeStub = Awaited<ReturnType<typeof startStripeStub>>;

export const STUB_WEBHOOK_SECRET = 'whsec_payments_test_secret';

/** A Stripe event for an intent, with its body and a valid Stripe-Signature header. */
export function signedEvent(type: string, intent: object, secret = STUB_WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object: intent },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
