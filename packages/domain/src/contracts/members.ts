import { z } from 'zod';
import { ZSection } from './congress.ts';
import { zIdParam } from '../ids.ts';
import { defineTexts } from '../i18n/texts.ts';

/** The longest text of one member field. */
export const MEMBER_FIELD_MAX = 200;

export const MEMBER_MESSAGES = defineTexts({
  sectionName: 'Please enter the section name',
  sectionExists: 'A section with this name already exists',
  sectionCreated: 'Section created successfully',
  fileMissing: 'Please choose a CSV or XLSX file',
  fileType: 'The file must be a CSV or XLSX file',
  fileTooLarge: 'The file is larger than 2 MB',
  tooManyRows: 'The file has more than 5000 rows',
  /** `size`: the limit in MB. */
  fileExpands: 'The file unpacks to more than {size} MB, or packs its contents suspiciously tightly',
  noRows: 'The file has no member rows',
  /** `columns`: their names, comma-separated. */
  missingColumns: 'Missing columns: {columns}',
  sectionRequired: 'Section is required',
  numMemberRequired: 'Member number is required',
  firstnameRequired: 'First name is required',
  nameRequired: 'Name is required',
  emailRequired: 'E-mail is required',
  invalidEmail: 'Please enter a valid email address',
  unknownSection: 'Unknown section "{name}"',
  duplicateNumber: 'This member number appears more than once in the file',
  duplicateEmail: 'This e-mail appears more than once in the file',
  emailTaken: 'Another member already uses this e-mail',
  imported: '{created} members created, {updated} updated',
  sectionTooLong: `Section is too long (at most ${MEMBER_FIELD_MAX} characters)`,
  numMemberTooLong: `Member number is too long (at most ${MEMBER_FIELD_MAX} characters)`,
  firstnameTooLong: `First name is too long (at most ${MEMBER_FIELD_MAX} characters)`,
  nameTooLong: `Name is too long (at most ${MEMBER_FIELD_MAX} characters)`,
  emailTooLong: `E-mail is too long (at most ${MEMBER_FIELD_MAX} characters)`,
  workingHotelTooLong: `Working hotel is too long (at most ${MEMBER_FIELD_MAX} characters)`,
  numberTaken: 'Another member already uses this member number',
  memberNotFound: 'Member not found',
  memberUpdated: 'Member updated',
  noEmail: 'This member has no e-mail address, so no invitation can be sent',
  invitationSent: 'Invitation sent to {email}',
});

/** The columns of a member file, in the order of the template. */
export const MEMBER_COLUMNS = [
  'section',
  'member number',
  'first name',
  'name',
  'e-mail',
  'working hotel',
] as const;
export const MEMBER_IMPORT_MAX_ROWS = 5000;

const memberText = (required: string, tooLong: string) =>
  z.string().trim().min(1, required).max(MEMBER_FIELD_MAX, tooLong);

/**
 * The fields of one member, as a file row or the edit form gives them: the one rule set of
 * the import rows and of the edit route. The section is a section name; whether it exists, and whether
 * the number and e-mail are free, needs the book (server).
 */
export const ZMemberFields = z.object({
  section: memberText(MEMBER_MESSAGES.sectionRequired, MEMBER_MESSAGES.sectionTooLong),
  numMember: memberText(MEMBER_MESSAGES.numMemberRequired, MEMBER_MESSAGES.numMemberTooLong),
  firstname: memberText(MEMBER_MESSAGES.firstnameRequired, MEMBER_MESSAGES.firstnameTooLong),
  name: memberText(MEMBER_MESSAGES.nameRequired, MEMBER_MESSAGES.nameTooLong),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, MEMBER_MESSAGES.emailRequired)
    .max(MEMBER_FIELD_MAX, MEMBER_MESSAGES.emailTooLong)
    .pipe(z.email(MEMBER_MESSAGES.invalidEmail)),
  workingHotel: z.string().trim().max(MEMBER_FIELD_MAX, MEMBER_MESSAGES.workingHotelTooLong).default(''),
});
export type TMemberFieldsInput = z.input<typeof ZMemberFields>;
export type TMemberFields = z.output<typeof ZMemberFields>;
export const ZMemberIdParams = z.object({ id: zIdParam() });
export const ZMemberInvitationResult = z.object({
  email: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type TMemberInvitationResult = z.infer<typeof ZMemberInvitationResult>;
export const MEMBER_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

export const ZSectionCreate = z.object({
  name: z.string().trim().min(1, MEMBER_MESSAGES.sectionName).max(100),
  addressCountry: z
    .string()
    .trim()
    .max(100)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null),
  numero: z
    .string()
    .trim()
    .max(20)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null),
});
export type TSectionCreate = z.input<typeof ZSectionCreate>;
export const ZSectionResponse = ZSection;

export const ZMemberImportRow = z.object({
  /** Line in the file (the header is line 1). */
  line: z.number().int(),
  section: z.string(),
  numMember: z.string(),
  firstname: z.string(),
  name: z.string(),
  email: z.string(),
  workingHotel: z.string(),
  errors: z.array(z.string()),
  /** What confirming would do with a good row. */
  action: z.enum(['create', 'update']).nullable(),
});
export type TMemberImportRow = z.infer<typeof ZMemberImportRow>;

export const ZMemberImportPreview = z.object({
  rows: z.array(ZMemberImportRow),
  goodCount: z.number().int(),
  badCount: z.number().int(),
  createCount: z.number().int(),
  updateCount: z.number().int(),
});
export type TMemberImportPreview = z.infer<typeof ZMemberImportPreview>;

export const ZMemberImportResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  invited: z.number().int(),
});
export type TMemberImportResult = z.infer<typeof ZMemberImportResult>;

/** The congress whose address the invitation links use (members belong to the association). */
export const ZMemberImportQuery = z.object({ congressSlug: z.string().min(1).max(100) });

export const ZMemberListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const ZMemberListItem = z.object({
  id: z.number().int(),
  numMember: z.string(),
  firstname: z.string(),
  name: z.string(),
  email: z.string(),
  section: z.string().nullable(),
  workingHotel: z.string().nullable(),
  hasPassword: z.boolean(),
});
export type TMemberListItem = z.infer<typeof ZMemberListItem>;
export const ZMemberList = z.object({
  items: z.array(ZMemberListItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TMemberList = z.infer<typeof ZMemberList>;
