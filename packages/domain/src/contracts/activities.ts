import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { HTTP_URL_MESSAGE, ZOptionalHttpUrl } from './http-url.ts';
import { ZVersion } from './versions.ts';
import { zId, zIdParam } from '../ids.ts';
import { ZContentTranslationsOut, zContentTranslations } from '../i18n/content.ts';
import { defineTexts } from '../i18n/texts.ts';

/** `who` value standing for accompanying persons (decisions 23). */
export const SPOUSE = 'spouse';

/** Messages of ours for the activity rules the spec leaves unworded (spec 5 gives the others). */
export const ACTIVITY_MESSAGES = defineTexts({
  full: 'This activity is full.',
  closed: 'This activity is closed.',
  notForYou: 'This activity is not open to this participant.',
  confirmedOnly: 'Activities can be chosen once the registration is confirmed.',
  registrationCancelled: 'This registration is cancelled.',
  activityNotFound: 'Activity not found',
  registrationNotFound: 'Registration not found',
  created: 'Activity created successfully',
  updated: 'Activity updated successfully',
  deleted: 'Activity deleted successfully',
  labelRequired: MESSAGES.requiredText,
  startDateRequired: 'Please enter a start date',
  invalidTime: 'Please enter a time as HH:MM',
  invalidUrl: HTTP_URL_MESSAGE,
  quotaInvalid: 'The number of places must be a whole number of at least 0',
  whoRequired: 'Please choose at least one participant type',
  /** `types`: the slugs, comma-separated. */
  unknownWho: 'Unknown participant type: {types}',
  endBeforeStart: MESSAGES.endBeforeStart,
});

const ZDateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, ACTIVITY_MESSAGES.startDateRequired);
/** Wall-clock time in the congress's time zone (decisions 16), HH:MM. */
const ZTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, ACTIVITY_MESSAGES.invalidTime);

/** An activity as spec 3 names its fields; times are HH:MM in the congress's time zone. */
export const ZActivity = z.object({
  id: z.number().int(),
  congressId: z.number().int(),
  label: z.string(),
  description: z.string().nullable(),
  startDate: z.string(),
  startTime: z.string().nullable(),
  endDate: z.string().nullable(),
  endTime: z.string().nullable(),
  url: z.string().nullable(),
  /** "Number of places"; null = no limit. */
  quota: z.number().int().nullable(),
  isOpen: z.boolean(),
  /** Participant type slugs, plus 'spouse' for companions. */
  who: z.array(z.string()),
  /**
   * `label` and `description` are in the reader's language; staff forms edit these: the
   * congress's default language's text and the translations of the others.
   */
  defaultText: z.object({ label: z.string(), description: z.string().nullable() }).optional(),
  translations: ZContentTranslationsOut.optional(),
  version: z.number().int(),
});
export type TActivity = z.infer<typeof ZActivity>;
export const ZActivityList = z.array(ZActivity);

/** An activity with its places taken (choices of registrations that are not cancelled). */
export const ZActivityWithPlaces = ZActivity.extend({
  chosen: z.number().int(),
  isFull: z.boolean(),
});
export type TActivityWithPlaces = z.infer<typeof ZActivityWithPlaces>;

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Create/edit modal (spec 2.2, 3). A new activity is created closed (spec 4). */
export const ZActivityFields = z
  .object({
    label: z.string().trim().min(1, ACTIVITY_MESSAGES.labelRequired).max(200),
    description: z.preprocess(emptyToNull, z.string().trim().max(2000).nullable()).default(null),
    startDate: ZDateOnly,
    startTime: z.preprocess(emptyToNull, ZTime.nullable()).default(null),
    endDate: z.preprocess(emptyToNull, ZDateOnly.nullable()).default(null),
    endTime: z.preprocess(emptyToNull, ZTime.nullable()).default(null),
    url: ZOptionalHttpUrl.default(null),
    quota: z
      .preprocess(
        emptyToNull,
        z
          .number(ACTIVITY_MESSAGES.quotaInvalid)
          .int(ACTIVITY_MESSAGES.quotaInvalid)
          .min(0, ACTIVITY_MESSAGES.quotaInvalid)
          .max(100_000)
          .nullable(),
      )
      .default(null),
    who: z.array(z.string().min(1).max(100)).min(1, ACTIVITY_MESSAGES.whoRequired).max(50),
    /** The label and description in the congress's other languages. */
    translations: zContentTranslations({ label: 200, description: 2000 }),
  })
  .superRefine((value, ctx) => {
    const times = [value.startTime, value.endTime].filter((t) => t !== null);
    if (times.some((t) => !ZTime.safeParse(t).success)) return;
    const start = `${value.startDate}T${value.startTime ?? '00:00'}`;
    const end =
      value.endDate || value.endTime
        ? `${value.endDate ?? value.startDate}T${value.endTime ?? '23:59'}`
        : null;
    if (end !== null && end <= start) {
      ctx.addIssue({
        code: 'custom',
        path: [value.endDate ? 'endDate' : 'endTime'],
        message: ACTIVITY_MESSAGES.endBeforeStart,
      });
    }
  });
export type TActivityFields = z.infer<typeof ZActivityFields>;
export type TActivityFieldsInput = z.input<typeof ZActivityFields>;

