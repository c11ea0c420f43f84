import { ZCongress } from '@congress/domain/contracts/congress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { congresses, storedFiles } from '../../db/schema/index.ts';

const FILE_URL = /^\/api\/files\/[0-9a-f-]{36}$/;

describe('congress routes', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('GET /api/congress/slug/demo answers the congress with spec 3 field names', async () => {
    const response = await get('/api/congress/slug/demo');
    expect(response.statusCode).toBe(200);
    const body = ZCongress.strict().parse(response.json());
    expect(body).toMatchObject({
      slug: 'demo',
      label: 'Demo Congress 2027',
      is_open: true,
      informationEmail: 'info@demo-congress.test',
      adressCity: 'Lisbon',
      memberChoosesHotel: true,
      timeZone: 'Europe/Lisbon',
      holdMinutes: 30,
      options: { currency: 'EUR', stripe_public_key: null, website: 'https://www.demo-congress.test' },
    });
    expect(body.options.description).toBeTruthy();
    expect(body.options.information).toBeTruthy();
    expect(body.privacyText).toBeTruthy();
    expect(body.options.image).toMatch(FILE_URL);
    expect(body.bankDetails).toMatchObject({
      accountHolder: 'Demo Association of Hotel Concierges',
      bic: 'BDEMPTPL',
    });
    expect(response.body).not.toContain('issuer');
  });

  it('serves the logo its URL names', async () => {
    const { options } = ZCongress.parse((await get('/api/congress/slug/demo')).json());
    for (const url of [options.image]) {
      const file = await get(url ?? '');
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
    }
  });

  it('never names a bank-details file: participants read the details as text', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const [file] = await t.database.db
      .insert(storedFiles)
      .values({ name: 'rib.pdf', contentType: 'application/pdf', size: pdf.length, data: pdf })
      .returning({ id: storedFiles.id });
    await t.database.db
      .update(congresses)
      .set({ ribFileId: file?.id })
      .where(eq(congresses.slug, 'closed-demo'));
    const response = await get('/api/congress/slug/closed-demo');
    expect(response.body).not.toContain(file?.id ?? 'no file');
  });

  it('answers a closed congress with is_open false', async () => {
    const response = await get('/api/congress/slug/closed-demo');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slug: 'closed-demo',
      label: 'Closed Congress 2025',
      is_open: false,
    });
  });

  it('answers 404 for an unknown slug', async () => {
    const response = await get('/api/congress/slug/no-such-congress');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: 'Congress not found',
    });
  });

  it('GET /api/congress/all lists every congress by label', async () => {
    const response = await get('/api/congress/all');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { slug: string; label: string; is_open: boolean; id: number }[];
    expect(body.map(({ slug, label, is_open }) => ({ slug, label, is_open }))).toEqual([
      { slug: 'closed-demo', label: 'Closed Congress 2025', is_open: false },
      { slug: 'demo', label: 'Demo Congress 2027', is_open: true },
    ]);
    expect(Object.keys(body[0] ?? {}).sort()).toEqual(['id', 'is_open', 'label', 'slug']);
  });
});
