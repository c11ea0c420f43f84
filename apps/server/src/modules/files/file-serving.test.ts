import { readFileSync } from 'node:fs';
import { UPLOAD_MESSAGES } from '@congress/domain/contracts/congress-settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestClient, type TestContext } from '../../../test/test-app.ts';
import { congresses, storedFiles } from '../../db/schema/index.ts';
import { congressIdOf } from '../../../test/fixtures/auth-fixtures.ts';
import { clientAs, insertUsers } from '../../../test/fixtures/booking-fixtures.ts';
import { multipartFile } from '../../../test/fixtures/multipart-fixture.ts';

const png = readFileSync(new URL('../../../seed/assets/logo.png', import.meta.url));
const webp = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.alloc(4, 0x20),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32, 1),
]);
const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n<html><script>alert(1)</script></html>\n%%EOF');
const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');

/** An upload is shown inline only when its bytes are an image; anything else downloads. */
describe('uploads as they are served', () => {
  let t: TestContext;
  let superAdmin: TestClient;
  let congressId: number;
  beforeAll(async () => {
    t = await createTestContext();
    congressId = await congressIdOf(t.database.db);
    const [root] = await insertUsers(t.database.db, 1, ['ROLE_SUPER_ADMIN']);
    superAdmin = await clientAs(t, root!);
  });
  afterAll(() => t.close());

  const upload = (kind: 'logo' | 'rib', name: string, data: Buffer, type?: string) =>
    superAdmin.request({
      method: 'POST',
      url: `/api/congress/${congressId}/upload/${kind}`,
      ...multipartFile(name, data, type),
    });
  const served = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    return response;
  };

  it('bank details as a PNG, JPEG or WebP image (by content) are served inline with their type', async () => {
    for (const [name, data, type] of [
      ['rib.png', png, 'image/png'],
      ['rib.webp', webp, 'image/webp'],
    ] as const) {
      const response = await upload('rib', name, data, 'application/octet-stream');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().ribContentType).toBe(type);
      const file = await served(response.json().ribUrl);
      expect(file.headers['content-type']).toBe(type);
      expect(file.headers['content-disposition']).toMatch(
        /^inline; filename="rib-demo-[0-9a-f-]+\.(png|webp)"$/,
      );
    }
  });

  it('bank details as a PDF are served as an attachment, never inline', async () => {
    const response = await upload('rib', 'rib.pdf', pdf, 'text/html');
    expect(response.statusCode, response.body).toBe(200);
    const file = await served(response.json().ribUrl);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="rib-demo-[0-9a-f-]+\.pdf"$/);
  });

  it('refuses a bank-details file that is neither an image nor a PDF, whatever its name and type say', async () => {
    const response = await upload('rib', 'rib.png', html, 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ file: UPLOAD_MESSAGES.ribType });
  });

  it('a stored file whose bytes are not an image downloads as bytes, whatever type it was stored with', async () => {
    const [row] = await t.database.db
      .insert(storedFiles)
      .values({ name: 'logo"\r\nx.html', contentType: 'text/html', size: html.length, data: html })
      .returning({ id: storedFiles.id });
    await t.database.db.update(congresses).set({ logoFileId: row!.id }).where(eq(congresses.id, congressId));
    const file = await served(`/api/files/${row!.id}`);
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['content-disposition']).toBe('attachment; filename="logo___x.html"');
  });

  it('a logo is served inline', async () => {
    const response = await upload('logo', 'logo.png', png);
    const file = await served(response.json().logoUrl);
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="logo-demo-[0-9a-f-]+\.png"$/);
  });
});
