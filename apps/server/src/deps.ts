import type { GroupsService } from './modules/booking/groups/groups.service.ts';
import type { GroupCancelService } from './modules/booking/groups/group-cancel.ts';
import type { GroupNamingService } from './modules/booking/groups/group-naming.service.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { AccessTokenSigner } from './lib/tokens.ts';
import type { ActivitiesService } from './modules/activities/activities.service.ts';
import type { ActivityChoicesService } from './modules/activities/activity-choices.service.ts';
import type { ActivityStatsService } from './modules/activities/activity-stats.service.ts';
import type { AuditLogService } from './modules/audit/audit-log.service.ts';
import type { AccountService } from './modules/auth/account.service.ts';
import type { AfterAnswer } from './modules/auth/after-answer.ts';
import type { AuthService } from './modules/auth/auth.service.ts';
import type { LoginService } from './modules/auth/login.service.ts';
import type { RateLimiter } from './modules/auth/rate-limit.service.ts';
import type { SessionService } from './modules/auth/session.service.ts';
import type { BookingService } from './modules/booking/booking.service.ts';
import type { BulkStatusService } from './modules/booking/list/bulk-status.service.ts';
import type { ParticipationListService } from './modules/booking/list/participation-list.service.ts';
import type { ManageRegistrationService } from './modules/booking/manage/manage-registration.service.ts';
import type { SelfCancelService } from './modules/booking/cancel/self-cancel.service.ts';
import type { RoomMatesService } from './modules/booking/room-mates/room-mates.service.ts';
import type { ParticipantTypesService } from './modules/booking/participant-types/participant-types.service.ts';
import type { ParticipantCreateService } from './modules/booking/participants/participant-create.service.ts';
import type { ParticipantsService } from './modules/booking/participants/participants.service.ts';
import type { ParticipationQueryService } from './modules/booking/participations/participation-query.service.ts';
import type { ParticipationWriteService } from './modules/booking/participations/participation-write.service.ts';
import type { RateAdminService } from './modules/booking/rates/rate-admin.service.ts';
import type { RateAvailabilityService } from './modules/booking/rates/rate-availability.service.ts';
import type { RateListService } from './modules/booking/rates/rate-list.service.ts';
import type { StayOptionsService } from './modules/booking/rates/stay-options.service.ts';
import type { BookingSubmitService } from './modules/booking/registrations/booking-submit.service.ts';
import type { BookingQueueService } from './modules/booking/queue/booking-queue.service.ts';
import type { RegistrationCreateService } from './modules/booking/registrations/registration-create.service.ts';
import type { RegistrationUpdateService } from './modules/booking/registrations/registration-update.service.ts';
import type { CheckInOfflineService } from './modules/check-in/check-in-offline.service.ts';
import type { CheckInService } from './modules/check-in/check-in.service.ts';
import type { TicketSigner } from './modules/check-in/ticket-token.ts';
import type { TicketsService } from './modules/check-in/tickets.service.ts';
import type { CongressSettingsService } from './modules/congresses/congress-settings.service.ts';
import type { CongressesService } from './modules/congresses/congresses.service.ts';
import type { EmailCampaignsService } from './modules/emails/email-campaigns.service.ts';
import type { EmailLogService } from './modules/emails/email-log.service.ts';
import type { EmailPreviewService } from './modules/emails/email-preview.service.ts';
import type { EmailSendService } from './modules/emails/email-send.service.ts';
import type { EmailTemplatesService } from './modules/emails/email-templates.service.ts';
import type { ExportsService } from './modules/exports/exports.service.ts';
import type { FilesService } from './modules/files/files.service.ts';
import type { HotelAdminService } from './modules/hotels/hotel-admin.service.ts';
import type { HotelsService } from './modules/hotels/hotels.service.ts';
import type { ReleaseReminderService } from './modules/hotels/release-reminders.service.ts';
import type { RoomingListService } from './modules/hotels/rooming-list.service.ts';
import type { RoomPickupService } from './modules/hotels/room-pickup.service.ts';
import type { RoomBlockGridService } from './modules/hotels/room-block-grid.service.ts';
import type { InvitationLettersService } from './modules/invitation-letters/invitation-letters.service.ts';
import type { LetterSettingsService } from './modules/invitation-letters/letter-settings.service.ts';
import type { InvoicesService } from './modules/invoices/invoices.service.ts';
import type { MemberEditService } from './modules/members/member-edit.service.ts';
import type { MembersService } from './modules/members/members.service.ts';
import type { OverviewService } from './modules/overview/overview.service.ts';
import type { PaymentsService } from './modules/payments/payments.service.ts';
import type { PaymentsDeskService } from './modules/payments-desk/payments-desk.service.ts';
import type { PrivacyService } from './modules/privacy/privacy.service.ts';
import type { SectionsService } from './modules/sections/sections.service.ts';
import type { UsersAdminService } from './modules/users/users.service.ts';
import type { ActivityListService } from './modules/waiting-lists/activity-lists.service.ts';
import type { WaitingListAdminService } from './modules/waiting-lists/waiting-list-admin.service.ts';
import type { WaitingListService } from './modules/waiting-lists/waiting-lists.service.ts';
import type { EmailVerificationService } from './modules/auth/email-verification.service.ts';

