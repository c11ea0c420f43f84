import { describe, expect, it } from 'vitest';
import { redactForAudit } from './audit.service.ts';

describe('redactForAudit (decisions 30)', () => {
  it('drops passport, medical and secret fields at any depth and keeps the rest', () => {
    const value = {
      firstName: 'Ada',
      passportNumber: 'X123',
      medicalInformation: 'asthma',
      password: 'secret',
      registrations: [{ id: 1, passportExpirationDate: '2030-01-01', arrivalDate: '2027-05-01' }],
      at: new Date('2027-01-02T03:04:05.000Z'),
      skipped: undefined,
    };
    expect(redactForAudit(value)).toEqual({
      firstName: 'Ada',
      registrations: [{ id: 1, arrivalDate: '2027-05-01' }],
      at: '2027-01-02T03:04:05.000Z',
    });
  });

  it('keeps scalars and nulls', () => {
    expect(redactForAudit(null)).toBeNull();
    expect(redactForAudit(undefined)).toBeNull();
    expect(redactForAudit(12)).toBe(12);
    expect(redactForAudit(10n)).toBe('10');
  });
});
