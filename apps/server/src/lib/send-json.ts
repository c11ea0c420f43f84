import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends JSON already written (and checked against the route's schema by whoever wrote it): Fastify
 * sends a string or a buffer with a JSON content type as it is, skipping the per-request serializer;
 * a buffer also skips encoding the text again for every answer.
 */
export function sendJson(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

type Encoding = 'br' | 'gzip';
/** Smaller answers fit one packet as they are: compressing them saves nothing on the wire. */
const MIN_COMPRESSED_BYTES = 1024;
/** The compressed copies of a shared answer, made once: they live as long as the answer's buffer. */
const compressed = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();
/** Accept-Encoding values are few (one per browser): each is judged once. */
const negotiated = new Map<string, Encoding | null>();
const MAX_NEGOTIATED = 64;

/** What a browser accepts: br before gzip, as the static files are chosen (q=0 refuses). */
function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let encoding = negotiated.get(header);
  if (encoding !== undefined) return encoding;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param));
    if (!refused) accepted.add(name.trim());
  }
  encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
  if (negotiated.size >= MAX_NEGOTIATED) negotiated.clear();
  negotiated.set(header, encoding);
  return encoding;
}

function compress(json: Buffer, encoding: Encoding): Buffer {
  let copies = compressed.get(json);
  if (!copies) {
    copies = {};
    compressed.set(json, copies);
  }
  let body = copies[encoding];
  if (!body) {
    // A fast brotli level: the copy is remade once a second at most, inside the event loop.
    body =
      encoding === 'br'
        ? brotliCompressSync(json, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: json.length },
          })
        : gzipSync(json, { level: 6 });
    copies[encoding] = body;
  }
  return body;
}

/**
 * Sends an answer many readers share (the public rate lists, one buffer per second): compressed for
 * a browser that accepts it, each encoding made once per buffer, never per request.
 */
export function sendSharedJson(request: FastifyRequest, reply: FastifyReply, json: Buffer): FastifyReply {
  if (json.length < MIN_COMPRESSED_BYTES) return sendJson(reply, json);
  reply.header('Vary', 'Accept-Encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding === null) return sendJson(reply, json);
  return sendJson(reply.header('Content-Encoding', encoding), compress(json, encoding));
}
