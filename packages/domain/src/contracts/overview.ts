import { z } from 'zod';

/** GET /api/overview/congress/:slug: the organiser overview, staff of the congress. */
export const ZOverviewParams = z.object({ slug: z.string().min(1).max(100) });

const int = () => z.number().int();

/** A registrations figure: how many now, and how many of those were created in the last 7 days. */
const ZRegistrationFigure = z.object({ total: int(), lastWeek: int() });

/** A money figure (decisions 31): the sum in cents over the participations it counts. */
const ZMoneyFigure = z.object({ cents: int(), participations: int() });

const ZPlaces = z.object({ taken: int(), quota: int() });

export const ZOverview = z.object({
  congressId: int(),
  currency: z.string(),
  timeZone: z.string(),
  /** The instant the figures were read at, and the start of their "last 7 days". */
  at: z.string(),
  newSince: z.string(),
  registrations: z.object({
    active: ZRegistrationFigure,
    pending: ZRegistrationFigure,
    cancelled: ZRegistrationFigure,
  }),
  money: z.object({
    invoiced: ZMoneyFigure,
    collected: ZMoneyFigure,
    awaiting: ZMoneyFigure,
    due: ZMoneyFigure,
    /** Awaiting transfer + due (decisions 41): what the congress has still to collect. */
    'to-collect': ZMoneyFigure,
    /** Every credit the statements owe participants (decisions 43), refund requests included. */
    owed: ZMoneyFigure,
  }),
  transfers: z.object({ 'due-week': ZMoneyFigure, overdue: ZMoneyFigure }),
  hotels: z.array(
    ZPlaces.extend({
      hotelId: int(),
      name: z.string(),
      /** `offered`: of the places taken, those a waiting-list offer holds (no participation yet). */
      rates: z.array(ZPlaces.extend({ rateId: int(), label: z.string(), offered: int() })),
    }),
  ),
  /**
   * Activities with a quota that are at least 80 % taken: places are people (a companion takes
   * one), `participations` the list rows their link opens.
   */
  activities: z.array(
    ZPlaces.extend({ activityId: int(), label: z.string(), startDate: z.string(), participations: int() }),
  ),
  charts: z.object({
    /** Active registrations by the day they were made, cumulative, from the first one to today. */
    registrations: z.array(z.object({ day: z.string(), total: int() })),
    /** Cumulative price of the bookings in force made by that day, and money collected by then. */
    money: z.array(z.object({ day: z.string(), invoicedCents: int(), collectedCents: int() })),
    /** People (registrations not cancelled) staying in each hotel each night of the congress. */
    occupancy: z.array(
      z.object({ night: z.string(), hotels: z.array(z.object({ hotelId: int(), people: int() })) }),
    ),
  }),
});
export type TOverview = z.infer<typeof ZOverview>;

/** An activity is filling up from this share of its places. */
export const FILLING_UP_SHARE = 0.8;
