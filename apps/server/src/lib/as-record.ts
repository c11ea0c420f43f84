/** A JSON column's object, or an empty one for anything else (null, arrays, scalars). */
export const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
