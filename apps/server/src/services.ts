import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createBookingService } from './modules/booking/booking.service.ts';
import { createTicketSigner } from './modules/check-in/ticket-token.ts';
import { createTicketsService } from './modules/check-in/tickets.service.ts';
import { createCongressesService } from './modules/congresses/congresses.service.ts';
import { createFilesService } from './modules/files/files.service.ts';
import { createInvoicesService } from './modules/invoices/invoices.service.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';

export type ServiceDeps = {
  /** Only what the services read: the payment providers' settings. */
  config: Pick<AppConfig, 'isProduction' | 'stripeSecretKey' | 'stripeApiBase'> & {
    /** Ticket tokens are signed with a key derived from it (or from the stored key it overrides). */
    jwtSecret?: string | undefined;
  };
  db: Database;
  clock: () => Date;
  /** Failures after a commit (a refund the provider refused for now): logged, retried by the timer. */
  onError?: (error: unknown) => void;
};

/**
 * The public service of every module that others use, wired in one place (house style 3): each
 * factory receives the services it uses, so the module graph is explicit and has no cycle.
 */
export function createServices(deps: ServiceDeps) {
  const auth = createAuthService(deps);
  const files = createFilesService(deps);
  const congresses = createCongressesService(deps);
  const booking = createBookingService(deps);
  const ticketSigner = createTicketSigner({
    jwtSecret: deps.config.jwtSecret,
    signingSecret: auth.signingSecret,
  });
  const tickets = createTicketsService({ ...deps, signer: ticketSigner, booking, files, congresses });
  const invoices = createInvoicesService({ ...deps, booking, tickets });
  const payments = createPaymentsService({ ...deps, booking, invoices });
  return { auth, files, congresses, booking, invoices, payments, ticketSigner, tickets };
}
export type Services = ReturnType<typeof createServices>;
