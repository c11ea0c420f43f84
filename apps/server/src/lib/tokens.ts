import { createHash, createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** At least 128 random bits, URL-safe: refresh, reset and invitation tokens. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored hashed: a database leak gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** `sid` is the session: the refresh-token family it was issued in, so ending the family ends it. */
export type AccessClaims = { sub: string; kind: 'user' | 'member'; sv: number; sid: string };

export const ACCESS_TOKEN_SECONDS = 15 * 60;

export function createAccessTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: AccessClaims, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAt = new Date((issuedAt + ACCESS_TOKEN_SECONDS) * 1000);
      const token = await new SignJWT({ kind: claims.kind, sv: claims.sv, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt(issuedAt)
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt };
    },
    /**
     * A token only this server can compute from `value`, the same every time (keyed by the signing
     * secret, separated by purpose): a refresh token's one sibling.
     */
    derive(purpose: string, value: string): string {
      return createHmac('sha256', key).update(`${purpose}\0${value}`).digest('base64url');
    },
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || (payload.kind !== 'user' && payload.kind !== 'member'))
          return null;
        if (typeof payload.sv !== 'number' || typeof payload.sid !== 'string') return null;
        return { sub: payload.sub, kind: payload.kind, sv: payload.sv, sid: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokenSigner = ReturnType<typeof createAccessTokenSigner>;
