import { z } from 'zod';

export const APP_ERROR_CODES = {
  VALIDATION: 400,
  MALFORMED_BODY: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  NOT_MEMBER_ACCOUNT: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  ACCOUNT_DISABLED: 403,
  /** A new account books once it confirmed its e-mail address (decisions 50). */
  EMAIL_NOT_VERIFIED: 403,
  FOREIGN_ORIGIN: 403,
  NOT_FOUND: 404,
  CONGRESS_CLOSED: 403,
  CONFLICT: 409,
  /** A staff write from an older read of the record (decisions 39). */
  VERSION_CONFLICT: 409,
  ACCOUNT_EXISTS: 409,
  /** The participation or group owes nothing: paid already, or free. */
  NOTHING_TO_PAY: 409,
  RATE_UNAVAILABLE: 409,
  RATE_SECTION_ONLY: 403,
  COMPANION_REMOVAL_REQUIRED: 409,
  RESET_TOKEN_INVALID: 400,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  BUSY: 503,
  /** The database cannot be reached. */
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;
export type AppErrorCode = keyof typeof APP_ERROR_CODES;

/** The one error body of the architecture: Fastify-shaped, with our code and field messages. */
export const ZErrorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
