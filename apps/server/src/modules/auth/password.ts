import { hash, verify } from '@node-rs/argon2';
import { randomToken } from '../../lib/tokens.ts';

/** argon2id (the library's default algorithm) with its default cost: about 19 MiB and 2 passes. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown e-mail, member without password)
 * it still runs one verification against a throw-away hash, so the answer takes as long either way
 * and its timing does not reveal whether the account exists.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword(randomToken());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
