import { APP_ERROR_CODES, type AppErrorCode } from '@congress/domain/errors';

/** The one error type services throw; the error handler renders it (house style 5). */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = APP_ERROR_CODES[code];
  }
}
