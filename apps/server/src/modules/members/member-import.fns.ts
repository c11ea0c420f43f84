import { MEMBER_MESSAGES, type TMemberImportRow } from '@congress/domain/contracts/members';
import { z } from 'zod';
import type { RawMemberRow } from './member-file.ts';

const ZEmail = z.email();

export type KnownMember = { id: number; numMember: string; email: string };
export type ImportContext = {
  /** Section ids by lowercased name. */
  sections: Map<string, number>;
  /** Existing members by member number and by e-mail. */
  byNumber: Map<string, KnownMember>;
  byEmail: Map<string, KnownMember>;
};
export type CheckedRow = TMemberImportRow & { sectionId: number | null; existingId: number | null };

/**
 * Each row with its errors; nothing is written. A good row is created, or updated when its member
 * number is already in the book (upsert by member number).
 */
export function checkMemberRows(rows: RawMemberRow[], context: ImportContext): CheckedRow[] {
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
    const errors: string[] = [];
    const required: [string, string][] = [
      ['section', 'Section'],
      ['member number', 'Member number'],
      ['first name', 'First name'],
      ['name', 'Name'],
      ['e-mail', 'E-mail'],
    ];
    for (const [column, label] of required) {
      if (!values[column as keyof typeof values]) errors.push(MEMBER_MESSAGES.required(label));
    }
    if (email && !ZEmail.safeParse(email).success) errors.push(MEMBER_MESSAGES.invalidEmail);
    const sectionId = values.section ? (context.sections.get(values.section.toLowerCase()) ?? null) : null;
    if (values.section && sectionId === null) errors.push(MEMBER_MESSAGES.unknownSection(values.section));
    if ((numbers.get(values['member number']) ?? 0) > 1) errors.push(MEMBER_MESSAGES.duplicateNumber);
    if ((emails.get(email) ?? 0) > 1) errors.push(MEMBER_MESSAGES.duplicateEmail);
    const existing = context.byNumber.get(values['member number']) ?? null;
    const emailOwner = context.byEmail.get(email);
    if (emailOwner && emailOwner.numMember !== values['member number'])
      errors.push(MEMBER_MESSAGES.emailTaken);
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
