/**
 * Fields the audit log never shows (decisions 30): passport and medical data, and secrets. Matched on
 * the key name at any depth, so a nested participant or registration is covered too. The server drops
 * them when it writes and reads an entry; the log screen shows any it still meets as hidden.
 */
const REDACTED_AUDIT_KEY = /passport|medical|password|secret|token|hash/i;

export const isRedactedAuditKey = (key: string): boolean => REDACTED_AUDIT_KEY.test(key);
