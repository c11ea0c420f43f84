import { accountStatement, paymentState } from '@congress/domain/account-statement';
import type { TParticipation } from '@congress/domain/contracts/participations';
import type { TPayment } from '@congress/domain/contracts/payments';
import { fromCents } from '@congress/domain/money';
import type { TRate, TRateBase } from '@congress/domain/contracts/rates';
import type { TRegistration } from '@congress/domain/contracts/registrations';

export function rateOf(overrides: Partial<TRate> = {}): TRate {
  return {
    id: 1,
    label: 'Single - Grand Hotel',
    congressId: 1,
    hotelId: 1,
    hotel: { id: 1, name: 'Grand Hotel' },
    options: null,
    quota: 100,
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
    firstParticipantPriceCents: 80000,
    secondParticipantPriceCents: null,
    version: 1,
    places: 0,
    isClosed: false,
    isSoldOut: false,
    isFull: false,
    isAvailable: true,
    ...overrides,
  };
}

export const accompanyRate = (): TRateBase =>
  rateOf({
    id: 2,
    label: 'Double with accompanying person - Grand Hotel',
    roomOption: 'twin/double',
    roomOptions: ['twin', 'double'],
    secondParticipantType: 'accompany',
    secondParticipantPrice: '400.00',
    secondParticipantPriceCents: 40000,
  });

export function registrationOf(position: number, overrides: Partial<TRegistration> = {}): TRegistration {
  return {
    id: position,
    hotel_id: 1,
    hotel: { id: 1, name: 'Grand Hotel' },
    congress_id: 1,
    participation_id: 1,
    participant_id: position,
    participant: {
      id: position,
      congress_id: 1,
      participantType: null,
      users: null,
      memberUserId: null,
      isAccompanying: position === 2,
      title: null,
      section: 'France',
      firstName: position === 1 ? 'Marie' : 'Ana',
      lastName: position === 1 ? 'Dupont' : 'Lopes',
      email: 'marie@example.test',
      phone: '+33 1',
      memberNumber: 'M-1001',
      workingHotel: 'Hotel Lutetia',
      country: 'France',
      medicalInformation: null,
      billingInformation: 'Paris',
      comment: null,
      goodies: ['M', 'L'],
      passportNumber: 'P1',
      passportCreationDate: '2020-01-15T00:00:00.000Z',
      passportExpirationDate: '2030-01-14T00:00:00.000Z',
      passportIssuancePlace: 'Paris',
      nationality: 'French',
    },
    position,
    statusRegistration: 'pending',
    statusComment: null,
    roomOption: 'double',
    activities_id: [],
    arrivalDate: '2027-06-01T00:00:00.000Z',
    arrivalTime: '1970-01-01T14:35:00.000Z',
    arrivalOrigin: null,
    arrivalTransportNumber: null,
    arrivalNote: null,
    departureDate: null,
    departureTime: '09:10:00',
    departureDestination: null,
    departureTransportNumber: null,
    departureNote: null,
    ...overrides,
  };
}

/** A payment line as the server answers it (a confirmed card charge unless told otherwise). */
export function paymentOf(id: number, amountCents: number, fields: Partial<TPayment> = {}): TPayment {
  const kind = fields.kind ?? 'charge';
  const statusPayment = fields.statusPayment ?? 'confirmed';
  const typePayment = fields.typePayment ?? 'card';
  return {
    id,
    participationId: 7,
    kind,
    statusPayment,
    typePayment,
    sum: fromCents(amountCents),
    amountCents,
    currency: 'EUR',
    reference: null,
    comment: null,
    date: '2027-01-02T10:00:00.000Z',
    paymentNumber: `20270102-${id}`,
    state: paymentState({ kind, status: statusPayment, method: typePayment }),
    ...fields,
  };
}

/**
 * A participation as the server answers it; its money comes from the account statement of
 * `priceCents` (1200 by default) and `payment`, as the server computes it (decisions 31).
 */
export function participationOf(
  overrides: Partial<Omit<TParticipation, 'statement' | 'amountDueCents' | 'forwardAction'>> = {},
): TParticipation {
  const priceCents = overrides.priceCents ?? 120000;
  const payment = overrides.payment ?? [];
  const statement = accountStatement({
    priceCents,
    payments: payment.map((p) => ({
      kind: p.kind,
      method: p.typePayment,
      status: p.statusPayment,
      amountCents: p.amountCents,
    })),
  });
  return {
    id: 7,
    version: 1,
    congress_id: 1,
    rateId: 2,
    lastRateId: null,
    rate: accompanyRate(),
    mainParticipantId: 1,
    registrations: [registrationOf(1), registrationOf(2)],
    accompanyingFirstName: null,
    accompanyingLastName: null,
    accompanyingMemberNumber: null,
    paymentMethodChoice: null,
    holdExpiresAt: null,
    consentAt: '2027-01-01T00:00:00.000Z',
    currency: 'EUR',
    pendingChange: null,
    stay: null,
    extraNights: [],
    createdAt: '2027-01-01T00:00:00.000Z',
    updatedAt: '2027-01-01T00:00:00.000Z',
    ...overrides,
    payment,
    price: fromCents(priceCents),
    priceCents,
    paidCents: statement.paidCents,
    amountDue: fromCents(statement.dueCents),
    amountDueCents: statement.dueCents,
    forwardAction: statement.action,
    statement,
  };
}
