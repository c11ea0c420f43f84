import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { Services } from './deps.ts';
import type { AccessTokenSigner } from './lib/tokens.ts';
import { activityWaiting, createActivitiesService } from './modules/activities/activities.service.ts';
import { createActivityChoicesService } from './modules/activities/activity-choices.service.ts';
import { createActivityStatsService } from './modules/activities/activity-stats.service.ts';
import { createAuditLogService } from './modules/audit/audit-log.service.ts';
import { createAccountService } from './modules/auth/account.service.ts';
import type { AccountWrites } from './modules/auth/account-writes.ts';
import { createEmailVerificationService } from './modules/auth/email-verification.service.ts';
import { createAfterAnswer } from './modules/auth/after-answer.ts';
import { createLoginService } from './modules/auth/login.service.ts';
import { createRateLimiter } from './modules/auth/rate-limit.service.ts';
import { createSessionService } from './modules/auth/session.service.ts';
import { createDeviceCookies } from './modules/auth/sign-in-device.ts';
import { createSignInThrottle } from './modules/auth/sign-in-throttle.ts';
import { createBulkStatusService } from './modules/booking/list/bulk-status.service.ts';
import { createParticipationListService } from './modules/booking/list/participation-list.service.ts';
import { createManageRegistrationService } from './modules/booking/manage/manage-registration.service.ts';
import { createSelfCancelService } from './modules/booking/cancel/self-cancel.service.ts';
import { createGroupsService } from './modules/booking/groups/groups.service.ts';
import { createGroupCancelService } from './modules/booking/groups/group-cancel.ts';
import { createGroupNamingService } from './modules/booking/groups/group-naming.service.ts';
import { createRoomMatesService } from './modules/booking/room-mates/room-mates.service.ts';
import { createParticipantTypesService } from './modules/booking/participant-types/participant-types.service.ts';
import { createParticipantCreateService } from './modules/booking/participants/participant-create.service.ts';
import { createParticipantsService } from './modules/booking/participants/participants.service.ts';
import { createParticipationQueryService } from './modules/booking/participations/participation-query.service.ts';
import { createParticipationWriteService } from './modules/booking/participations/participation-write.service.ts';
import { createRateAdminService } from './modules/booking/rates/rate-admin.service.ts';
import { createRateAvailabilityService } from './modules/booking/rates/rate-availability.service.ts';
import { createRateListService } from './modules/booking/rates/rate-list.service.ts';
import { createStayOptionsService } from './modules/booking/rates/stay-options.service.ts';
import { createBookingSubmitService } from './modules/booking/registrations/booking-submit.service.ts';
import { createBookingQueueService } from './modules/booking/queue/booking-queue.service.ts';
import { createRegistrationCreateService } from './modules/booking/registrations/registration-create.service.ts';
import { createRegistrationUpdateService } from './modules/booking/registrations/registration-update.service.ts';
import { createCheckInOfflineService } from './modules/check-in/check-in-offline.service.ts';
import { createCheckInService } from './modules/check-in/check-in.service.ts';
import { createCongressSettingsService } from './modules/congresses/congress-settings.service.ts';
import { createBulkPlanner } from './modules/emails/bulk-plan.ts';
import { createEmailCampaignsService } from './modules/emails/email-campaigns.service.ts';
import { createEmailLogService } from './modules/emails/email-log.service.ts';
import { createEmailPreviewService } from './modules/emails/email-preview.service.ts';
import { createEmailSendService } from './modules/emails/email-send.service.ts';
import { createEmailTemplatesService } from './modules/emails/email-templates.service.ts';
import { createExportsService } from './modules/exports/exports.service.ts';
import { createHotelAdminService } from './modules/hotels/hotel-admin.service.ts';
import { createHotelsService } from './modules/hotels/hotels.service.ts';
import { createReleaseReminderService } from './modules/hotels/release-reminders.service.ts';
import { createRoomPickupService } from './modules/hotels/room-pickup.service.ts';
import { createRoomBlockGridService } from './modules/hotels/room-block-grid.service.ts';
import { createRoomingLinkSigner } from './modules/hotels/rooming-link.ts';
import { createRoomingListService } from './modules/hotels/rooming-list.service.ts';
import { createInvitationLettersService } from './modules/invitation-letters/invitation-letters.service.ts';
import { createLetterSettingsService } from './modules/invitation-letters/letter-settings.service.ts';
import { createMemberEditService } from './modules/members/member-edit.service.ts';
import { createMembersService } from './modules/members/members.service.ts';
import { createOverviewService } from './modules/overview/overview.service.ts';
import { createPaymentsDeskService } from './modules/payments-desk/payments-desk.service.ts';
import { createPrivacyService } from './modules/privacy/privacy.service.ts';
import { createSectionsService } from './modules/sections/sections.service.ts';
import { createUsersAdminService } from './modules/users/users.service.ts';
import { createActivityListService } from './modules/waiting-lists/activity-lists.service.ts';
import { createWaitingListAdminService } from './modules/waiting-lists/waiting-list-admin.service.ts';
import { createWaitingListService } from './modules/waiting-lists/waiting-lists.service.ts';

