import {
  SETTINGS_MESSAGES,
  type TCongressCreate,
  type TCongressSettings,
  UPLOAD_MESSAGES,
  ZCongressCreate,
  type ZCongressSettingsUpdate,
} from '@congress/domain/contracts/congress-settings';
import type { z } from 'zod';
import { fileUrl } from '@congress/domain/endpoints/files';
import { compactTranslations } from '@congress/domain/i18n/content';
import { MESSAGES } from '@congress/domain/messages';
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { staleVersion } from '../../lib/stale-version.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { looksLikeSvg, sniffFileType } from '../../lib/file-sniff.ts';
import type { FilesService } from '../files/files.service.ts';
import { findCongressBySlug } from './congresses.repository.ts';
import {
  type CongressRow,
  deleteTypesExcept,
  findCongressById,
  findFileContentType,
  insertCongressRow,
  insertType,
  isSlugTaken,
  listTypesOfCongress,
  parkTypeSlugs,
  type ParticipantTypeRow,
  typeIdsInUse,
  updateCongressRow,
  updateCongressSettingsRow,
  updateType,
} from './congress-settings.repository.ts';

type SettingsUpdate = z.output<typeof ZCongressSettingsUpdate>;
export type UploadKind = 'logo' | 'rib';

/** Default participant types of a new congress: the five labels of the spec (decisions 4). */
export const DEFAULT_PARTICIPANT_TYPES = [
  { slug: 'member', label: 'member', isMember: true },
  { slug: 'activ-member', label: 'activ Member', isMember: true },
  { slug: 'retired-member', label: 'retired Member', isMember: true },
  { slug: 'affiliate-partners', label: 'affiliate / partners', isMember: false },
  { slug: 'guest-speakers', label: 'guest speakers', isMember: false },
] as const;

/** Logos are drawn on invoice PDFs, which take PNG and JPEG only; the RIB may also be a PDF. */
const ALLOWED_TYPES: Record<UploadKind, string[]> = {
  logo: ['image/png', 'image/jpeg'],
  rib: ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'],
};

async function toSettingsDto(
  db: Executor,
  row: CongressRow,
  types: ParticipantTypeRow[],
): Promise<TCongressSettings> {
  return {
    id: row.id,
    label: row.label,
    slug: row.slug,
    isOpen: row.isOpen,
    description: row.description,
    information: row.information,
    website: row.website,
    currency: row.currency,
    stripePublicKey: row.stripePublicKey,
    memberChoosesHotel: row.memberChoosesHotel,
    holdMinutes: row.holdMinutes,
    waitingListOfferHours: row.waitingListOfferHours,
    timeZone: row.timeZone,
    vatRates: row.vatRates,
    cardRefundsNeedApproval: row.cardRefundsNeedApproval,
    cancellationPolicy: row.cancellationPolicy,
    groupNamesDueOn: row.groupNamesDueOn,
    privacyText: row.privacyText,
    informationEmail: row.informationEmail,
    city: row.addressCity,
    issuerName: row.issuerName,
    issuerAddress: row.issuerAddress,
    issuerVatNumber: row.issuerVatNumber,
    issuerPostcode: row.issuerPostcode,
    issuerCity: row.issuerCity,
    issuerCountry: row.issuerCountry,
    bankAccountHolder: row.bankAccountHolder,
    bankIban: row.bankIban,
    bankBic: row.bankBic,
    bankName: row.bankName,
    bankAddress: row.bankAddress,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    participantTypes: types.map((t) => ({ id: t.id, slug: t.slug, label: t.label, isMember: t.isMember })),
    badgeLayout: row.badgeLayout,
    brandColor: row.brandColor,
    logoUrl: fileUrl(row.logoFileId),
    ribUrl: fileUrl(row.ribFileId),
    ribContentType: await findFileContentType(db, row.ribFileId),
    personalDataPurgedAt: row.personalDataPurgedAt?.toISOString() ?? null,
    defaultLanguage: row.defaultLanguage,
    translations: compactTranslations(row.translations, row.defaultLanguage),
    version: row.version,
  };
}

