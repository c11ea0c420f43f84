import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { congresses, storedFiles } from '../../db/schema/index.ts';

const seedAsset = (name: string) => readFileSync(new URL(`../../../seed/assets/${name}`, import.meta.url));

describe('GET /api/files/:id', () => {
  let t: TestContext;
  let logoId: string;
  let ribId: string;
  beforeAll(async () => {
    t = await createTestContext();
    const [demo] = await t.database.db.select().from(congresses).where(eq(congresses.slug, 'demo'));
    logoId = demo?.logoFileId ?? '';
    // The demo has no bank-details document; one uploaded in the settings is served alike.
    const rib = seedAsset('rib.png');
    const [file] = await t.database.db
      .insert(storedFiles)
      .values({ name: 'rib.png', contentType: 'image/png', size: rib.length, data: rib })
      .returning({ id: storedFiles.id });
    ribId = file?.id ?? '';
    await t.database.db
      .update(congresses)
      .set({ ribFileId: ribId })
      .where(eq(congresses.slug, 'closed-demo'));
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves a congress logo and bank-details image with their type and a long cache', async () => {
    for (const [id, asset] of [
      [logoId, 'logo.png'],
      [ribId, 'rib.png'],
    ] as const) {
      const response = await get(`/api/files/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.equals(seedAsset(asset))).toBe(true);
    }
  });

  it('answers 404 for a stored file no congress shows (an issued invoice)', async () => {
    const data = Buffer.from('%PDF-1.7 private invoice');
    const [invoice] = await t.database.db
      .insert(storedFiles)
      .values({ name: 'invoice-1.pdf', contentType: 'application/pdf', size: data.length, data })
      .returning({ id: storedFiles.id });
    const response = await get(`/api/files/${invoice?.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(response.body).not.toContain('private invoice');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await get('/api/files/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    for (const id of ['not-a-uuid', '1', `${logoId}x`]) {
      const malformed = await get(`/api/files/${id}`);
      expect(malformed.statusCode, id).toBe(400);
      expect(malformed.json()).toMatchObject({ code: 'VALIDATION' });
    }
  });
});