/** POST /api/activity/create. */
export const ZActivityCreate = z.intersection(
  z.object({
    congressId: z
      .number(MESSAGES.congressIdMissing)
      .int(MESSAGES.congressIdMissing)
      .positive(MESSAGES.congressIdMissing),
  }),
  ZActivityFields,
);
export type TActivityCreate = z.infer<typeof ZActivityCreate>;

/** PUT /api/activity/:id: the fields, and the version the activity was read at (decisions 39). */
export const ZActivityUpdate = z.intersection(z.object({ version: ZVersion }), ZActivityFields);
export type TActivityUpdate = z.infer<typeof ZActivityUpdate>;

export const ZActivityIdParam = z.object({ id: zIdParam() });
export const ZActivityCongressParams = z.object({
  id: zIdParam(),
  congressId: zIdParam(),
});
export const ZCongressIdParam = z.object({ congressId: zIdParam() });
export const ZOpenCongressParam = z.object({ id: zIdParam() });

/**
 * PUT /api/activity/:id/congress/:congressId: sets the open state (without `isOpen` it switches it),
 * from the activity as read (decisions 39).
 */
export const ZActivityOpenBody = z.object({ isOpen: z.boolean().optional(), version: ZVersion });
/** PUT /api/activity/congress/:congressId/open: Open/Close all activities (one call). */
export const ZOpenAllBody = z.object({ isOpen: z.boolean() });
export const ZOpenAllResult = z.object({ isOpen: z.boolean(), updated: z.number().int() });

/** One registration whose activities are chosen (a companion chooses his or her own). */
export const ZChoiceRegistration = z.object({
  id: z.number().int(),
  participationId: z.number().int(),
  /** 1 = main participant, 2 = companion or room-sharing member. */
  position: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  statusRegistration: z.string(),
  /** The `who` value this person matches: a participant type slug, or 'spouse' for a companion. */
  whoKey: z.string().nullable(),
  /** Decisions 34: confirmed, and not the room-mate named on a sharing rate. */
  mayChoose: z.boolean(),
  activityIds: z.array(z.number().int()),
});
export type TChoiceRegistration = z.infer<typeof ZChoiceRegistration>;

/**
 * GET /api/activity/registration/:registrationId and GET /api/activity/participation/:participationId:
 * the participation's registrations with their choices and every activity of the congress with its places.
 * `isAdmin`: the reader may also choose closed activities for them (places still enforced).
 */
export const ZParticipationActivities = z.object({
  participationId: z.number().int(),
  congress: z.object({ id: z.number().int(), slug: z.string(), timeZone: z.string() }),
  registrations: z.array(ZChoiceRegistration),
  activities: z.array(ZActivityWithPlaces),
  canEdit: z.boolean(),
  isAdmin: z.boolean(),
});
export type TParticipationActivities = z.infer<typeof ZParticipationActivities>;

export const ZRegistrationIdParam = z.object({ registrationId: zIdParam() });
export const ZParticipationIdParam = z.object({ participationId: zIdParam() });

/** PUT /api/activity/registration/:registrationId/choices: replaces the registration's choices. */
export const ZSaveChoices = z.object({
  activityIds: z
    .array(zId())
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, ACTIVITY_MESSAGES.activityNotFound),
});

/** A person in the statistics (participants of an activity, participants without a choice). */
export const ZActivityPerson = z.object({
  registrationId: z.number().int(),
  participationId: z.number().int(),
  position: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  whoKey: z.string().nullable(),
  statusRegistration: z.string(),
});
export type TActivityPerson = z.infer<typeof ZActivityPerson>;

/**
 * A page of people (decisions 40: a list of people is paged): who chose an activity, or who has no
 * choice yet. By name; `total` counts them all.
 */
export const ZActivityPeoplePage = z.object({
  items: z.array(ZActivityPerson),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TActivityPeoplePage = z.infer<typeof ZActivityPeoplePage>;

export const ACTIVITY_PEOPLE_PAGE_SIZE = 50;
export const ZActivityPeopleQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(ACTIVITY_PEOPLE_PAGE_SIZE),
});
export type TActivityPeopleQuery = z.infer<typeof ZActivityPeopleQuery>;

/**
 * GET /api/activity/stats/congress/:slug (staff). People count once: the room-mate named on a rate
 * shared with a member is a record of who shares the room, not a second person.
 */
export const ZActivityStats = z.object({
  congress: z.object({ id: z.number().int(), slug: z.string(), timeZone: z.string() }),
  activities: z.array(ZActivityWithPlaces),
  /** How many people have no choice yet: GET .../without-choice pages them. */
  withoutChoice: z.number().int(),
  /** People with a non-cancelled registration in the congress. */
  registrations: z.number().int(),
});
export type TActivityStats = z.infer<typeof ZActivityStats>;

/** GET /api/activity/:id/participants (staff): who chose the activity, paged. */
export const ZActivityParticipants = ZActivityPeoplePage;
/** GET /api/activity/export/congress/:slug (admin): an xlsx of every choice, 404 when there is none. */
export const ACTIVITY_EXPORT_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const ZActivityWithPlacesList = z.array(ZActivityWithPlaces);
/** DELETE /api/activity/:id. */
export const ZActivityDeleted = z.object({ id: z.number().int(), deleted: z.literal(true) });
