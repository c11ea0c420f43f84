import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createLoginService } from './login.service.ts';
import type { SessionService } from './session.service.ts';
import type { DeviceCookies } from './sign-in-device.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';

/**
 * A sign-in the server could not judge (the database went away between the throttle's count and
 * the password check) gives its count back: a person is not throttled for an outage.
 */
describe('a sign-in interrupted by the database', () => {
  it('releases the attempt and answers the error, never counting it as a wrong password', async () => {
    const seen: string[] = [];
    const throttle = {
      begin: async () => ({
        failed: async () => void seen.push('failed'),
        succeeded: async () => void seen.push('succeeded'),
        release: async () => void seen.push('release'),
      }),
    } as unknown as SignInThrottle;
    const down = new Error('connection refused');
    const db = {
      select: () => {
        throw down;
      },
    } as unknown as Database;
    const devices = { knownDevice: async () => null } as unknown as DeviceCookies;
    const login = createLoginService({ db, sessions: {} as SessionService, throttle, devices });
    await expect(
      login.login('user', { username: 'a@b.test', password: 'whatever' }, { address: '127.0.0.1' }),
    ).rejects.toBe(down);
    expect(seen).toEqual(['release']);
  });
});
