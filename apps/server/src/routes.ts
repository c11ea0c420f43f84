import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './deps.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { bookingRoutes } from './modules/booking/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { congressRoutes } from './modules/congresses/routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { hotelRoutes } from './modules/hotels/routes.ts';
import { sectionRoutes } from './modules/sections/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { invoiceRoutes } from './modules/invoices/routes.ts';
import { activityRoutes } from './modules/activities/routes.ts';
import { emailRoutes } from './modules/emails/routes.ts';
import { exportRoutes } from './modules/exports/routes.ts';
import { paymentsDeskRoutes } from './modules/payments-desk/routes.ts';
import { userAdminRoutes } from './modules/users/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { memberRoutes } from './modules/members/routes.ts';
import { privacyRoutes } from './modules/privacy/routes.ts';
import { checkInRoutes } from './modules/check-in/routes.ts';
import { waitingListRoutes } from './modules/waiting-lists/routes.ts';
import { overviewRoutes } from './modules/overview/routes.ts';
import { invitationLetterRoutes } from './modules/invitation-letters/routes.ts';

/** Every module's routes, in one list. */
export async function registerRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(healthRoutes, deps);
  await app.register(authRoutes, deps);
  await app.register(congressRoutes, deps);
  await app.register(sectionRoutes, deps);
  await app.register(hotelRoutes, deps);
  await app.register(fileRoutes, deps);
  await app.register(bookingRoutes, deps);
  await app.register(paymentRoutes, deps);
  await app.register(invoiceRoutes, deps);
  await app.register(activityRoutes, deps);
  await app.register(emailRoutes, deps);
  await app.register(exportRoutes, deps);
  await app.register(paymentsDeskRoutes, deps);
  await app.register(userAdminRoutes, deps);
  await app.register(auditRoutes, deps);
  await app.register(memberRoutes, deps);
  await app.register(privacyRoutes, deps);
  await app.register(checkInRoutes, deps);
  await app.register(waitingListRoutes, deps);
  await app.register(overviewRoutes, deps);
  await app.register(invitationLetterRoutes, deps);
}
