import type { Transaction } from '../src/db/database.ts';
import { rates } from '../src/db/schema/index.ts';
import type { DemoCongress, DemoTypeSlug } from './demo-congress.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type DemoRate = {
  label: string;
  type: DemoTypeSlug;
  hotel: keyof DemoCongress['hotelIds'];
  room: 'single' | 'twin/double';
  second?: { type: 'member' | 'accompany'; price: string };
  price: string;
  /** The registration fee within the price (decisions 45); the rest is the hotel. 250 unless said. */
  fee?: string;
  quota: number;
  isOpened?: boolean;
  isEarlyBird?: boolean;
  /** Days from the seeding date: relative, so "passed" and "not reached" hold whatever the year. */
  window?: { openInDays: number; closeInDays: number };
  section?: keyof DemoCongress['sectionIds'];
  comment?: string;
};

const single = (
  label: string,
  type: DemoTypeSlug,
  hotel: DemoRate['hotel'],
  price: string,
  quota: number,
  extra: Partial<DemoRate> = {},
): DemoRate => ({ label, type, hotel, room: 'single', price, quota, ...extra });

/** The rate table of demo-data.md, one row per rate, in its order. */
export const DEMO_RATES: DemoRate[] = [
  single('Single - Grand Hotel', 'member', 'grand', '800.00', 100),
  {
    label: 'Double with accompanying person - Grand Hotel',
    type: 'member',
    hotel: 'grand',
    room: 'twin/double',
    second: { type: 'accompany', price: '400.00' },
    price: '800.00',
    quota: 50,
  },
  {
    label: 'Twin shared with a member - Grand Hotel',
    type: 'member',
    hotel: 'grand',
    room: 'twin/double',
    second: { type: 'member', price: '600.00' },
    price: '600.00',
    quota: 50,
    comment: 'Each of you books and pays for your own place; name each other as room-mate to share the room.',
  },
  single('Single - Harbour Inn', 'member', 'harbour', '550.00', 100, { isEarlyBird: true }),
  single('Single sold out - Harbour Inn', 'member', 'harbour', '500.00', 20, { isOpened: false }),
  single('Single last year - Harbour Inn', 'member', 'harbour', '450.00', 20, {
    window: { openInDays: -395, closeInDays: -30 },
  }),
  single('Single next year - Harbour Inn', 'member', 'harbour', '450.00', 20, {
    window: { openInDays: 335, closeInDays: 700 },
  }),
  single('Single France section - Grand Hotel', 'member', 'grand', '700.00', 20, { section: 'france' }),
  single('Single last room - Harbour Inn', 'member', 'harbour', '600.00', 1),
  single('Active member single - Grand Hotel', 'activ-member', 'grand', '750.00', 40),
  single('Retired single - Harbour Inn', 'retired-member', 'harbour', '400.00', 40, { fee: '150.00' }),
  single('Partner single - Grand Hotel', 'affiliate-partners', 'grand', '650.00', 30),
  single('Speaker room - Harbour Inn', 'guest-speakers', 'harbour', '0.00', 10, { fee: '0.00' }),
  single('Single - Casa do Rio', 'member', 'rio', '480.00', 60),
];

export async function insertDemoRates(tx: Transaction, demo: DemoCongress, now: Date) {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  await tx.insert(rates).values(
    DEMO_RATES.map((rate) => ({
      congressId: demo.congressId,
      hotelId: demo.hotelIds[rate.hotel],
      sectionId: rate.section ? demo.sectionIds[rate.section] : null,
      label: rate.label,
      quota: rate.quota,
      roomOption: rate.room,
      isOpened: rate.isOpened ?? true,
      isEarlyBird: rate.isEarlyBird ?? false,
      openDate: rate.window ? at(rate.window.openInDays) : null,
      closeDate: rate.window ? at(rate.window.closeInDays) : null,
      comment: rate.comment ?? null,
      firstParticipantTypeId: demo.typeIds[rate.type],
      secondParticipantType: rate.second?.type ?? null,
      firstParticipantPrice: rate.price,
      secondParticipantPrice: rate.second?.price ?? null,
      registrationFee: rate.fee ?? '250.00',
    })),
  );
}
