import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import * as s from '../src/db/schema/index.ts';

const DAY_MS = 86_400_000;

describe('demo seed: the rates of demo', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const loadRates = () =>
    t.database.db
      .select({
        rate: s.rates,
        type: s.participantTypes.slug,
        hotel: s.hotels.name,
        section: s.sections.name,
        congress: s.congresses.slug,
      })
      .from(s.rates)
      .innerJoin(s.participantTypes, eq(s.participantTypes.id, s.rates.firstParticipantTypeId))
      .innerJoin(s.hotels, eq(s.hotels.id, s.rates.hotelId))
      .innerJoin(s.congresses, eq(s.congresses.id, s.rates.congressId))
      .leftJoin(s.sections, eq(s.sections.id, s.rates.sectionId))
      .orderBy(asc(s.rates.id));

  it('holds the rate table with its types, hotels, rooms, prices and quotas', async () => {
    const rows = await loadRates();
    expect(rows.every((r) => r.congress === 'demo')).toBe(true);
    expect(
      rows.map(({ rate, type, hotel }) => [
        rate.label,
        type,
        hotel,
        rate.roomOption,
        rate.secondParticipantType,
        rate.firstParticipantPrice,
        rate.secondParticipantPrice,
        rate.quota,
      ]),
    ).toEqual([
      ['Single - Grand Hotel', 'member', 'Grand Hotel', 'single', null, '800.00', null, 100],
      [
        'Double with accompanying person - Grand Hotel',
        'member',
        'Grand Hotel',
        'twin/double',
        'accompany',
        '800.00',
        '400.00',
        50,
      ],
      [
        'Twin shared with a member - Grand Hotel',
        'member',
        'Grand Hotel',
        'twin/double',
        'member',
        '600.00',
        '600.00',
        50,
      ],
      ['Single - Harbour Inn', 'member', 'Harbour Inn', 'single', null, '550.00', null, 100],
      ['Single sold out - Harbour Inn', 'member', 'Harbour Inn', 'single', null, '500.00', null, 20],
      ['Single last year - Harbour Inn', 'member', 'Harbour Inn', 'single', null, '450.00', null, 20],
      ['Single next year - Harbour Inn', 'member', 'Harbour Inn', 'single', null, '450.00', null, 20],
      ['Single France section - Grand Hotel', 'member', 'Grand Hotel', 'single', null, '700.00', null, 20],
      ['Single last room - Harbour Inn', 'member', 'Harbour Inn', 'single', null, '600.00', null, 1],
      [
        'Active member single - Grand Hotel',
        'activ-member',
        'Grand Hotel',
        'single',
        null,
        '750.00',
        null,
        40,
      ],
      ['Retired single - Harbour Inn', 'retired-member', 'Harbour Inn', 'single', null, '400.00', null, 40],
      [
        'Partner single - Grand Hotel',
        'affiliate-partners',
        'Grand Hotel',
        'single',
        null,
        '650.00',
        null,
        30,
      ],
      ['Speaker room - Harbour Inn', 'guest-speakers', 'Harbour Inn', 'single', null, '0.00', null, 10],
      ['Single - Casa do Rio', 'member', 'Casa do Rio', 'single', null, '480.00', null, 60],
      // The sold-out suite with a waiting list (demo-waiting-list.ts).
      ['Speaker suite - Harbour Inn', 'guest-speakers', 'Harbour Inn', 'single', null, '300.00', null, 1],
    ]);
  });

  it('opens every rate but SOLD OUT, and marks only the Harbour Inn single as early bird', async () => {
    const rows = await loadRates();
    expect(rows.filter((r) => !r.rate.isOpened).map((r) => r.rate.label)).toEqual([
      'Single sold out - Harbour Inn',
    ]);
    expect(rows.filter((r) => r.rate.isEarlyBird).map((r) => r.rate.label)).toEqual(['Single - Harbour Inn']);
  });

  it('dates the CLOSED rates relative to now: one closed last year, one opening next year', async () => {
    const now = Date.now();
    const byLabel = new Map((await loadRates()).map((r) => [r.rate.label, r.rate]));
    const lastYear = byLabel.get('Single last year - Harbour Inn');
    const nextYear = byLabel.get('Single next year - Harbour Inn');
    expect(lastYear?.closeDate?.getTime()).toBeLessThan(now - 7 * DAY_MS);
    expect(lastYear?.openDate?.getTime()).toBeLessThan(lastYear?.closeDate?.getTime() ?? 0);
    expect(nextYear?.openDate?.getTime()).toBeGreaterThan(now + 180 * DAY_MS);
    expect(nextYear?.closeDate?.getTime()).toBeGreaterThan(nextYear?.openDate?.getTime() ?? Infinity);
    const undated = [...byLabel.values()].filter((r) => r.openDate === null && r.closeDate === null);
    expect(undated).toHaveLength(13);
  });

  it('restricts only the France rate, to the France section', async () => {
    const restricted = (await loadRates()).filter((r) => r.rate.sectionId !== null);
    expect(restricted.map((r) => [r.rate.label, r.section])).toEqual([
      ['Single France section - Grand Hotel', 'France'],
    ]);
  });
});
