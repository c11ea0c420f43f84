import { dayInZone } from './dates.ts';
import type { RateRoomOption, RoomOption, SecondParticipantType } from './enums.ts';

export type RateAvailabilityInput = {
  isOpened: boolean;
  openDate: Date | string | null;
  closeDate: Date | string | null;
  quota: number;
  sectionId: number | null;
};

export type RateState = {
  /** Close date passed or open date not reached, by calendar day in the congress's time zone. */
  isClosed: boolean;
  /** Not opened by the organisers, or full (decisions 9). */
  isSoldOut: boolean;
  isFull: boolean;
  isAvailable: boolean;
};

const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

export function rateState(rate: RateAvailabilityInput, uses: number, now: Date, timeZone: string): RateState {
  const today = dayInZone(now, timeZone);
  const notYetOpen = rate.openDate !== null && today < dayInZone(toDate(rate.openDate), timeZone);
  const closed = rate.closeDate !== null && today > dayInZone(toDate(rate.closeDate), timeZone);
  const isClosed = notYetOpen || closed;
  const isFull = uses >= rate.quota;
  const isSoldOut = !rate.isOpened || isFull;
  return { isClosed, isSoldOut, isFull, isAvailable: !isClosed && !isSoldOut };
}

/** A rate restricted to a section is available only to members of that section (spec 2.2). */
export function isSectionAllowed(
  rate: { sectionId: number | null },
  memberSectionId: number | null,
): boolean {
  return rate.sectionId === null || rate.sectionId === memberSectionId;
}

/** Single is forced without a second participant type; otherwise Twin (the default) or Double. */
export function roomOptionsFor(rate: {
  roomOption: RateRoomOption;
  secondParticipantType: SecondParticipantType | null;
}): {
  options: RoomOption[];
  defaultOption: RoomOption;
} {
  if (rate.secondParticipantType === null || rate.roomOption === 'single') {
    return { options: ['single'], defaultOption: 'single' };
  }
  return { options: ['twin', 'double'], defaultOption: 'twin' };
}

export function isRoomOptionAllowed(
  rate: { roomOption: RateRoomOption; secondParticipantType: SecondParticipantType | null },
  option: RoomOption,
): boolean {
  return roomOptionsFor(rate).options.includes(option);
}
