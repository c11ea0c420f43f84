import type { TRate } from '@congress/domain/contracts/rates';
import { MESSAGES } from '@congress/domain/messages';
import { describe, expect, it } from 'vitest';
import { emptyPerson } from '@congress/domain/person-form';
import { buildManageRequest, emptyManageValues, filterRates, manageFormSchema } from './manage-form.ts';

function rate(overrides: Partial<TRate> & { id: number }): TRate {
  return {
    label: `Rate ${overrides.id}`,
    version: 1,
    congressId: 1,
    hotelId: 1,
    hotel: { id: 1, name: 'Grand Hotel' },
    options: null,
    quota: 10,
    roomOption: 'single',
    roomOptions: ['single'],
    isOpened: true,
    isEarlyBird: false,
    openDate: null,
    closeDate: null,
    comment: null,
    firstParticipantType: { id: 1, slug: 'member', label: 'member', isMember: true },
    secondParticipantType: null,
    firstParticipantPrice: '800.00',
    secondParticipantPrice: null,
    firstParticipantPriceCents: 80_000,
    secondParticipantPriceCents: null,
    places: 0,
    isClosed: false,
    isSoldOut: false,
    isFull: false,
    isAvailable: true,
    ...overrides,
  };
}

const single = rate({ id: 1 });
const shared = rate({
  id: 2,
  roomOption: 'twin/double',
  roomOptions: ['twin', 'double'],
  secondParticipantType: 'member',
});
const partner = rate({
  id: 3,
  hotelId: 2,
  hotel: { id: 2, name: 'Harbour Inn' },
  firstParticipantType: { id: 4, slug: 'affiliate-partners', label: 'affiliate / partners', isMember: false },
});
const companion = rate({
  id: 4,
  roomOption: 'twin/double',
  roomOptions: ['twin', 'double'],
  secondParticipantType: 'accompany',
});

describe('filterRates (decisions 24)', () => {
  const all = [single, shared, partner, companion];
  const ids = (filter: Parameters<typeof filterRates>[1]) => filterRates(all, filter).map((r) => r.id);

  it('lists every rate without a filter', () => {
    expect(ids({ hotelId: '', participantType: '', roomOption: '' })).toEqual([1, 2, 3, 4]);
  });
  it('filters by hotel, participant type and room option together', () => {
    expect(ids({ hotelId: '2', participantType: '', roomOption: '' })).toEqual([3]);
    expect(ids({ hotelId: '', participantType: 'member', roomOption: '' })).toEqual([1, 2, 4]);
    expect(ids({ hotelId: '1', participantType: 'member', roomOption: 'double' })).toEqual([2, 4]);
    expect(ids({ hotelId: '2', participantType: 'member', roomOption: '' })).toEqual([]);
  });
});

describe('manageFormSchema (spec 5)', () => {
  const values = () => ({ ...emptyManageValues(), rateId: '1' });

  it('asks for a rate and says "Please type something" for empty required text', () => {
    const result = manageFormSchema(undefined, false).safeParse({ ...values(), rateId: '' });
    const messages = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages).toContainEqual(['rateId', MESSAGES.selectRate]);
    expect(messages).toContainEqual(['main.firstName', MESSAGES.requiredText]);
    expect(messages).toContainEqual(['main.passportNumber', MESSAGES.requiredText]);
  });
  it('requires the member form for a member type and the room-mate for a shared rate', () => {
    const paths = (r: TRate) =>
      manageFormSchema(r, false)
        .safeParse(values())
        .error?.issues.map((i) => i.path.join('.'));
    expect(paths(single)).toContain('main.memberNumber');
    expect(paths(partner)).not.toContain('main.memberNumber');
    expect(paths(shared)).toContain('sharing.memberNumber');
    expect(paths(single)).not.toContain('sharing.memberNumber');
  });
  it('checks the companion only when there is one on an accompany rate', () => {
    const paths = (hasCompanion: boolean) =>
      manageFormSchema(companion, hasCompanion)
        .safeParse(values())
        .error?.issues.map((i) => i.path.join('.'));
    expect(paths(true)).toContain('companion.firstName');
    expect(paths(false)).not.toContain('companion.firstName');
  });
});

describe('buildManageRequest', () => {
  it('forces Single on a rate without second person and defaults to Twin otherwise', () => {
    const values = { ...emptyManageValues(), statusRegistration: 'on_hold' as const };
    expect(buildManageRequest(single, { ...values, roomOption: 'double' }).roomOption).toBe('single');
    expect(buildManageRequest(shared, values).roomOption).toBe('twin');
    expect(buildManageRequest(shared, { ...values, roomOption: 'double' }).roomOption).toBe('double');
    expect(buildManageRequest(shared, values).statusRegistration).toBe('on_hold');
  });
  it('sends the companion only on an accompany rate with one, and the room-mate only on a shared rate', () => {
    const values = {
      ...emptyManageValues(),
      hasCompanion: true,
      companion: { ...emptyPerson(), firstName: 'Yves' },
    };
    expect(buildManageRequest(companion, values).companion?.firstName).toBe('Yves');
    expect(buildManageRequest(companion, { ...values, hasCompanion: false }).companion).toBeNull();
    expect(buildManageRequest(shared, values).companion).toBeNull();
    expect(buildManageRequest(shared, values).sharing).toEqual(values.sharing);
    expect(buildManageRequest(single, values).sharing).toBeNull();
  });
});

describe('notifyParticipant', () => {
  it('is on by default for Add Registration and never part of the edit request', () => {
    const values = emptyManageValues();
    expect(values.notifyParticipant).toBe(true);
    expect(buildManageRequest(single, values)).not.toHaveProperty('notifyParticipant');
  });
});
