import { describe, expect, it } from 'vitest';
import { RATE_ADMIN_MESSAGES, ZRateWriteRequest } from './contracts/rates.ts';
import { MESSAGES } from './messages.ts';
import { rateCommentError, rateDatesError, rateDateToInstant, ratePriceError } from './rate-validation.ts';

describe('rate price (spec 5)', () => {
  it('is required', () => {
    expect(ratePriceError('')).toBe(MESSAGES.enterPrice);
    expect(ratePriceError('  ')).toBe(MESSAGES.enterPrice);
    expect(ratePriceError(null)).toBe(MESSAGES.enterPrice);
    expect(ratePriceError('', true)).toBeNull();
  });
  it('is at most 1000: 1000 passes, 1000.01 is too long', () => {
    expect(ratePriceError('1000')).toBeNull();
    expect(ratePriceError('1000.00')).toBeNull();
    expect(ratePriceError('1000.01')).toBe(MESSAGES.priceTooLong);
    expect(ratePriceError('99999')).toBe(MESSAGES.priceTooLong);
  });
  it('has at most 2 decimals: 2 pass, 3 do not', () => {
    expect(ratePriceError('412.55')).toBeNull();
    expect(ratePriceError('412.5')).toBeNull();
    expect(ratePriceError('412.555')).toBe(MESSAGES.priceDecimals);
    expect(ratePriceError('12,50')).toBe(MESSAGES.priceDecimals);
    expect(ratePriceError('-5')).toBe(MESSAGES.priceDecimals);
    expect(ratePriceError('abc')).toBe(MESSAGES.priceDecimals);
  });
});

describe('rate comment and dates (spec 5)', () => {
  it('allows 200 characters, not 201', () => {
    expect(rateCommentError('x'.repeat(200))).toBeNull();
    expect(rateCommentError('x'.repeat(201))).toBe(MESSAGES.commentTooLong);
    expect(rateCommentError(null)).toBeNull();
  });
  it('needs the end date after the start date; equal dates fail', () => {
    expect(rateDatesError('2027-06-01', '2027-06-01')).toBe(MESSAGES.endBeforeStart);
    expect(rateDatesError('2027-06-02', '2027-06-01')).toBe(MESSAGES.endBeforeStart);
    expect(rateDatesError('2027-06-01', '2027-06-02')).toBeNull();
    expect(rateDatesError(null, '2027-06-02')).toBeNull();
    expect(rateDatesError('2027-06-01', '')).toBeNull();
  });
  it('stores a calendar day at noon UTC', () => {
    expect(rateDateToInstant('2027-06-01')?.toISOString()).toBe('2027-06-01T12:00:00.000Z');
    expect(rateDateToInstant(null)).toBeNull();
  });
});

describe('ZRateWriteRequest', () => {
  const valid = {
    congressId: 1,
    hotelId: 2,
    label: 'Single room',
    sectionId: null,
    quota: 10,
    roomOption: 'single',
    isOpened: true,
    isEarlyBird: false,
    openDate: '2027-01-01',
    closeDate: '2027-06-01',
    comment: '',
    firstParticipantTypeId: 3,
    secondParticipantType: null,
    firstParticipantPrice: '800',
    secondParticipantPrice: null,
  };
  const messages = (input: object) => {
    const result = ZRateWriteRequest.safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('accepts a valid rate', () => {
    expect(messages(valid)).toEqual({});
  });
  it('answers each field with its spec message', () => {
    expect(
      messages({
        ...valid,
        label: ' ',
        hotelId: null,
        firstParticipantPrice: '1000.01',
        comment: 'x'.repeat(201),
        closeDate: '2027-01-01',
      }),
    ).toEqual({
      label: MESSAGES.enterLabel,
      hotelId: MESSAGES.enterLabel,
      firstParticipantPrice: MESSAGES.priceTooLong,
      comment: MESSAGES.commentTooLong,
      closeDate: MESSAGES.endBeforeStart,
    });
  });
  it('requires the second price when there is a second participant type', () => {
    expect(messages({ ...valid, roomOption: 'twin/double', secondParticipantType: 'accompany' })).toEqual({
      secondParticipantPrice: MESSAGES.enterPrice,
    });
    expect(
      messages({
        ...valid,
        roomOption: 'twin/double',
        secondParticipantType: 'accompany',
        secondParticipantPrice: '10.123',
      }),
    ).toEqual({ secondParticipantPrice: MESSAGES.priceDecimals });
  });

  it('takes Single exactly when there is no second participant type', () => {
    expect(messages({ ...valid, secondParticipantType: 'accompany', secondParticipantPrice: '10' })).toEqual({
      roomOption: RATE_ADMIN_MESSAGES.singleHasNoSecondType,
    });
    expect(messages({ ...valid, roomOption: 'twin/double' })).toEqual({
      roomOption: RATE_ADMIN_MESSAGES.twinNeedsSecondType,
    });
  });

  it('reads a decimal comma as the decimal point in every price ("12,50" is 12.50)', () => {
    const parsed = ZRateWriteRequest.parse({
      ...valid,
      roomOption: 'twin/double',
      secondParticipantType: 'accompany',
      firstParticipantPrice: '412,50',
      secondParticipantPrice: ' 12,5 ',
      registrationFee: '100,05',
    });
    expect(parsed.firstParticipantPrice).toBe('412.50');
    expect(parsed.secondParticipantPrice).toBe('12.5');
    expect(parsed.registrationFee).toBe('100.05');
    expect(messages({ ...valid, firstParticipantPrice: '12,505' })).toEqual({
      firstParticipantPrice: MESSAGES.priceDecimals,
    });
    expect(messages({ ...valid, firstParticipantPrice: '1.000,50' })).toEqual({
      firstParticipantPrice: MESSAGES.priceDecimals,
    });
  });
});
