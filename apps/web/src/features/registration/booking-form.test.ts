import type { TMemberUser } from '@congress/domain/contracts/auth';
import { DATE_ORDER_MESSAGES } from '@congress/domain/contracts/date-order';
import { PARTICIPANT_MESSAGES } from '@congress/domain/contracts/participants';
import { MESSAGES } from '@congress/domain/messages';
import { describe, expect, it } from 'vitest';
import { accompanyRate, participationOf, rateOf, registrationOf } from '../../test/booking-fixtures.ts';
import { personFromRegistration } from '@congress/domain/person-form';
import {
  bookingFormSchema,
  buildBookingRequest,
  initialBookingValues,
  needsCompanionRemoval,
} from './booking-form.ts';

const member: TMemberUser = {
  id: 1,
  firstname: 'Marie',
  name: 'Dupont',
  email: 'member@demo.test',
  numMember: 'M-1001',
  section: { id: 1, name: 'France', addressCountry: null, numero: null },
  hotel: { name: 'Hotel Lutetia' },
};

describe('prefill', () => {
  it('trims timestamps to dates and times for the form fields (spec 3)', () => {
    const person = personFromRegistration(registrationOf(1));
    expect(person.passportCreationDate).toBe('2020-01-15');
    expect(person.arrivalDate).toBe('2027-06-01');
    expect(person.arrivalTime).toBe('14:35');
    expect(person.departureTime).toBe('09:10');
    expect(person.departureDate).toBe('');
    expect(person.goodies).toBe('M, L');
  });

  it('fills a member from the member book when there is no participation', () => {
    const values = initialBookingValues({ rate: rateOf(), participation: null, member });
    expect(values.main).toMatchObject({
      firstName: 'Marie',
      lastName: 'Dupont',
      email: 'member@demo.test',
      memberNumber: 'M-1001',
      section: 'France',
      workingHotel: 'Hotel Lutetia',
    });
    expect(values.roomOption).toBe('single');
    expect(values.consent).toBe(false);
  });

  it('modifies from a change being made rather than the booking in force (decisions 32)', () => {
    const rate = accompanyRate();
    const participation = participationOf({ registrations: [registrationOf(1)] });
    const pending = {
      rate,
      roomOption: 'double' as const,
      second: { kind: 'companion' as const, firstName: 'Ana', lastName: 'Lopes' },
      holdExpiresAt: '2027-01-01T10:30:00.000Z',
      statement: participation.statement,
      stay: null,
      extraNights: [],
      people: {
        main: { firstName: 'Claire', lastName: 'Martin', goodies: ['M'], arrivalTime: '14:30:00' },
        companion: { firstName: 'Ana', lastName: 'Lopes', passportCreationDate: '2020-01-15' },
        sharing: null,
      },
    };
    const values = initialBookingValues({
      rate,
      participation: { ...participation, pendingChange: pending },
      member: null,
    });
    expect(values).toMatchObject({ roomOption: 'double', hasCompanion: true });
    expect(values.main).toMatchObject({ firstName: 'Claire', goodies: 'M', arrivalTime: '14:30' });
    expect(values.companion).toMatchObject({ firstName: 'Ana', passportCreationDate: '2020-01-15' });
  });

  it('modifies from the participation: its room option and its companion', () => {
    const values = initialBookingValues({ rate: accompanyRate(), participation: participationOf(), member });
    expect(values.roomOption).toBe('double');
    expect(values.hasCompanion).toBe(true);
    expect(values.companion.firstName).toBe('Ana');
  });

  it("prefills a new participant's e-mail from the account; the member book's wins", () => {
    const fresh = initialBookingValues({
      rate: rateOf(),
      participation: null,
      member: null,
      accountEmail: 'user@demo.test',
    });
    expect(fresh.main.email).toBe('user@demo.test');
    const asMember = initialBookingValues({
      rate: rateOf(),
      participation: null,
      member,
      accountEmail: 'x@y.test',
    });
    expect(asMember.main.email).toBe('member@demo.test');
  });

  it('defaults to Twin on a rate with a second participant type', () => {
    expect(
      initialBookingValues({ rate: accompanyRate(), participation: null, member: null }).roomOption,
    ).toBe('twin');
  });
});

