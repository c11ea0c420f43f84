import type { TRate, TRateWriteRequest } from '@congress/domain/contracts/rates';
import { ZRateWriteRequest } from '@congress/domain/contracts/rates';
import { trimToDate } from '@congress/domain/dates';

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
};

export const NO_SECOND_TYPE = 'none';

export const initialRateValues = (rate: TRate | null): RateFormValues => ({
  label: rate?.label ?? '',
  hotelId: rate ? String(rate.hotelId) : null,
  sectionId: rate?.options ? String(rate.options.id) : null,
  quota: rate?.quota ?? 10,
  roomOption: rate?.roomOption ?? 'single',
  isOpened: rate?.isOpened ?? false,
  isEarlyBird: rate?.isEarlyBird ?? false,
  openDate: trimToDate(rate?.openDate),
  closeDate: trimToDate(rate?.closeDate),
  comment: rate?.comment ?? '',
  firstParticipantTypeId: rate ? String(rate.firstParticipantType.id) : null,
  secondParticipantType: rate?.secondParticipantType ?? NO_SECOND_TYPE,
  firstParticipantPrice: rate?.firstParticipantPrice ?? '',
  secondParticipantPrice: rate?.secondParticipantPrice ?? '',
});

const idOrNull = (value: string | null) => (value ? Number(value) : null);

/** The form's strings become the request; the shared schema answers with the spec 5 messages. */
export function toRateRequest(values: RateFormValues, congressId: number) {
  const hasSecond = values.secondParticipantType !== NO_SECOND_TYPE;
  const parsed = ZRateWriteRequest.safeParse({
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
  });
  if (parsed.success) return { request: parsed.data as TRateWriteRequest, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  return { request: null, errors };
}
