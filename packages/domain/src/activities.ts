import { ACTIVITY_MESSAGES, SPOUSE } from './contracts/activities.ts';
import { MESSAGES } from './messages.ts';

type Dated = { id: number; startDate: string };
type Placed = { quota: number | null; chosen: number };

/**
 * The `who` value a registration's person matches (decisions 23): the main participant's type slug;
 * for the second registration, 'spouse' when the rate's second type is accompany, else the type of
 * a room-sharing member ('member').
 */
export function whoKeyOf(input: {
  position: number;
  participantTypeSlug: string | null;
  secondParticipantType: 'member' | 'accompany' | null;
}): string | null {
  if (input.position === 1) return input.participantTypeSlug;
  if (input.secondParticipantType === 'accompany') return SPOUSE;
  if (input.secondParticipantType === 'member') return input.participantTypeSlug ?? 'member';
  return input.participantTypeSlug;
}

export const isForWho = (activity: { who: readonly string[] }, whoKey: string | null): boolean =>
  whoKey !== null && activity.who.includes(whoKey);

export type ActivityChooser = {
  position: number;
  statusRegistration: string;
  secondParticipantType: 'member' | 'accompany' | null;
};

/**
 * Decisions 34: only a confirmed registration chooses activities, so an unpaid participation never
 * takes a place. The room-mate named on a rate shared with a member is a record of who shares the
 * room: that member chooses through his or her own participation, never through this one.
 */
export function mayChooseActivities(person: ActivityChooser): boolean {
  if (person.statusRegistration !== 'confirmed') return false;
  return !(person.position === 2 && person.secondParticipantType === 'member');
}

/** The open activities this person may tick: none unless `mayChooseActivities`, then those of its `who`. */
export function activitiesOpenTo<A extends { isOpen: boolean; who: readonly string[] }>(
  person: ActivityChooser & { whoKey: string | null },
  activities: readonly A[],
): A[] {
  if (!mayChooseActivities(person)) return [];
  return activities.filter((activity) => activity.isOpen && isForWho(activity, person.whoKey));
}

/** Places (spec "Number of places"): null means no limit. */
export const hasPlaceLeft = (activity: Placed): boolean =>
  activity.quota === null || activity.chosen < activity.quota;

export const isFull = (activity: Placed): boolean => !hasPlaceLeft(activity);

export type ChoiceResult = { ok: true; selectedIds: number[] } | { ok: false; message: string };

/**
 * A tick (Yes) or a cross (No) on one activity (spec 5): at most one activity per start date.
 * Ticking a chosen activity: "This activity is already selected."; ticking one on a day that already
 * has a choice: "You already have an activity on this date."; crossing one that is not chosen:
 * "This activity is already deleted."
 */
export function applyChoice<A extends Dated>(
  activities: readonly A[],
  selectedIds: readonly number[],
  activityId: number,
  choose: boolean,
): ChoiceResult {
  const isSelected = selectedIds.includes(activityId);
  if (!choose) {
    if (!isSelected) return { ok: false, message: MESSAGES.activityAlreadyDeleted };
    return { ok: true, selectedIds: selectedIds.filter((id) => id !== activityId) };
  }
  if (isSelected) return { ok: false, message: MESSAGES.activityAlreadySelected };
  const activity = activities.find((a) => a.id === activityId);
  if (!activity) return { ok: false, message: ACTIVITY_MESSAGES.activityNotFound };
  const sameDay = activities.some((a) => a.startDate === activity.startDate && selectedIds.includes(a.id));
  if (sameDay) return { ok: false, message: MESSAGES.activityDateTaken };
  return { ok: true, selectedIds: [...selectedIds, activityId] };
}

/** The first start date that holds two of the chosen activities, or null when the set is valid. */
export function findDateClash(chosen: readonly Dated[]): string | null {
  const seen = new Set<string>();
  for (const activity of chosen) {
    if (seen.has(activity.startDate)) return activity.startDate;
    seen.add(activity.startDate);
  }
  return null;
}

/** Activities grouped by start date, dates ascending, each day by start time then label. */
export function groupByStartDate<A extends Dated & { startTime: string | null; label: string }>(
  activities: readonly A[],
): { date: string; activities: A[] }[] {
  const sorted = [...activities].sort(
    (a, b) =>
      a.startDate.localeCompare(b.startDate) ||
      (a.startTime ?? '').localeCompare(b.startTime ?? '') ||
      a.label.localeCompare(b.label) ||
      a.id - b.id,
  );
  const groups: { date: string; activities: A[] }[] = [];
  for (const activity of sorted) {
    const last = groups.at(-1);
    if (last?.date === activity.startDate) last.activities.push(activity);
    else groups.push({ date: activity.startDate, activities: [activity] });
  }
  return groups;
}

/** "HH:MM to HH:MM" (spec 2.2), times already in the congress's zone. */
export function timeRange(activity: { startTime: string | null; endTime: string | null }): string {
  const start = activity.startTime?.slice(0, 5) ?? '';
  const end = activity.endTime?.slice(0, 5) ?? '';
  if (start && end) return `${start} to ${end}`;
  return start || end;
}
