import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { createClient, createTestContext, type TestContext } from './test-app.ts';
import { signIn, uniqueEmail } from './fixtures/auth-fixtures.ts';
import { clientAs, demoRateId, insertMember, insertStaff, person } from './fixtures/booking-fixtures.ts';
import { emailOutbox } from '../src/db/schema/index.ts';

/** Decisions 50: accounts whose address another proof vouches for, and the accounts made before the rule. */
describe('e-mail addresses proven otherwise', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const verifiedAt = async (email: string) => {
    const [row] = await t.database.db
      .select({ at: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.email, email));
    return row?.at;
  };

  it('an account staff make for someone is proven when its invitation link is used', async () => {
    const admin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'));
    const email = uniqueEmail('staff-made');
    const created = await admin.post('/api/admin/participation', {
      congressSlug: 'demo',
      rateId: await demoRateId(t.database.db, 'Partner single - Grand Hotel'),
      statusRegistration: 'pending',
      main: person('Agnes', { email }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await verifiedAt(email)).toBeNull();

    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    const token = mail?.text.match(/\/demo\/reset\/password\/form\/([A-Za-z0-9_-]+)/)?.[1];
    const reset = await createClient(t.app).post(`/api/reset-password/token/${token}`, {
      password: 'Invited!2345',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await verifiedAt(email)).toBeInstanceOf(Date);
    const invited = createClient(t.app);
    expect((await signIn(invited, { email, password: 'Invited!2345' }, 'user')).statusCode).toBe(200);
    expect((await invited.get('/api/user/')).json().user.emailVerified).toBe(true);
  });

  it('a member of the book is proven by the book', async () => {
    const member = await clientAs(t, await insertMember(t.database.db, 'Portugal'));
    expect((await member.get('/api/user/')).json().user.emailVerified).toBe(true);
  });

  it('staff accounts made by a super admin are vouched for', async () => {
    const superAdmin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_SUPER_ADMIN'));
    const email = uniqueEmail('staff');
    const created = await superAdmin.post('/api/user/create', {
      email,
      password: 'Staff!23456',
      confirmPassword: 'Staff!23456',
      roles: ['ROLE_ADMIN'],
      is_activated: true,
      congressId: null,
      congressIds: [],
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    expect(await verifiedAt(email)).toBeInstanceOf(Date);
  });

  it('migration 0020 counts every account made before the rule verified, from its creation', async () => {
    const file = new URL('../src/db/migrations/0020_i24_email_verified.sql', import.meta.url);
    const statements = readFileSync(file, 'utf8').split('--> statement-breakpoint');
    const rolledBack = new Error('rolled back');
    const seen = await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`alter table users drop column email_verified_at`);
        await tx.execute(
          sql`insert into users (email, password_hash, created_at) values ('before-rule@example.test', 'x', '2026-01-02T03:04:05Z')`,
        );
        for (const statement of statements) await tx.execute(sql.raw(statement));
        await tx.execute(
          sql`insert into users (email, password_hash) values ('after-rule@example.test', 'x')`,
        );
        const rows = await tx.execute(
          sql`select email, email_verified_at = created_at as "fromCreation", email_verified_at is not null as "isVerified" from users where email like '%-rule@example.test' order by email`,
        );
        throw Object.assign(rolledBack, { rows });
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
        return (error as Error & { rows: unknown }).rows;
      });
    const rows = 'rows' in (seen as object) ? (seen as { rows: unknown[] }).rows : seen;
    expect(rows).toEqual([
      { email: 'after-rule@example.test', fromCreation: expect.any(Boolean), isVerified: true },
      { email: 'before-rule@example.test', fromCreation: true, isVerified: true },
    ]);
  });
});
