import { lazy } from 'react';

/** Screens outside the public path load on demand, to keep the home bundle small. */
export const RateListScreen = lazy(() =>
  import('../../features/rates/rate-list-screen.tsx').then((m) => ({ default: m.RateListScreen })),
);
export const RegistrationFormScreen = lazy(() =>
  import('../../features/registration/registration-form-screen.tsx').then((m) => ({
    default: m.RegistrationFormScreen,
  })),
);
export const SummaryScreen = lazy(() =>
  import('../../features/registration/summary-screen.tsx').then((m) => ({ default: m.SummaryScreen })),
);
export const PaymentScreen = lazy(() =>
  import('../../features/payments/payment-screen.tsx').then((m) => ({ default: m.PaymentScreen })),
);
export const BankTransferScreen = lazy(() =>
  import('../../features/payments/bank-transfer-screen.tsx').then((m) => ({ default: m.BankTransferScreen })),
);
export const InvoiceScreen = lazy(() =>
  import('../../features/payments/invoice-screen.tsx').then((m) => ({ default: m.InvoiceScreen })),
);
export const ConfirmScreen = lazy(() =>
  import('../../features/payments/confirm-screen.tsx').then((m) => ({ default: m.ConfirmScreen })),
);
export const AdminShell = lazy(() =>
  import('../layouts/admin-shell.tsx').then((m) => ({ default: m.AdminShell })),
);
export const ParticipationListRoute = lazy(() =>
  import('./participation-list-route.tsx').then((m) => ({ default: m.ParticipationListRoute })),
);
/** The organiser overview: its charts (@mantine/charts) load with it only. */
export const OverviewScreen = lazy(() =>
  import('../../features/overview/overview-screen.tsx').then((m) => ({ default: m.OverviewScreen })),
);
export const ManageRegistrationRoute = lazy(() =>
  import('./manage-registration-route.tsx').then((m) => ({ default: m.ManageRegistrationRoute })),
);
export const ManageUsersScreen = lazy(() =>
  import('../../features/users/manage-users-screen.tsx').then((m) => ({ default: m.ManageUsersScreen })),
);
export const ManageRatesScreen = lazy(() =>
  import('../../features/rates/manage-rates-screen.tsx').then((m) => ({ default: m.ManageRatesScreen })),
);
export const ActivitiesScreen = lazy(() =>
  import('../../features/activities/activities-screen.tsx').then((m) => ({ default: m.ActivitiesScreen })),
);
export const ActivitiesStatsRoute = lazy(() =>
  import('./activities-stats-route.tsx').then((m) => ({ default: m.ActivitiesStatsRoute })),
);
export const UserHomeScreen = lazy(() =>
  import('../../features/dashboard/user-home-screen.tsx').then((m) => ({ default: m.UserHomeScreen })),
);
export const UserSummaryRoute = lazy(() =>
  import('./user-summary-route.tsx').then((m) => ({ default: m.UserSummaryRoute })),
);
export const UserActivitiesScreen = lazy(() =>
  import('../../features/activities/user-activities-screen.tsx').then((m) => ({
    default: m.UserActivitiesScreen,
  })),
);
export const ResetPasswordScreen = lazy(() =>
  import('../../features/auth/reset-password-screen.tsx').then((m) => ({ default: m.ResetPasswordScreen })),
);
export const ForgotPasswordScreen = lazy(() =>
  import('../../features/auth/forgot-password-screen.tsx').then((m) => ({ default: m.ForgotPasswordScreen })),
);
export const ParticipantActivitiesScreen = lazy(() =>
  import('../../features/activities/participant-activities-screen.tsx').then((m) => ({
    default: m.ParticipantActivitiesScreen,
  })),
);
export const PaymentsDeskScreen = lazy(() =>
  import('../../features/payments-desk/payments-desk-screen.tsx').then((m) => ({
    default: m.PaymentsDeskScreen,
  })),
);
export const EmailLogScreen = lazy(() =>
  import('../../features/emails/email-log-screen.tsx').then((m) => ({ default: m.EmailLogScreen })),
);
export const EmailCampaignScreen = lazy(() =>
  import('../../features/emails/email-campaign-screen.tsx').then((m) => ({
    default: m.EmailCampaignScreen,
  })),
);
export const EmailTemplatesScreen = lazy(() =>
  import('../../features/emails/email-templates-screen.tsx').then((m) => ({
    default: m.EmailTemplatesScreen,
  })),
);
export const HotelsScreen = lazy(() =>
  import('../../features/hotels/hotels-screen.tsx').then((m) => ({ default: m.HotelsScreen })),
);
export const RoomBlocksScreen = lazy(() =>
  import('../../features/hotels/room-blocks-screen.tsx').then((m) => ({ default: m.RoomBlocksScreen })),
);
/** A hotel's pickup report (decisions 46). */
export const PickupScreen = lazy(() =>
  import('../../features/hotels/pickup/pickup-screen.tsx').then((m) => ({ default: m.PickupScreen })),
);
/** A hotel's rooming list (staff) and the hotel's page behind its link (decisions 47). */
export const RoomingListScreen = lazy(() =>
  import('../../features/hotels/rooming/rooming-list-screen.tsx').then((m) => ({
    default: m.RoomingListScreen,
  })),
);
export const HotelRoomingScreen = lazy(() =>
  import('../../features/hotels/rooming/hotel-rooming-screen.tsx').then((m) => ({
    default: m.HotelRoomingScreen,
  })),
);
/** The room-mate queue (decisions 46). */
export const RoomMatesScreen = lazy(() =>
  import('../../features/room-mates/room-mates-screen.tsx').then((m) => ({ default: m.RoomMatesScreen })),
);
export const CongressSettingsScreen = lazy(() =>
  import('../../features/congress-settings/congress-settings-screen.tsx').then((m) => ({
    default: m.CongressSettingsScreen,
  })),
);
export const MembersScreen = lazy(() =>
  import('../../features/members/members-screen.tsx').then((m) => ({ default: m.MembersScreen })),
);
export const AuditLogScreen = lazy(() =>
  import('../../features/audit/audit-log-screen.tsx').then((m) => ({ default: m.AuditLogScreen })),
);
/** The door's phone screen; its QR decoder loads only when the camera is switched on. */
export const CheckInScreen = lazy(() =>
  import('../../features/check-in/check-in-screen.tsx').then((m) => ({ default: m.CheckInScreen })),
);
/** The invitation letters' queue (staff) and the public verification page. */
export const LettersQueueScreen = lazy(() =>
  import('../../features/invitation-letters/letters-queue-screen.tsx').then((m) => ({
    default: m.LettersQueueScreen,
  })),
);
export const LetterVerifyScreen = lazy(() =>
  import('../../features/invitation-letters/letter-verify-screen.tsx').then((m) => ({
    default: m.LetterVerifyScreen,
  })),
);
export const InvitationLetterCard = lazy(() =>
  import('../../features/invitation-letters/components/invitation-letter-card.tsx').then((m) => ({
    default: m.InvitationLetterCard,
  })),
);