/** Left out, the default language and the translations stay as they are. */
function rowValues(input: SettingsUpdate, current: CongressRow) {
  const defaultLanguage = input.defaultLanguage ?? current.defaultLanguage;
  return {
    defaultLanguage,
    translations: compactTranslations(input.translations ?? current.translations, defaultLanguage),
    label: input.label,
    slug: input.slug,
    isOpen: input.isOpen,
    description: input.description,
    information: input.information,
    website: input.website,
    currency: input.currency,
    stripePublicKey: input.stripePublicKey,
    memberChoosesHotel: input.memberChoosesHotel,
    holdMinutes: input.holdMinutes,
    waitingListOfferHours: input.waitingListOfferHours,
    timeZone: input.timeZone,
    vatRates: input.vatRates,
    cardRefundsNeedApproval: input.cardRefundsNeedApproval,
    cancellationPolicy: input.cancellationPolicy ?? current.cancellationPolicy,
    groupNamesDueOn: input.groupNamesDueOn === undefined ? current.groupNamesDueOn : input.groupNamesDueOn,
    privacyText: input.privacyText,
    informationEmail: input.informationEmail,
    addressCity: input.city,
    issuerName: input.issuerName,
    issuerAddress: input.issuerAddress,
    issuerVatNumber: input.issuerVatNumber,
    issuerPostcode: input.issuerPostcode,
    issuerCity: input.issuerCity,
    issuerCountry: input.issuerCountry,
    bankAccountHolder: input.bankAccountHolder,
    bankIban: input.bankIban,
    bankBic: input.bankBic,
    // Left out (an older client), the bank's name and address stay as they are.
    bankName: input.bankName === undefined ? current.bankName : input.bankName,
    bankAddress: input.bankAddress === undefined ? current.bankAddress : input.bankAddress,
    startsOn: input.startsOn,
    endsOn: input.endsOn,
    badgeLayout: input.badgeLayout,
    brandColor: input.brandColor,
  };
}

/** Replaces the congress's participant types with the list sent; a type still used cannot go (409). */
async function saveParticipantTypes(
  tx: Executor,
  congressId: number,
  list: SettingsUpdate['participantTypes'],
) {
  const existing = await listTypesOfCongress(tx, congressId);
  const keptIds = list.flatMap((t) => (t.id !== null && existing.some((e) => e.id === t.id) ? [t.id] : []));
  const removed = existing.filter((e) => !keptIds.includes(e.id)).map((e) => e.id);
  if ((await typeIdsInUse(tx, removed)).length > 0)
    throw new AppError('CONFLICT', SETTINGS_MESSAGES.typeInUse);
  await deleteTypesExcept(tx, congressId, keptIds);
  await parkTypeSlugs(tx, congressId);
  for (const [position, type] of list.entries()) {
    const values = { slug: type.slug, label: type.label, isMember: type.isMember, position };
    if (type.id !== null && keptIds.includes(type.id)) await updateType(tx, congressId, type.id, values);
    else await insertType(tx, { congressId, ...values });
  }
}

