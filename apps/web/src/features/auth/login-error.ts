import { MESSAGES } from '@congress/domain/messages';
import { ApiError } from '../../lib/api-error.ts';

/** The message shown under the sign-in form: the server's, else the catalogue's for its status. */
export function loginErrorMessage(error: Error): string {
  if (!(error instanceof ApiError)) return MESSAGES.unknownError;
  if (error.serverMessage) return error.serverMessage;
  if (error.status === 401) return MESSAGES.invalidCredentials;
  if (error.status === 403) return MESSAGES.accountDisabled;
  if (error.status === 429) return MESSAGES.tooManyAttempts;
  return error.message;
}
