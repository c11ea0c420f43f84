import { VERSION_CONFLICT_CODE } from '@congress/domain/contracts/versions';
import { ApiError } from './api-error.ts';

/** A staff save refused because the record changed since it was read (decisions 39): offer to reload. */
export const isVersionConflict = (error: unknown): boolean =>
  error instanceof ApiError && error.code === VERSION_CONFLICT_CODE;
