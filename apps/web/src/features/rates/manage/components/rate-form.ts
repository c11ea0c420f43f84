import {
  type TRate,
  type TRateUpdateRequest,
  type TRateWriteRequest,
  ZRateUpdateRequest,
  ZRateWriteRequest,
} from '@congress/domain/contracts/rates';
import { trimToDate } from '@congress/domain/dates';
import { LANGUAGES, type Language } from '@congress/domain/i18n/languages';
import type { z } from 'zod';

export type RateFormValues = {
  label: string;
  hotelId: string | null;
  sectionId: string | null;
  quota: number | string;
  roomOption: string;
  isOpened: boolean;
  isEarlyBird: boolean;
  openDate: string;
  closeDate: string;
  comment: string;
  firstParticipantTypeId: string | null;
  secondParticipantType: string;
  firstParticipantPrice: string;
  secondParticipantPrice: string;
  /** The registration fee within the first price (decisions 45); the rest is accommodation. */
  registrationFee: string;
  /** The label and comment in the congress's other languages. */
  translations: Partial<Record<Language, { label: string; comment: string }>>;
};

export const NO_SECOND_TYPE = 'none';

/** The form edits the default language's texts (the list shows the reader's) and the others'. */
export const initialRateValues = (rate: TRate | null, defaultLanguage: Language = 'en'): RateFormValues => ({
  label: rate?.defaultText?.label ?? rate?.label ?? '',
  hotelId: rate ? String(rate.hotelId) : null,
  sectionId: rate?.options ? String(rate.options.id) : null,
  quota: rate?.quota ?? 10,
  roomOption: rate?.roomOption ?? 'single',
  isOpened: rate?.isOpened ?? false,
  isEarlyBird: rate?.isEarlyBird ?? false,
  openDate: trimToDate(rate?.openDate),
  closeDate: trimToDate(rate?.closeDate),
  comment: (rate?.defaultText ? rate.defaultText.comment : rate?.comment) ?? '',
  firstParticipantTypeId: rate ? String(rate.firstParticipantType.id) : null,
  secondParticipantType: rate?.secondParticipantType ?? NO_SECOND_TYPE,
  firstParticipantPrice: rate?.firstParticipantPrice ?? '',
  secondParticipantPrice: rate?.secondParticipantPrice ?? '',
  registrationFee: rate?.registrationFee ?? '',
  translations: Object.fromEntries(
    LANGUAGES.filter((language) => language !== defaultLanguage).map((language) => {
      const stored = rate?.translations?.[language];
      return [language, { label: stored?.label ?? '', comment: stored?.comment ?? '' }];
    }),
  ),
});

const idOrNull = (value: string | null) => (value ? Number(value) : null);

/**
 * The room option that goes with a second participant type (spec 4): Single without one; with one,
 * Twin / Double unless the organiser picks Single again (which the schema then refuses, with why).
 */
export function roomOptionFor(secondParticipantType: string, current: string): string {
  if (secondParticipantType === NO_SECOND_TYPE) return 'single';
  return current === 'single' ? 'twin/double' : current;
}

/** The request's fields from the form's strings, as the shared schema reads them. */
function requestInput(values: RateFormValues, congressId: number) {
  const hasSecond = values.secondParticipantType !== NO_SECOND_TYPE;
  return {
    congressId,
    hotelId: idOrNull(values.hotelId),
    label: values.label,
    sectionId: idOrNull(values.sectionId),
    quota: values.quota === '' ? null : Number(values.quota),
    roomOption: hasSecond ? values.roomOption : 'single',
    isOpened: values.isOpened,
    isEarlyBird: values.isEarlyBird,
    openDate: values.openDate || null,
    closeDate: values.closeDate || null,
    comment: values.comment,
    firstParticipantTypeId: idOrNull(values.firstParticipantTypeId),
    secondParticipantType: hasSecond ? values.secondParticipantType : null,
    firstParticipantPrice: values.firstParticipantPrice,
    secondParticipantPrice: hasSecond ? values.secondParticipantPrice : null,
    registrationFee: values.registrationFee,
    translations: values.translations,
  };
}

type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: z.core.$ZodIssue[] } };

function result<T>(parsed: Parsed<T>): { request: T | null; errors: Record<string, string> } {
  if (parsed.success) return { request: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    errors[issue.path.length > 0 ? issue.path.join('.') : '_'] ??= issue.message;
  return { request: null, errors };
}

/** Create Rate: the shared schema answers with the spec 5 messages. */
export const toRateRequest = (values: RateFormValues, congressId: number) =>
  result<TRateWriteRequest>(ZRateWriteRequest.safeParse(requestInput(values, congressId)));

/** Edit: the same, with the version of the rate as it was read (decisions 39). */
export const toRateUpdate = (values: RateFormValues, congressId: number, version: number) =>
  result<TRateUpdateRequest>(ZRateUpdateRequest.safeParse({ ...requestInput(values, congressId), version }));
