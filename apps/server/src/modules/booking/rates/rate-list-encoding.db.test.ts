import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import {
  bookingBody,
  clientAs,
  insertRate,
  insertUsers,
} from '../../../../test/fixtures/booking-fixtures.ts';

/**
 * The public rate list is what everyone reads at the opening: written once a second and, for a
 * browser, compressed once too. Each encoding must say exactly what the plain answer says.
 */
describe('the public rate list, compressed for the browsers that accept it', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const URL = '/api/rate/congress/demo';
  const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: URL, headers });
  const decoded = (response: Awaited<ReturnType<typeof get>>): unknown => {
    const encoding = response.headers['content-encoding'];
    const bytes = response.rawPayload;
    const text =
      encoding === 'br'
        ? brotliDecompressSync(bytes).toString('utf8')
        : encoding === 'gzip'
          ? gunzipSync(bytes).toString('utf8')
          : bytes.toString('utf8');
    return JSON.parse(text);
  };

  it('sends br before gzip, identity when neither is accepted, with the same JSON and headers', async () => {
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const cases: [string, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['BR', 'br'],
      ['deflate', undefined],
      ['identity', undefined],
    ];
    for (const [accepted, expected] of cases) {
      const response = await get({ 'accept-encoding': accepted });
      expect(response.statusCode, accepted).toBe(200);
      expect(response.headers['content-encoding'], accepted).toBe(expected);
      // A proxy must not give one reader's encoding to another, nor keep the answer at all.
      expect(response.headers.vary, accepted).toBe('Accept-Encoding');
      expect(response.headers['cache-control'], accepted).toBe('no-store');
      expect(response.headers['content-type'], accepted).toBe('application/json; charset=utf-8');
      expect(response.headers['content-security-policy'], accepted).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options'], accepted).toBe('nosniff');
      expect(Number(response.headers['content-length']), accepted).toBe(response.rawPayload.length);
      expect(decoded(response), accepted).toEqual(plain.json());
      if (expected) expect(response.rawPayload.length, accepted).toBeLessThan(plain.rawPayload.length / 3);
    }
  });

  it('compresses each language apart, and a booking shows at once in the compressed answer', async () => {
    const rateId = await insertRate(t.database.db, {
      quota: 1,
      label: 'Compressed room',
      translations: { fr: { label: 'Chambre compressée' } },
    });
    t.clock.advance(2000);
    const browser = (language: string) => get({ 'accept-encoding': 'gzip, br', 'accept-language': language });
    const find = async (language: string) =>
      (decoded(await browser(language)) as { id: number; label: string; places: number }[]).find(
        (rate) => rate.id === rateId,
      );
    expect(await find('en')).toMatchObject({ label: 'Compressed room', places: 0 });
    expect(await find('fr-FR,fr;q=0.9')).toMatchObject({ label: 'Chambre compressée', places: 0 });

    const client = await clientAs(t, (await insertUsers(t.database.db, 1))[0]!);
    expect((await client.post('/api/registration/submit', bookingBody(rateId))).statusCode).toBe(201);
    // Within the list's second: the booking dropped the cached answers and their compressed copies.
    expect(await find('en')).toMatchObject({ places: 1, isFull: true });
    expect(await find('fr-FR,fr;q=0.9')).toMatchObject({ label: 'Chambre compressée', places: 1 });
  });

  it('compresses the list of a participant type too, and sends no encoding a browser refused', async () => {
    const forType = (encoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/rate/congress/demo/participant/member',
        headers: { 'accept-encoding': encoding },
      });
    const plain = await forType('identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await forType('gzip;q=0, br');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toBe('Accept-Encoding');
    expect(decoded(compressed)).toEqual(plain.json());
    expect((await forType('gzip, br;q=0')).headers['content-encoding']).toBe('gzip');
  });
});
