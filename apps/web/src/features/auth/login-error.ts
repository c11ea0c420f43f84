import { MESSAGES } from '@congress/domain/messages';
import { ApiError } from '../../lib/api-error.ts';

/** The message shown under the sign-in form: the server's, else the catalogue's for its status. */
export function loginErrorMessage(error: Error, t: (text: string) => string = (text) => text): string {
  if (!(error instanceof ApiError)) return t(MESSAGES.unknownError);
  if (error.serverMessage) return error.serverMessage;
  if (error.status === 401) return t(MESSAGES.invalidCredentials);
  if (error.status === 403) return t(MESSAGES.accountDisabled);
  if (error.status === 429) return t(MESSAGES.tooManyAttempts);
  return error.message;
}
