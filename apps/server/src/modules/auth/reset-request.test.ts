import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { createUser, uniqueEmail } from '../../../test/fixtures/auth-fixtures.ts';
import type { Database } from '../../db/database.ts';
import { emailOutbox, passwordTokens, users } from '../../db/schema/index.ts';
import { createAccessTokenSigner } from '../../lib/tokens.ts';
import { setMemberPassword } from '../members/members.service.ts';
import { insertParticipantUser, setUserPassword, markUserEmailVerified } from '../users/users.service.ts';
import { createAccountService } from './account.service.ts';
import { createRateLimiter } from './rate-limit.service.ts';
import { createSessionService } from './session.service.ts';

/**
 * A reset request takes the same time for known and unknown e-mails because,
 * before the answer, the service itself touches the database not at all (only the limits run, keyed
 * by what was typed); the lookups, the token and the e-mail are a job run after the answer.
 */
describe('password reset request', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  function serviceWatched() {
    const touched: string[] = [];
    const db = new Proxy(t.database.db, {
      get(target, property, receiver) {
        touched.push(String(property));
        return Reflect.get(target, property, receiver);
      },
    }) as Database;
    const jobs: Array<() => Promise<void>> = [];
    const clock = () => t.clock.now;
    const service = createAccountService({
      db,
      config: t.config,
      clock,
      sessions: createSessionService({ db, clock, signer: createAccessTokenSigner('unused-in-this-test') }),
      limiter: createRateLimiter({ db: t.database.db, clock }),
      afterAnswer: (job) => jobs.push(job),
      accountWrites: {
        insertUser: insertParticipantUser,
        setUserPassword,
        setMemberPassword,
        markUserEmailVerified,
      },
      verification: {
        sendLink: async () => {},
        refuseTakenAddress: () => Promise.reject(new Error('no sign-up in this test')),
      },
      devices: { knownDevice: async () => null },
    });
    return { service, touched, jobs };
  }

  it('answers a known and an unknown e-mail before reading or writing any account', async () => {
    const user = await createUser(t.database.db);
    for (const email of [user.email, uniqueEmail('nobody')]) {
      const { service, touched, jobs } = serviceWatched();
      await service.requestReset({ email }, { address: '10.9.0.1' });
      expect(touched).toEqual([]);
      expect(jobs).toHaveLength(1);
    }
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
    expect(
      await t.database.db
        .select()
        .from(passwordTokens)
        .where(eq(passwordTokens.subjectId, row?.id ?? 0)),
    ).toEqual([]);
  });

  it('sends the link from the job run after the answer, only to a known, enabled e-mail', async () => {
    const user = await createUser(t.database.db);
    const disabled = await createUser(t.database.db, { isActivated: false });
    const unknown = uniqueEmail('nobody');
    const { service, jobs } = serviceWatched();
    for (const email of [user.email, disabled.email, unknown])
      await service.requestReset({ email }, { address: '10.9.0.2' });
    const outboxOf = (to: string) =>
      t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
    expect(await outboxOf(user.email)).toHaveLength(0);
    for (const job of jobs) await job();
    expect(await outboxOf(user.email)).toHaveLength(1);
    expect(await outboxOf(unknown)).toHaveLength(0);
    expect(await outboxOf(disabled.email)).toHaveLength(0);
  });
});
