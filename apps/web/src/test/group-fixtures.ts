import type { TGroup, TGroupPlace, TGroupSummary } from '@congress/domain/contracts/groups';

/** A group place of the demo congress: unnamed, unpaid, €800. */
export const groupPlaceOf = (place: number, fields: Partial<TGroupPlace> = {}): TGroupPlace => ({
  participationId: 100 + place,
  place,
  person: null,
  registrationStatus: 'pending',
  paymentState: 'unpaid',
  priceCents: 80000,
  dueCents: 80000,
  holdExpiresAt: null,
  ...fields,
});

/** Three places on the Grand Hotel's single rate, the first one named, nothing paid yet. */
export const groupOf = (fields: Partial<TGroup> = {}): TGroup => ({
  id: 5,
  congressSlug: 'demo',
  congressLabel: 'Demo Congress 2027',
  timeZone: 'Europe/Lisbon',
  currency: 'EUR',
  reference: 'GRP-5-KX2Q',
  rate: { id: 7, label: 'Single - Grand Hotel', hotel: 'Grand Hotel' },
  billingName: 'Acme Travel',
  createdAt: '2027-01-02T10:00:00.000Z',
  namesDueOn: '2027-05-31',
  canName: true,
  holdExpiresAt: null,
  places: [
    groupPlaceOf(1, { person: { firstName: 'Rui', lastName: 'Costa', email: 'rui@acme.test' } }),
    groupPlaceOf(2),
    groupPlaceOf(3),
  ],
  totals: { priceCents: 240000, paidCents: 0, awaitingTransferCents: 0, dueCents: 240000 },
  transfer: null,
  bankDetails: null,
  ...fields,
});

export const groupSummaryOf = (fields: Partial<TGroupSummary> = {}): TGroupSummary => {
  const { id, reference, rate, billingName, namesDueOn, currency, totals } = groupOf();
  return { id, reference, rate, billingName, namesDueOn, currency, totals, places: 3, named: 1, ...fields };
};
