/**
 * Which rates a payer books for a group (decisions 49): each place is one person on the rate, named
 * later by the payer. A member type's rate is booked by the member through the member book (the number
 * comes from there), and a room shared with a member needs that member named at booking: neither
 * suits places whose people are named later.
 */
export function isGroupRate(rate: {
  isMemberType: boolean;
  secondParticipantType: 'member' | 'accompany' | null;
}): boolean {
  return !rate.isMemberType && rate.secondParticipantType !== 'member';
}

/**
 * Names are given or changed until the day the congress sets, inclusive, in its time zone; without
 * one, until the day before the congress opens (badges and rooming lists are made from the names).
 */
export function groupNamesDueOn(
  congress: { groupNamesDueOn: string | null; startsOn: string | null },
  createdOn: string,
): string {
  if (congress.groupNamesDueOn) return congress.groupNamesDueOn;
  if (congress.startsOn) return dayBefore(congress.startsOn);
  return createdOn;
}

/** `today` is the calendar day in the congress's time zone. */
export const canNameGroup = (namesDueOn: string, today: string) => today <= namesDueOn;

function dayBefore(isoDay: string): string {
  const day = new Date(`${isoDay}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}
