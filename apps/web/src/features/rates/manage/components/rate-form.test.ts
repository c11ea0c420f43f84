import { MESSAGES } from '@congress/domain/messages';
import { describe, expect, it } from 'vitest';
import { initialRateValues, toRateRequest } from './rate-form.ts';

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
  it('checks the second price and the date order', () => {
    const { errors } = toRateRequest(
      {
        ...filled,
        secondParticipantType: 'accompany',
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
});