/**
 * Every service of the process, built once by `createServices` (services.ts) and handed to the
 * routes and the workers. Written out, with type imports of the services only, so that no service
 * file depends on this one or on services.ts: the server's file graph has no circle (architecture
 * test). The first group is what modules use of each other; the rest is what one module's routes use.
 */
export type Services = {
  auth: AuthService;
  files: FilesService;
  congresses: CongressesService;
  booking: BookingService;
  invoices: InvoicesService;
  payments: PaymentsService;
  ticketSigner: TicketSigner;
  tickets: TicketsService;

  // auth
  accessTokens: AccessTokenSigner;
  sessions: SessionService;
  login: LoginService;
  rateLimiter: RateLimiter;
  /** Work finished after the answer (a password reset's e-mail); the app waits for it on close. */
  afterAnswer: AfterAnswer;
  accounts: AccountService;
  emailVerification: EmailVerificationService;
  // booking
  participantTypes: ParticipantTypesService;
  rateList: RateListService;
  rateAvailability: RateAvailabilityService;
  stayOptions: StayOptionsService;
  rateAdmin: RateAdminService;
  participants: ParticipantsService;
  participantCreate: ParticipantCreateService;
  participationQueries: ParticipationQueryService;
  participationWrites: ParticipationWriteService;
  bookingSubmit: BookingSubmitService;
  bookingQueue: BookingQueueService;
  registrationCreate: RegistrationCreateService;
  registrationUpdate: RegistrationUpdateService;
  participationList: ParticipationListService;
  bulkStatus: BulkStatusService;
  manageRegistration: ManageRegistrationService;
  selfCancel: SelfCancelService;
  roomMates: RoomMatesService;
  groups: GroupsService;
  groupNaming: GroupNamingService;
  groupCancel: GroupCancelService;
  // the other modules
  activities: ActivitiesService;
  activityChoices: ActivityChoicesService;
  activityStats: ActivityStatsService;
  auditLog: AuditLogService;
  checkIn: CheckInService;
  checkInOffline: CheckInOfflineService;
  congressSettings: CongressSettingsService;
  emailTemplates: EmailTemplatesService;
  emailSender: EmailSendService;
  emailPreviews: EmailPreviewService;
  emailLog: EmailLogService;
  emailCampaigns: EmailCampaignsService;
  exports: ExportsService;
  hotels: HotelsService;
  hotelAdmin: HotelAdminService;
  roomPickup: RoomPickupService;
  releaseReminders: ReleaseReminderService;
  roomingLists: RoomingListService;
  roomBlockGrid: RoomBlockGridService;
  invitationLetters: InvitationLettersService;
  letterSettings: LetterSettingsService;
  members: MembersService;
  memberEdit: MemberEditService;
  overview: OverviewService;
  paymentsDesk: PaymentsDeskService;
  privacy: PrivacyService;
  sections: SectionsService;
  usersAdmin: UsersAdminService;
  waitingLists: WaitingListService;
  waitingListAdmin: WaitingListAdminService;
  activityWaitingLists: ActivityListService;
};

/**
 * What every module's routes receive: the services they call (built in services.ts, never by a
 * route), and the settings and clock some routes read themselves.
 */
export type AppDeps = {
  config: AppConfig;
  db: Database;
  signer: AccessTokenSigner;
  clock: () => Date;
  services: Services;
};
