import { createVerificationTokenSigner } from '../apps/server/src/modules/auth/verification-token.ts';
import type { Executor } from '../apps/server/src/db/database.ts';

/**
 * A buyer signed up through the API confirms its address as a person does (decisions 50): it opens
 * the link of its e-mail. The bench holds the server's JWT_SECRET, so it signs the very token that
 * e-mail carries instead of reading the outbox (the built server owns the database while it runs).
 * Nothing of the server is loosened: without the secret no token verifies.
 */
export function createBuyerConfirmation(jwtSecret: string) {
  const signer = createVerificationTokenSigner({
    jwtSecret,
    signingSecret: () => Promise.reject(new Error('the bench signs with its JWT_SECRET')),
  });
  const unused = {} as Executor;
  return async (origin: string, headers: Record<string, string>, user: { id: number; email: string }) => {
    const token = await signer.sign(unused, user, new Date(Date.now() + 60 * 60 * 1000));
    const response = await fetch(`${origin}/api/user/verify-email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ token }),
    });
    if (response.status !== 200)
      throw new Error(`confirm ${user.email}: ${response.status} ${await response.text()}`);
  };
}
