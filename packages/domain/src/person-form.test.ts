import { describe, expect, it } from 'vitest';
import { ZBookingPerson } from './contracts/booking.ts';
import { ZParticipant } from './contracts/participants.ts';
import { ZRegistration } from './contracts/registrations.ts';
import { emptyPerson, PERSON_FIELDS, peopleRequest, peopleSchemaShape } from './person-form.ts';

const rate = (secondParticipantType: 'accompany' | 'member' | null, isMember = false) => ({
  firstParticipantType: { id: 1, slug: 'member', label: 'Member', isMember },
  secondParticipantType,
});

describe('person form (derived from the booking contract)', () => {
  it('has exactly the fields of the contract, each stored on the participant or the registration', () => {
    expect(PERSON_FIELDS).toEqual(Object.keys(ZBookingPerson.shape));
    const stored = new Set([...Object.keys(ZParticipant.shape), ...Object.keys(ZRegistration.shape)]);
    expect(PERSON_FIELDS.filter((field) => !stored.has(field))).toEqual([]);
    expect(Object.values(emptyPerson()).every((value) => value === '')).toBe(true);
  });

  it('sends the companion only on an accompany rate where one was added, the room-mate only on a sharing rate', () => {
    const people = {
      hasCompanion: true,
      main: emptyPerson(),
      companion: { ...emptyPerson(), firstName: 'Ana' },
      sharing: { firstName: 'Rui', lastName: 'Costa', memberNumber: 'M-2' },
    };
    expect(peopleRequest(rate('accompany'), people)).toMatchObject({
      companion: people.companion,
      sharing: null,
    });
    expect(peopleRequest(rate('accompany'), { ...people, hasCompanion: false }).companion).toBeNull();
    expect(peopleRequest(rate('member'), people)).toMatchObject({ companion: null, sharing: people.sharing });
  });

  it('asks member number and working hotel of member types only (spec 5)', () => {
    const member = peopleSchemaShape(rate(null, true), false).main.safeParse({ ...emptyPerson() });
    const fields = member.success ? [] : member.error.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['memberNumber', 'workingHotel']));
    const other = peopleSchemaShape(rate(null, false), false).main.safeParse({ ...emptyPerson() });
    expect(other.success ? [] : other.error.issues.map((issue) => issue.path.join('.'))).not.toContain(
      'memberNumber',
    );
  });
});