describe('the booking request', () => {
  const values = initialBookingValues({
    rate: accompanyRate(),
    participation: participationOf(),
    member: null,
  });

  it('sends the companion only on an accompany rate with the companion added', () => {
    expect(buildBookingRequest('demo', accompanyRate(), values).companion?.firstName).toBe('Ana');
    expect(
      buildBookingRequest('demo', accompanyRate(), { ...values, hasCompanion: false }).companion,
    ).toBeNull();
    const single = buildBookingRequest('demo', rateOf(), values, true);
    expect(single).toMatchObject({ rateId: 1, roomOption: 'single', companion: null, sharing: null });
    expect(single.confirmCompanionRemoval).toBe(true);
  });

  it('sends the sharing member on a rate shared with a member', () => {
    const shared = rateOf({ roomOption: 'twin/double', secondParticipantType: 'member' });
    const request = buildBookingRequest('demo', shared, {
      ...values,
      sharing: { firstName: 'Rui', lastName: 'Costa', memberNumber: 'M-1099' },
    });
    expect(request.sharing).toEqual({ firstName: 'Rui', lastName: 'Costa', memberNumber: 'M-1099' });
    expect(request.companion).toBeNull();
  });

  it('asks to confirm the companion removal when the new choice drops an active companion', () => {
    const participation = participationOf();
    expect(needsCompanionRemoval(participation, rateOf(), values)).toBe(true);
    expect(needsCompanionRemoval(participation, accompanyRate(), { ...values, hasCompanion: false })).toBe(
      true,
    );
    expect(needsCompanionRemoval(participation, accompanyRate(), values)).toBe(false);
    const cancelled = participationOf({
      registrations: [registrationOf(1), registrationOf(2, { statusRegistration: 'cancelled' })],
    });
    expect(needsCompanionRemoval(cancelled, rateOf(), values)).toBe(false);
    expect(needsCompanionRemoval(null, rateOf(), values)).toBe(false);
  });
});

describe('the form schema', () => {
  it('requires member number and working hotel for member types only (spec 5)', () => {
    const values = initialBookingValues({ rate: rateOf(), participation: participationOf(), member: null });
    const blank = { ...values, consent: true, main: { ...values.main, memberNumber: '', workingHotel: '' } };
    const asMember = bookingFormSchema(rateOf(), false).safeParse(blank);
    expect(asMember.success).toBe(false);
    expect(asMember.error?.issues.map((issue) => issue.message)).toContain(MESSAGES.requiredText);
    const partner = rateOf({
      firstParticipantType: { id: 4, slug: 'affiliate-partners', label: 'x', isMember: false },
    });
    expect(bookingFormSchema(partner, false).safeParse(blank).success).toBe(true);
  });
});

describe('dates in the form (decisions 37)', () => {
  const values = initialBookingValues({
    rate: accompanyRate(),
    participation: participationOf(),
    member: null,
  });
  const messagesOf = (main: Partial<typeof values.main>, companion: Partial<typeof values.main> = {}) => {
    const result = bookingFormSchema(accompanyRate(), true).safeParse({
      ...values,
      consent: true,
      main: { ...values.main, ...main },
      companion: { ...values.companion, ...companion },
    });
    return Object.fromEntries(
      result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [],
    );
  };

  it('refuses a passport expiring on or before its issue and a departure before the arrival', () => {
    expect(messagesOf({ passportExpirationDate: '2020-01-15' }, { departureDate: '2027-05-31' })).toEqual({
      'main.passportExpirationDate': DATE_ORDER_MESSAGES.expiryNotAfterIssue,
      'companion.departureDate': DATE_ORDER_MESSAGES.departureBeforeArrival,
    });
    expect(messagesOf({ departureDate: '2027-06-01' })).toEqual({});
  });

  it('asks for an empty date in words, not in a format the browser does not show', () => {
    expect(messagesOf({ passportCreationDate: '' })).toEqual({
      'main.passportCreationDate': PARTICIPANT_MESSAGES.dateRequired,
    });
    expect(PARTICIPANT_MESSAGES.dateRequired).not.toMatch(/YYYY/);
  });
});
