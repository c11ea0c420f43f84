import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CongressFixture,
  createCongress,
  createUser,
  signInAs,
  TEST_JWT_SECRET,
} from '../../test/fixtures/payment-fixtures.ts';
import { createClient, createTestContext, type TestClient, type TestContext } from '../../test/test-app.ts';

const FRENCH = 'fr-FR,fr;q=0.9';
const PORTUGUESE = 'pt-PT';

/**
 * An error answers in the request's language (Accept-Language), English without one. Our
 * texts come from the catalogues, their values filled in; zod's own messages from zod's locales.
 */
describe('error messages in the request language', () => {
  let t: TestContext;
  let anonymous: TestClient;
  let admin: TestClient;
  let congress: CongressFixture;

  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    congress = await createCongress(t.database.db);
    anonymous = createClient(t.app);
    admin = createClient(t.app);
    await signInAs(admin, (await createUser(t.database.db, ['ROLE_ADMIN'], congress.id)).id);
  });
  afterAll(() => t.close());

  const headers = (language?: string) => (language ? { 'accept-language': language } : {});
  const register = (language?: string) =>
    anonymous.request({
      method: 'POST',
      url: '/api/user/register',
      headers: headers(language),
      payload: { email: 'not an address', password: 'x', congressSlug: 'demo' },
    });
  const get = (url: string, language?: string) =>
    anonymous.request({ method: 'GET', url, headers: headers(language) });
  const editTemplate = (language?: string) =>
    admin.request({
      method: 'PUT',
      url: `/api/email/template/${encodeURIComponent('Payment received')}`,
      headers: headers(language),
      payload: { congressId: congress.id, subject: 'Paid {{x}}', body: '<p>{{y}} and {{z}}</p>' },
    });

  it('answers a validation error with its fields in English, French or Portuguese', async () => {
    const cases = [
      [undefined, 'Please enter a valid email address', 'Please enter a correct password'],
      [FRENCH, 'Veuillez saisir une adresse e-mail valide', 'Veuillez saisir un mot de passe valide'],
      [PORTUGUESE, 'Introduza um endereço de e-mail válido', 'Introduza uma palavra-passe válida'],
    ] as const;
    for (const [language, email, password] of cases) {
      const response = await register(language);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        message: email,
        fields: { email, password },
      });
    }
  });

  it("says zod's own messages in the language too", async () => {
    const cases = [
      [undefined, 'Invalid input: expected number, received NaN'],
      [FRENCH, 'Entrée invalide : nombre attendu, NaN reçu'],
      [PORTUGUESE, 'Entrada inválida: esperava um número, recebeu um valor "NaN"'],
    ] as const;
    for (const [language, message] of cases) {
      const response = await get('/api/hotel/abc', language);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', message, fields: { id: message } });
    }
  });

  it('fills the values of a text in the language: a route not found, unknown placeholders', async () => {
    const routes = [
      [undefined, 'Route GET /api/nowhere not found'],
      [FRENCH, 'Route GET /api/nowhere introuvable'],
      [PORTUGUESE, 'Rota GET /api/nowhere não encontrada'],
    ] as const;
    for (const [language, message] of routes) {
      const response = await get('/api/nowhere?x=1', language);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message });
    }
    const placeholders = [
      [
        undefined,
        'Unknown placeholder: {{x}}. Use the placeholders listed under the message.',
        'Unknown placeholders: {{y}}, {{z}}. Use the placeholders listed under the message.',
      ],
      [
        FRENCH,
        'Champ de fusion inconnu : {{x}}. Utilisez les champs de fusion listés sous le message.',
        'Champs de fusion inconnus : {{y}}, {{z}}. Utilisez les champs de fusion listés sous le message.',
      ],
      [
        PORTUGUESE,
        'Marcador desconhecido: {{x}}. Use os marcadores indicados por baixo da mensagem.',
        'Marcadores desconhecidos: {{y}}, {{z}}. Use os marcadores indicados por baixo da mensagem.',
      ],
    ] as const;
    for (const [language, subject, body] of placeholders) {
      const response = await editTemplate(language);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        message: subject,
        fields: { subject, body },
      });
    }
  });

  it('answers a 404 of a service in the language', async () => {
    const cases = [
      [undefined, 'Hotel not found'],
      [FRENCH, 'Hôtel introuvable'],
      [PORTUGUESE, 'Hotel não encontrado'],
    ] as const;
    for (const [language, message] of cases) {
      const response = await get('/api/hotel/2147483647', language);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message });
    }
  });
});
