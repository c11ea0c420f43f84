import { describe, expect, it } from 'vitest';
import {
  activitiesOpenTo,
  applyChoice,
  findDateClash,
  groupByStartDate,
  hasPlaceLeft,
  isForWho,
  isFull,
  mayChooseActivities,
  timeRange,
  whoKeyOf,
} from './activities.ts';
import { ZActivityCreate, ZActivityFields } from './contracts/activities.ts';

const day1a = { id: 1, startDate: '2027-06-10', startTime: '10:00', label: 'Workshop' };
const day1b = { id: 2, startDate: '2027-06-10', startTime: '17:00', label: 'Cocktail' };
const day2 = { id: 3, startDate: '2027-06-11', startTime: '09:30', label: 'Walk' };
const all = [day1b, day2, day1a];

describe('one activity per start date (spec 5)', () => {
  it('ticks a free day and keeps the others', () => {
    expect(applyChoice(all, [3], 1, true)).toEqual({ ok: true, selectedIds: [3, 1] });
  });
  it('refuses a second activity on the same date', () => {
    expect(applyChoice(all, [1], 2, true)).toEqual({
      ok: false,
      message: 'You already have an activity on this date.',
    });
  });
  it('refuses ticking an activity that is already selected', () => {
    expect(applyChoice(all, [1], 1, true)).toEqual({
      ok: false,
      message: 'This activity is already selected.',
    });
  });
  it('refuses crossing an activity that is not selected', () => {
    expect(applyChoice(all, [3], 1, false)).toEqual({
      ok: false,
      message: 'This activity is already deleted.',
    });
  });
  it('crosses a selected activity, which frees its day', () => {
    const crossed = applyChoice(all, [1, 3], 1, false);
    expect(crossed).toEqual({ ok: true, selectedIds: [3] });
    expect(applyChoice(all, [3], 2, true)).toEqual({ ok: true, selectedIds: [3, 2] });
  });
  it('finds the clashing date of a chosen set', () => {
    expect(findDateClash([day1a, day2])).toBeNull();
    expect(findDateClash([day1a, day2, day1b])).toBe('2027-06-10');
  });
});

describe('places', () => {
  it('has a place while chosen < quota; none at the quota; unlimited when quota is null', () => {
    expect(hasPlaceLeft({ quota: 5, chosen: 4 })).toBe(true);
    expect(hasPlaceLeft({ quota: 5, chosen: 5 })).toBe(false);
    expect(isFull({ quota: 5, chosen: 6 })).toBe(true);
    expect(isFull({ quota: 0, chosen: 0 })).toBe(true);
    expect(hasPlaceLeft({ quota: null, chosen: 10_000 })).toBe(true);
  });
});

describe('who may choose (decisions 23)', () => {
  it('main participant: own type; companion: spouse; room-mate: member', () => {
    expect(
      whoKeyOf({ position: 1, participantTypeSlug: 'activ-member', secondParticipantType: 'accompany' }),
    ).toBe('activ-member');
    expect(whoKeyOf({ position: 2, participantTypeSlug: null, secondParticipantType: 'accompany' })).toBe(
      'spouse',
    );
    expect(whoKeyOf({ position: 2, participantTypeSlug: null, secondParticipantType: 'member' })).toBe(
      'member',
    );
  });
  it('matches only the listed types', () => {
    expect(isForWho({ who: ['member', 'spouse'] }, 'spouse')).toBe(true);
    expect(isForWho({ who: ['member'] }, 'spouse')).toBe(false);
    expect(isForWho({ who: ['member'] }, null)).toBe(false);
  });
});

describe('display helpers', () => {
  it('groups by start date, each day by start time', () => {
    const groups = groupByStartDate(all);
    expect(groups.map((g) => [g.date, g.activities.map((a) => a.id)])).toEqual([
      ['2027-06-10', [1, 2]],
      ['2027-06-11', [3]],
    ]);
  });
  it('shows HH:MM to HH:MM', () => {
    expect(timeRange({ startTime: '17:00:00', endTime: '20:00:00' })).toBe('17:00 to 20:00');
    expect(timeRange({ startTime: '09:30', endTime: null })).toBe('09:30');
  });
});

describe('activity fields', () => {
  const valid = {
    label: 'Tour',
    startDate: '2027-06-11',
    startTime: '09:30',
    endTime: '12:00',
    who: ['member'],
  };
  it('accepts a valid activity and turns empty optional fields into null', () => {
    const parsed = ZActivityFields.parse({ ...valid, url: '', quota: '', description: '' });
    expect(parsed).toMatchObject({ url: null, quota: null, description: null, endDate: null });
  });
  it('gives clear messages', () => {
    const issues = (value: unknown) =>
      ZActivityFields.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(issues({ ...valid, label: ' ' })).toEqual(['label: Please type something']);
    expect(issues({ ...valid, startTime: '25:00' })).toEqual(['startTime: Please enter a time as HH:MM']);
    expect(issues({ ...valid, endTime: '09:30' })).toEqual(['endTime: End date must be after start date']);
    expect(issues({ ...valid, endDate: '2027-06-10', endTime: '23:00' })).toEqual([
      'endDate: End date must be after start date',
    ]);
    expect(issues({ ...valid, quota: -1 })).toEqual([
      'quota: The number of places must be a whole number of at least 0',
    ]);
    expect(issues({ ...valid, who: [] })).toEqual(['who: Please choose at least one participant type']);
  });
  it('needs the congress id to create', () => {
    const result = ZActivityCreate.safeParse(valid);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['The congress id is missing']);
  });
});

describe('who may choose at all (decisions 34)', () => {
  const open = [
    { id: 1, isOpen: true, who: ['member', 'spouse'] },
    { id: 2, isOpen: true, who: ['member'] },
    { id: 3, isOpen: false, who: ['member', 'spouse'] },
  ];
  const person = (overrides: Partial<Parameters<typeof activitiesOpenTo>[0]> = {}) => ({
    position: 1,
    statusRegistration: 'confirmed',
    secondParticipantType: null,
    whoKey: 'member',
    ...overrides,
  });

  it('a confirmed registration chooses the open activities of its who', () => {
    expect(activitiesOpenTo(person(), open).map((a) => a.id)).toEqual([1, 2]);
    expect(
      activitiesOpenTo(person({ position: 2, whoKey: 'spouse', secondParticipantType: 'accompany' }), open),
    ).toEqual([open[0]]);
  });

  it('an unpaid or cancelled registration chooses nothing', () => {
    expect(mayChooseActivities(person({ statusRegistration: 'pending' }))).toBe(false);
    expect(activitiesOpenTo(person({ statusRegistration: 'pending' }), open)).toEqual([]);
    expect(activitiesOpenTo(person({ statusRegistration: 'cancelled' }), open)).toEqual([]);
  });

  it('a guest speaker whose type no activity lists has none', () => {
    expect(activitiesOpenTo(person({ whoKey: 'guest-speakers' }), open)).toEqual([]);
  });

  it('the room-mate named on a sharing rate chooses through his or her own participation', () => {
    const roomMate = person({ position: 2, secondParticipantType: 'member' });
    expect(mayChooseActivities(roomMate)).toBe(false);
    expect(activitiesOpenTo(roomMate, open)).toEqual([]);
  });
});