type ModuleServices = Pick<
  Services,
  'auth' | 'files' | 'congresses' | 'booking' | 'invoices' | 'payments' | 'ticketSigner' | 'tickets'
>;

type RouteServiceDeps = {
  config: Pick<AppConfig, 'publicUrl'> & { jwtSecret?: string | undefined };
  db: Database;
  clock: () => Date;
  signer: AccessTokenSigner;
  logError: (message: string) => (error: unknown) => void;
  accountWrites: AccountWrites;
};

/**
 * The services one module's routes use (and the workers and seeds: the waiting lists, the booking
 * flow), built from the services modules share. Part of the composition root, split off for size.
 */
export function createRouteServices(deps: RouteServiceDeps, modules: ModuleServices) {
  const { db, clock, config, logError } = deps;
  const { auth, files, congresses, booking, invoices, payments } = modules;
  const sessions = createSessionService({ db, signer: deps.signer, clock });
  const rateLimiter = createRateLimiter({ db, clock });
  const devices = createDeviceCookies({ jwtSecret: config.jwtSecret, signingSecret: auth.signingSecret });
  const afterAnswer = createAfterAnswer(logError('password reset failed'));
  const emailVerification = createEmailVerificationService({
    db,
    clock,
    config,
    limiter: rateLimiter,
    secret: { jwtSecret: config.jwtSecret, signingSecret: auth.signingSecret },
    accountWrites: deps.accountWrites,
  });
  const selfCancel = createSelfCancelService({
    db,
    clock,
    payments,
    onError: logError('self-cancellation refund failed; retried by the timer'),
  });
  const planner = createBulkPlanner({ db, publicUrl: config.publicUrl, booking });
  const lists = {
    db,
    clock,
    booking,
    congresses,
    auth,
    publicUrl: config.publicUrl,
    activities: activityWaiting,
  };
  return {
    accessTokens: deps.signer,
    sessions,
    login: createLoginService({
      db,
      sessions,
      throttle: createSignInThrottle({ db, clock }),
      devices,
    }),
    rateLimiter,
    afterAnswer,
    accounts: createAccountService({
      db,
      config,
      clock,
      sessions,
      limiter: rateLimiter,
      afterAnswer: afterAnswer.run,
      accountWrites: deps.accountWrites,
      verification: emailVerification,
      devices,
    }),
    emailVerification,

    participantTypes: createParticipantTypesService({ db, congresses }),
    rateList: createRateListService({ db, clock, congresses }),
    rateAvailability: createRateAvailabilityService({ db, clock, auth }),
    stayOptions: createStayOptionsService({ db, clock }),
    rateAdmin: createRateAdminService({ db, clock }),
    participants: createParticipantsService({ db, congresses }),
    participantCreate: createParticipantCreateService({ db, clock, auth, congresses }),
    participationQueries: createParticipationQueryService({ db, congresses }),
    participationWrites: createParticipationWriteService({ db, clock, auth }),
    bookingSubmit: createBookingSubmitService({ db, clock, auth, congresses }),
    bookingQueue: createBookingQueueService({ db }),
    registrationCreate: createRegistrationCreateService({ db, clock }),
    registrationUpdate: createRegistrationUpdateService({ db, clock }),
    participationList: createParticipationListService({ db, clock, congresses }),
    bulkStatus: createBulkStatusService({
      db,
      clock,
      congresses,
      onUnexpected: logError('bulk status change: a row failed'),
    }),
    manageRegistration: createManageRegistrationService({ db, clock, config, auth, congresses }),
    selfCancel,
    groupCancel: createGroupCancelService({ db, clock, selfCancel }),
    roomMates: createRoomMatesService({ db, clock, config, congresses }),
    groups: createGroupsService({ db, clock, auth, congresses }),
    groupNaming: createGroupNamingService({ db, clock, auth, congresses, publicUrl: config.publicUrl }),

    activities: createActivitiesService({ db, booking }),
    activityChoices: createActivityChoicesService({ db, booking }),
    activityStats: createActivityStatsService({ db }),
    auditLog: createAuditLogService({ db }),
    checkIn: createCheckInService({ db, clock, signer: modules.ticketSigner, booking, files, congresses }),
    checkInOffline: createCheckInOfflineService({
      db,
      clock,
      signer: modules.ticketSigner,
      booking,
      files,
      congresses,
    }),
    congressSettings: createCongressSettingsService({ db, files }),
    emailTemplates: createEmailTemplatesService({ db, clock }),
    emailSender: createEmailSendService({ db, planner, transferProforma: invoices.storeTransferProformaOf }),
    emailPreviews: createEmailPreviewService({ db, planner }),
    emailLog: createEmailLogService({ db }),
    emailCampaigns: createEmailCampaignsService({ db }),
    exports: createExportsService({ db, booking, invoices }),
    hotels: createHotelsService({ db, congresses }),
    hotelAdmin: createHotelAdminService({ db, booking }),
    roomPickup: createRoomPickupService({ db, congresses }),
    releaseReminders: createReleaseReminderService({ db, congresses, publicUrl: config.publicUrl }),
    roomBlockGrid: createRoomBlockGridService({ db, clock, congresses }),
    roomingLists: createRoomingListService({
      db,
      clock,
      congresses,
      publicUrl: config.publicUrl,
      signer: createRoomingLinkSigner({ jwtSecret: config.jwtSecret, signingSecret: auth.signingSecret }),
    }),
    invitationLetters: createInvitationLettersService({
      db,
      clock,
      publicUrl: config.publicUrl,
      jwtSecret: config.jwtSecret,
      booking,
      auth,
      files,
    }),
    letterSettings: createLetterSettingsService({ db, files, congresses }),
    members: createMembersService({ db, clock, config, auth, congresses }),
    memberEdit: createMemberEditService({ db, clock, config, auth, congresses }),
    overview: createOverviewService({ db, clock, congresses }),
    paymentsDesk: createPaymentsDeskService({
      db,
      clock,
      ...modules,
      onUnexpected: logError('bulk transfers: a row failed'),
    }),
    privacy: createPrivacyService({ db, clock, congresses, booking, payments }),
    sections: createSectionsService({ db }),
    usersAdmin: createUsersAdminService({ db, auth, verification: emailVerification }),
    waitingLists: createWaitingListService(lists),
    waitingListAdmin: createWaitingListAdminService(lists),
    activityWaitingLists: createActivityListService(lists),
  } satisfies Omit<Services, keyof ModuleServices>;
}
