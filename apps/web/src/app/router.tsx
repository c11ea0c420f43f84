import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { DEFAULT_CONGRESS_SLUG } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { AppErrorScreen } from './errors/app-error-screen.tsx';
import { RequireAccess } from './guard/require-access.tsx';
import { CongressLayout } from './layouts/congress-layout.tsx';
import { ErrorScreen } from './routes/error-screen.tsx';
import { GroupNewRoute, GroupRoute } from './routes/group-routes.tsx';
import { HomeLoginRoute, LoginRoute } from './routes/home-login-route.tsx';
import { HotelPickupRoute } from './routes/hotel-pickup-route.tsx';
import { RoomMatesRoute } from './routes/room-mates-route.tsx';
import { HotelRoomingListRoute, HotelRoomingRoute } from './routes/hotel-rooming-routes.tsx';
import * as screen from './routes/lazy-screens.ts';
import { LettersQueueRoute, LetterVerifyRoute } from './routes/invitation-letters-routes.tsx';
import { LoginAliasRoute } from './routes/login-alias-route.tsx';
import * as flow from './routes/registration-routes.tsx';
import * as route from './routes/screen-routes.tsx';
import { WaitingOfferRoute } from './routes/waiting-offer-route.tsx';
import { VerifyEmailRoute } from './routes/verify-email-route.tsx';

/** The route table of spec 2.1 with the role groups of decisions 2. */
export const routes: RouteObject[] = [
  { path: paths.root.path, element: <Navigate replace to={paths.home.getHref(DEFAULT_CONGRESS_SLUG)} /> },
  { path: paths.login.path, element: <LoginAliasRoute />, errorElement: <AppErrorScreen /> },
  { path: paths.letterVerify.path, element: <LetterVerifyRoute />, errorElement: <AppErrorScreen /> },
  { path: paths.hotelRooming.path, element: <HotelRoomingRoute />, errorElement: <AppErrorScreen /> },
  {
    path: paths.home.path,
    element: <CongressLayout />,
    // Screens fail inside the layout (ScreenErrorBoundary); this is for the layout itself.
    errorElement: <AppErrorScreen />,
    children: [
      { index: true, element: <HomeLoginRoute /> },
      { path: paths.login.congressPath, element: <LoginRoute /> },
      {
        path: paths.rate.path,
        children: [
          { index: true, element: <flow.RateListRoute /> },
          {
            path: paths.registration.path,
            element: <RequireAccess group="participant" />,
            children: [
              { index: true, element: <flow.RegistrationFormRoute /> },
              { path: paths.summary.path, element: <flow.SummaryRoute /> },
              { path: paths.payment.path, element: <flow.PaymentRoute /> },
              { path: paths.bankTransfer.path, element: <flow.BankTransferRoute /> },
              { path: paths.invoice.path, element: <flow.InvoiceRoute /> },
              { path: paths.confirm.path, element: <route.ConfirmRoute /> },
            ],
          },
        ],
      },
      {
        path: paths.dashboardAdmin.path,
        element: (
          <RequireAccess group="staff">
            <screen.AdminShell />
          </RequireAccess>
        ),
        children: [
          { index: true, element: <Navigate replace to="overview" /> },
          { path: paths.overview.path, element: <screen.OverviewScreen /> },
          { path: paths.participationList.path, element: <screen.ParticipationListRoute /> },
          { path: paths.activitiesStats.path, element: <screen.ActivitiesStatsRoute /> },
          { path: paths.invitationLetters.path, element: <LettersQueueRoute /> },
          { path: paths.hotelPickup.path, element: <HotelPickupRoute /> },
          { path: paths.hotelRoomingList.path, element: <HotelRoomingListRoute /> },
          { path: paths.roomMates.path, element: <RoomMatesRoute /> },
          {
            element: <RequireAccess group="admin" />,
            children: [
              // Decisions 40: the payments desk and the e-mail log are an admin's, not visualisation's.
              { path: paths.paymentsDesk.path, element: <screen.PaymentsDeskScreen /> },
              { path: paths.emailLog.path, element: <screen.EmailLogScreen /> },
              { path: paths.manageRates.path, element: <screen.ManageRatesScreen /> },
              { path: paths.activities.path, element: <screen.ActivitiesScreen /> },
              { path: paths.manageRegistration.path, element: <screen.ManageRegistrationRoute /> },
              { path: paths.participantActivities.path, element: <screen.ParticipantActivitiesScreen /> },
              { path: paths.emailTemplates.path, element: <screen.EmailTemplatesScreen /> },
              { path: paths.emailCampaign.path, element: <screen.EmailCampaignScreen /> },
              { path: paths.hotels.path, element: <screen.HotelsScreen /> },
              { path: paths.hotelRoomBlocks.path, element: <screen.RoomBlocksScreen /> },
            ],
          },
          {
            element: <RequireAccess group="superAdmin" />,
            children: [
              { path: paths.manageUsers.path, element: <screen.ManageUsersScreen /> },
              { path: paths.congressSettings.path, element: <screen.CongressSettingsScreen /> },
              { path: paths.members.path, element: <screen.MembersScreen /> },
              { path: paths.auditLog.path, element: <screen.AuditLogScreen /> },
            ],
          },
        ],
      },
      {
        path: paths.checkIn.path,
        element: <RequireAccess group="checkIn" />,
        children: [{ index: true, element: <screen.CheckInScreen /> }],
      },
      {
        path: paths.dashboardUser.path,
        element: <RequireAccess group="participant" />,
        children: [
          { index: true, element: <Navigate replace to="home" /> },
          { path: paths.dashboardUserHome.path, element: <flow.UserHomeRoute /> },
          { path: paths.dashboardUserSummary.path, element: <screen.UserSummaryRoute /> },
          { path: paths.dashboardUserActivities.path, element: <screen.UserActivitiesScreen /> },
          { path: paths.dashboardUserGroup.path, element: <GroupRoute /> },
        ],
      },
      {
        path: paths.groupNew.path,
        element: (
          <RequireAccess group="participant">
            <GroupNewRoute />
          </RequireAccess>
        ),
      },
      {
        path: paths.waitingListOffer.path,
        element: (
          <RequireAccess group="participant">
            <WaitingOfferRoute />
          </RequireAccess>
        ),
      },
      { path: paths.sendEmailForm.path, element: <route.SendEmailRoute /> },
      { path: paths.resetPasswordForm.path, element: <route.ResetPasswordRoute /> },
      { path: paths.verifyEmail.path, element: <VerifyEmailRoute /> },
      { path: paths.error.path, element: <ErrorScreen /> },
      { path: '*', element: <route.NotFoundRoute /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
