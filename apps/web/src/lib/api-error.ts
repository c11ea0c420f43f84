import { MESSAGES } from '@congress/domain/messages';
import { z } from 'zod';
import { translateText } from './current-intl.ts';

/** Codes for failures that never reached the server's error handler. */
export const TRANSPORT_CODES = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  aborted: 'ABORTED',
  invalidResponse: 'INVALID_RESPONSE',
} as const;

type ApiErrorInit = {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string> | undefined;
  serverMessage?: string | null;
};

/** Every failed call ends as one of these: HTTP errors, timeouts, network failures and aborts. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** The message the server wrote, when it wrote one (null for transport failures). */
  readonly serverMessage: string | null;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.serverMessage = init.serverMessage ?? null;
  }
}

const ZLooseErrorBody = z.object({
  code: z.string().optional(),
  message: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});

function defaultCode(status: number): string {
  if (status === 400) return 'VALIDATION';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'INTERNAL';
  return 'HTTP_ERROR';
}

/** Reads the `{statusCode, error, code, message, fields?}` body (or any part of it) of a failed call. */
export function parseApiError(status: number, body: unknown): ApiError {
  const parsed = ZLooseErrorBody.safeParse(body);
  const data = parsed.success ? parsed.data : {};
  const serverMessage = data.message?.trim() ? data.message : null;
  return new ApiError({
    status,
    code: data.code ?? defaultCode(status),
    message: serverMessage ?? translateText(MESSAGES.genericError),
    fields: data.fields,
    serverMessage,
  });
}

const TRANSPORT_MESSAGES = {
  network: MESSAGES.networkError,
  timeout: MESSAGES.timeoutError,
  aborted: MESSAGES.requestAborted,
} as const;

/** A call that got no answer: the network failed, the 30 s ran out, or the caller gave up. */
export function transportError(kind: keyof typeof TRANSPORT_MESSAGES): ApiError {
  return new ApiError({
    status: 0,
    code: TRANSPORT_CODES[kind],
    message: translateText(TRANSPORT_MESSAGES[kind]),
  });
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** An error's message (the server's is in the reader's language already), else the fallback translated. */
export function errorMessage(error: unknown, fallback: string = MESSAGES.genericError): string {
  if (error instanceof Error && error.message) return error.message;
  return translateText(fallback);
}

/** The server's field errors, when the answer names fields (a 400 or 409 of the error shape). */
export const fieldErrorsOf = (error: unknown): Record<string, string> | undefined =>
  error instanceof ApiError ? error.fields : undefined;

/** A form's `onError`: the server's field errors go under their fields (the rest is the form's message). */
export const showFieldErrors =
  (form: { setErrors: (errors: Record<string, string>) => void }) => (error: unknown) => {
    const fields = fieldErrorsOf(error);
    if (fields) form.setErrors(fields);
  };

/** The message a form shows above its buttons: none when the error already sits under its fields. */
export const formLevelMessage = (error: Error | null): string | null =>
  error && !fieldErrorsOf(error) ? error.message : null;
