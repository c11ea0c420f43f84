import type { TStayNightOption, TStayOptions } from '@congress/domain/contracts/stays';
import type { PricedNight } from '@congress/domain/pricing';
import { addDays, type IsoDay, nightsOf, type Stay } from '@congress/domain/stays';

/*
 * The stay the registration form offers (decisions 46): arrival on the congress's first day or on
 * an earlier night the block offers, departure on its last day or after a later one. A choice adds
 * every night between it and the congress nights, so it can be taken only if each of them has a
 * room (or is already the participant's own).
 */

/** An arrival or departure the participant may pick: its day, the nights it adds, their sum. */
export type StayChoice = { day: IsoDay; nights: PricedNight[]; isFull: boolean };

const choicesFrom = (
  congressDay: IsoDay,
  offered: TStayNightOption[],
  dayOf: (night: IsoDay) => IsoDay,
  ownNights: ReadonlySet<IsoDay>,
): StayChoice[] => [
  { day: congressDay, nights: [], isFull: false },
  ...offered.map((option, i) => {
    const path = offered.slice(0, i + 1);
    return {
      day: dayOf(option.night),
      // In calendar order, so the summary lists them as the stay runs.
      nights: path
        .map(({ night, priceCents }) => ({ night, priceCents }))
        .sort((a, b) => (a.night < b.night ? -1 : 1)),
      isFull: path.some((night) => !night.isAvailable && !ownNights.has(night.night)),
    };
  }),
];

/** The arrivals and departures offered, nearest the congress first. */
export function stayChoices(options: TStayOptions, own: Stay | null = null) {
  const congress = options.congressStay;
  if (!congress) return null;
  const ownNights = new Set(own ? nightsOf(own) : []);
  return {
    congress,
    arrivals: choicesFrom(congress.checkIn, options.before, (night) => night, ownNights),
    departures: choicesFrom(congress.checkOut, options.after, (night) => addDays(night, 1), ownNights),
  };
}

/**
 * The stay a choice stands for under these options: a day no longer offered (another room type, a
 * night the hotel took back) falls back to the congress's. Null means the congress nights.
 */
export function effectiveStay(options: TStayOptions | undefined, chosen: Stay | null): Stay | null {
  const choices = options ? stayChoices(options) : null;
  if (!choices || !chosen) return null;
  const { congress, arrivals, departures } = choices;
  const checkIn = arrivals.some((a) => a.day === chosen.checkIn) ? chosen.checkIn : congress.checkIn;
  const checkOut = departures.some((d) => d.day === chosen.checkOut) ? chosen.checkOut : congress.checkOut;
  if (checkIn === congress.checkIn && checkOut === congress.checkOut) return null;
  return { checkIn, checkOut };
}

/** The extra nights of a chosen stay, each at its offered price, in calendar order. */
export function chosenExtraNights(options: TStayOptions, stay: Stay | null): PricedNight[] {
  const choices = stayChoices(options);
  if (!choices || !stay) return [];
  const arrival = choices.arrivals.find((a) => a.day === stay.checkIn);
  const departure = choices.departures.find((d) => d.day === stay.checkOut);
  return [...(arrival?.nights ?? []), ...(departure?.nights ?? [])];
}
