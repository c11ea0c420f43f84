import type { TextValues } from '@congress/domain/i18n/translator';
import { englishText } from '@congress/domain/i18n/english';
import {
  MEMBER_MESSAGES,
  type TMemberFieldsInput,
  type TMemberImportRow,
  ZMemberFields,
} from '@congress/domain/contracts/members';
import type { RawMemberRow } from './member-file.ts';

/**
 * The field rules of one member (shared contract), as messages in column order: the same rules for a
 * file row and for the edit form.
 */
export function memberFieldErrors(fields: TMemberFieldsInput): { field: string; message: string }[] {
  const parsed = ZMemberFields.safeParse(fields);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    field: String(issue.path[0] ?? '_'),
    message: issue.message,
  }));
}

/** The id of a section by its name, compared case-insensitively; null when the book has none. */
export function sectionIdOf(sections: Map<string, number>, name: string): number | null {
  return name ? (sections.get(name.trim().toLowerCase()) ?? null) : null;
}

export type KnownMember = { id: number; numMember: string; email: string };
export type ImportContext = {
  /** Section ids by lowercased name. */
  sections: Map<string, number>;
  /** Existing members by member number and by e-mail. */
  byNumber: Map<string, KnownMember>;
  byEmail: Map<string, KnownMember>;
};
export type CheckedRow = TMemberImportRow & { sectionId: number | null; existingId: number | null };
/** Says a shared text in the reader's language (English unless a request asks otherwise). */
export type Say = (text: string, values?: TextValues) => string;

/**
 * Each row with its errors; nothing is written. A good row is created, or updated when its member
 * number is already in the book (upsert by member number).
 */
export function checkMemberRows(
  rows: RawMemberRow[],
  context: ImportContext,
  say: Say = englishText,
): CheckedRow[] {
  const count = (key: (r: RawMemberRow) => string) => {
    const counts = new Map<string, number>();
    for (const row of rows) {
      const k = key(row);
      if (k) counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    return counts;
  };
  const numbers = count((r) => r.values['member number']);
  const emails = count((r) => r.values['e-mail'].toLowerCase());

  return rows.map(({ line, values }) => {
    const email = values['e-mail'].toLowerCase();
    const errors = memberFieldErrors({
      section: values.section,
      numMember: values['member number'],
      firstname: values['first name'],
      name: values.name,
      email,
      workingHotel: values['working hotel'],
    }).map((e) => say(e.message));
    const sectionId = sectionIdOf(context.sections, values.section);
    if (values.section && sectionId === null)
      errors.push(say(MEMBER_MESSAGES.unknownSection, { name: values.section }));
    if ((numbers.get(values['member number']) ?? 0) > 1) errors.push(say(MEMBER_MESSAGES.duplicateNumber));
    if ((emails.get(email) ?? 0) > 1) errors.push(say(MEMBER_MESSAGES.duplicateEmail));
    const existing = context.byNumber.get(values['member number']) ?? null;
    const emailOwner = context.byEmail.get(email);
    if (emailOwner && emailOwner.numMember !== values['member number'])
      errors.push(say(MEMBER_MESSAGES.emailTaken));
    const isGood = errors.length === 0;
    return {
      line,
      section: values.section,
      numMember: values['member number'],
      firstname: values['first name'],
      name: values.name,
      email,
      workingHotel: values['working hotel'],
      errors,
      action: isGood ? (existing ? 'update' : 'create') : null,
      sectionId,
      existingId: existing?.id ?? null,
    };
  });
}
