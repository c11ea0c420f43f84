import { type TCurrentUser, ZCurrentUser } from '@congress/domain/contracts/auth';
import { z } from 'zod';
import { readStored, removeStored, writeStored } from '../../lib/storage.ts';

/** The authentication flag and the user are kept in local storage (spec 1). */
export const AUTH_FLAG_KEY = 'congress.isAuthenticated';
export const USER_STORAGE_KEY = 'congress.user';

export function readStoredUser(): TCurrentUser | null {
  if (readStored(AUTH_FLAG_KEY, z.boolean()) !== true) return null;
  return readStored(USER_STORAGE_KEY, ZCurrentUser);
}

export function storeUser(user: TCurrentUser | null): void {
  if (!user) {
    clearStoredSession();
    return;
  }
  writeStored(AUTH_FLAG_KEY, true);
  writeStored(USER_STORAGE_KEY, user);
}

export function clearStoredSession(): void {
  removeStored(AUTH_FLAG_KEY, USER_STORAGE_KEY);
}
