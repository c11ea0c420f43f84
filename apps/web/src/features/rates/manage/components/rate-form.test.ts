import { RATE_ADMIN_MESSAGES } from '@congress/domain/contracts/rates';
import { MESSAGES } from '@congress/domain/messages';
import { describe, expect, it } from 'vitest';
import { initialRateValues, roomOptionFor, toRateRequest, toRateUpdate } from './rate-form.ts';

const filled = {
  ...initialRateValues(null),
  label: 'Single room',
  hotelId: '4',
  firstParticipantTypeId: '2',
  firstParticipantPrice: '800',
};

describe('rate form', () => {
  it('answers the spec messages of an empty form, a missing hotel with "Please enter label"', () => {
    expect(toRateRequest(initialRateValues(null), 1).errors).toEqual({
      label: MESSAGES.enterLabel,
      hotelId: MESSAGES.enterLabel,
      firstParticipantTypeId: 'Please choose a participant type',
      firstParticipantPrice: MESSAGES.enterPrice,
    });
  });
  it('builds the request: single forced without a second type, dates as days', () => {
    const { request } = toRateRequest(
      { ...filled, roomOption: 'twin/double', secondParticipantPrice: '50', openDate: '2027-01-01' },
      7,
    );
    expect(request).toMatchObject({
      congressId: 7,
      hotelId: 4,
      roomOption: 'single',
      secondParticipantType: null,
      secondParticipantPrice: null,
      openDate: '2027-01-01',
      closeDate: null,
      comment: null,
    });
  });
  it('sends the registration fee within the first price, refused above it (decisions 45)', () => {
    expect(toRateRequest({ ...filled, registrationFee: '250' }, 7).request).toMatchObject({
      firstParticipantPrice: '800',
      registrationFee: '250',
    });
    expect(toRateRequest({ ...filled, registrationFee: '' }, 7).request?.registrationFee).toBeNull();
    expect(toRateRequest({ ...filled, registrationFee: '800.01' }, 7).errors).toEqual({
      registrationFee: RATE_ADMIN_MESSAGES.feeAbovePrice,
    });
  });
  it('checks the second price and the date order', () => {
    const { errors } = toRateRequest(
      {
        ...filled,
        secondParticipantType: 'accompany',
        roomOption: 'twin/double',
        secondParticipantPrice: '1000.01',
        openDate: '2027-02-01',
        closeDate: '2027-02-01',
      },
      7,
    );
    expect(errors).toEqual({
      secondParticipantPrice: MESSAGES.priceTooLong,
      closeDate: MESSAGES.endBeforeStart,
    });
  });

  it('refuses a Single rate with a second participant type', () => {
    const { request, errors } = toRateRequest(
      { ...filled, secondParticipantType: 'accompany', secondParticipantPrice: '50', roomOption: 'single' },
      7,
    );
    expect(request).toBeNull();
    expect(errors).toEqual({ roomOption: RATE_ADMIN_MESSAGES.singleHasNoSecondType });
    const twin = toRateRequest(
      {
        ...filled,
        secondParticipantType: 'accompany',
        secondParticipantPrice: '50',
        roomOption: 'twin/double',
      },
      7,
    );
    expect(twin.request).toMatchObject({ roomOption: 'twin/double', secondParticipantType: 'accompany' });
  });
  it('moves the room option with the second type: Single without one, Twin / Double with one', () => {
    expect(roomOptionFor('none', 'twin/double')).toBe('single');
    expect(roomOptionFor('accompany', 'single')).toBe('twin/double');
    expect(roomOptionFor('member', 'twin/double')).toBe('twin/double');
  });
  it('an edit sends the version of the rate it was read at (decisions 39)', () => {
    expect(toRateUpdate(filled, 7, 3).request).toMatchObject({ version: 3, roomOption: 'single' });
  });
});
