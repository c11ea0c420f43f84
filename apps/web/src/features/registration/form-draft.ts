import { ZStay } from '@congress/domain/contracts/stays';
import { ROOM_OPTIONS } from '@congress/domain/enums';
import type { PersonValues, SharingValues } from '@congress/domain/person-form';
import { isRoomOptionAllowed, type roomOptionsFor } from '@congress/domain/rate-rules';
import { z } from 'zod';
import type { BookingFormValues } from './booking-form.ts';

/**
 * What was typed in the registration form, per congress and participant type, so a reload or
 * Previous loses nothing. Session storage ends with the browser session, so passport data never
 * outlives it; a successful NEXT clears the draft.
 */
const keyOf = (congressSlug: string, participant: string) =>
  `congress.registration.draft.${congressSlug}.${participant}`;

const ZTexts = z.record(z.string(), z.string());
const ZDraft = z.object({
  roomOption: z.enum(ROOM_OPTIONS),
  consent: z.boolean(),
  hasCompanion: z.boolean(),
  main: ZTexts,
  companion: ZTexts,
  sharing: ZTexts,
  /** Absent from drafts written before the stay was chosen. */
  stay: ZStay.nullable().optional(),
});
type Draft = z.infer<typeof ZDraft>;

export function readDraft(congressSlug: string, participant: string): Draft | null {
  try {
    const raw = globalThis.sessionStorage.getItem(keyOf(congressSlug, participant));
    const parsed = raw ? ZDraft.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeDraft(congressSlug: string, participant: string, values: BookingFormValues): void {
  try {
    globalThis.sessionStorage.setItem(keyOf(congressSlug, participant), JSON.stringify(values));
  } catch {
    // Storage full or refused: the form still works, only a reload would lose what was typed.
  }
}

export function clearDraft(congressSlug: string, participant: string): void {
  try {
    globalThis.sessionStorage.removeItem(keyOf(congressSlug, participant));
  } catch {
    // Nothing stored.
  }
}

/** Only the fields the form knows, so a draft of another version of the form cannot add any. */
const known = <V extends Record<string, string>>(base: V, typed: Record<string, string>): V =>
  Object.fromEntries(Object.entries(base).map(([key, value]) => [key, typed[key] ?? value])) as V;

type Rate = Parameters<typeof roomOptionsFor>[0];

/** The draft over the prefilled values: what was typed wins; the room only if this rate offers it. */
export function withDraft(values: BookingFormValues, draft: Draft | null, rate: Rate): BookingFormValues {
  if (!draft) return values;
  return {
    roomOption: isRoomOptionAllowed(rate, draft.roomOption) ? draft.roomOption : values.roomOption,
    consent: draft.consent,
    hasCompanion: rate.secondParticipantType === 'accompany' && draft.hasCompanion,
    main: known<PersonValues>(values.main, draft.main),
    companion: known<PersonValues>(values.companion, draft.companion),
    sharing: known<SharingValues>(values.sharing, draft.sharing),
    // The form offers only the nights its room type has: a day no longer offered reads as the congress's.
    stay: draft.stay === undefined ? values.stay : draft.stay,
  };
}