export function createCongressSettingsService({
  db,
  files,
}: {
  db: Database;
  files: Pick<FilesService, 'store'>;
}) {
  async function requireById(executor: Executor, id: number, forUpdate = false): Promise<CongressRow> {
    const row = await findCongressById(executor, id, forUpdate);
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
    return row;
  }
  const dtoOf = async (executor: Executor, row: CongressRow) =>
    toSettingsDto(executor, row, await listTypesOfCongress(executor, row.id));

  return {
    async getBySlug(slug: string): Promise<TCongressSettings> {
      const row = await findCongressBySlug(db, slug);
      if (!row) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
      return dtoOf(db, row);
    },

    async update(session: SessionSubject, id: number, input: SettingsUpdate): Promise<TCongressSettings> {
      return db.transaction(async (tx) => {
        const current = await requireById(tx, id, true);
        const before = await dtoOf(tx, current);
        if (before.version !== input.version) throw staleVersion();
        if (await isSlugTaken(tx, input.slug, id)) {
          throw new AppError('CONFLICT', SETTINGS_MESSAGES.slugTaken, {
            fields: { slug: SETTINGS_MESSAGES.slugTaken },
          });
        }
        await saveParticipantTypes(tx, id, input.participantTypes);
        const row = await updateCongressSettingsRow(tx, id, input.version, rowValues(input, current));
        if (!row) throw staleVersion();
        const after = await dtoOf(tx, row);
        await recordAudit(tx, {
          actor: session,
          congressId: id,
          action: 'update',
          entity: 'congress',
          entityId: id,
          before,
          after,
        });
        return after;
      });
    },

    async create(session: SessionSubject, raw: TCongressCreate): Promise<TCongressSettings> {
      const input = ZCongressCreate.parse(raw);
      return db.transaction(async (tx) => {
        if (await isSlugTaken(tx, input.slug, null)) {
          throw new AppError('CONFLICT', SETTINGS_MESSAGES.slugTaken, {
            fields: { slug: SETTINGS_MESSAGES.slugTaken },
          });
        }
        const row = await insertCongressRow(tx, { ...input, isOpen: false });
        for (const [position, type] of DEFAULT_PARTICIPANT_TYPES.entries()) {
          await insertType(tx, { congressId: row.id, ...type, position });
        }
        const after = await dtoOf(tx, row);
        await recordAudit(tx, {
          actor: session,
          congressId: row.id,
          action: 'create',
          entity: 'congress',
          entityId: row.id,
          after,
        });
        return after;
      });
    },

    /**
     * Stores the file under a generated name and points the congress at it; the old file stays (immutable
     * ids). It leaves the version alone: it replaces one file the settings form never sends, so it
     * cannot overwrite anybody's edit, and an open settings form stays valid.
     */
    async upload(
      session: SessionSubject,
      id: number,
      kind: UploadKind,
      data: Buffer | null,
    ): Promise<TCongressSettings> {
      if (!data || data.length === 0)
        throw new AppError('VALIDATION', UPLOAD_MESSAGES.missing, {
          fields: { file: UPLOAD_MESSAGES.missing },
        });
      const typeError = kind === 'logo' ? UPLOAD_MESSAGES.logoType : UPLOAD_MESSAGES.ribType;
      if (looksLikeSvg(data))
        throw new AppError('VALIDATION', UPLOAD_MESSAGES.svg, { fields: { file: UPLOAD_MESSAGES.svg } });
      const sniffed = sniffFileType(data);
      if (!sniffed || !ALLOWED_TYPES[kind].includes(sniffed.contentType)) {
        throw new AppError('VALIDATION', typeError, { fields: { file: typeError } });
      }
      return db.transaction(async (tx) => {
        const congress = await requireById(tx, id, true);
        const name = `${kind}-${congress.slug}-${crypto.randomUUID()}.${sniffed.extension}`;
        const fileId = await files.store(tx, { name, contentType: sniffed.contentType, data });
        const column = kind === 'logo' ? 'logoFileId' : 'ribFileId';
        const before = { [column]: congress[column] };
        const row = await updateCongressRow(tx, id, { [column]: fileId });
        await recordAudit(tx, {
          actor: session,
          congressId: id,
          action: `upload-${kind}`,
          entity: 'congress',
          entityId: id,
          before,
          after: { [column]: fileId, name, contentType: sniffed.contentType, size: data.length },
        });
        return dtoOf(tx, row);
      });
    },
  };
}
export type CongressSettingsService = ReturnType<typeof createCongressSettingsService>;
