import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { Services } from './deps.ts';
import { type AccessTokenSigner, createAccessTokenSigner } from './lib/tokens.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createBookingService } from './modules/booking/booking.service.ts';
import { createTicketSigner } from './modules/check-in/ticket-token.ts';
import { createTicketsService } from './modules/check-in/tickets.service.ts';
import { createCongressesService } from './modules/congresses/congresses.service.ts';
import { createFilesService } from './modules/files/files.service.ts';
import { createInvoicesService } from './modules/invoices/invoices.service.ts';
import { setMemberPassword } from './modules/members/members.service.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import {
  insertParticipantUser,
  markUserEmailVerified,
  setUserPassword,
} from './modules/users/users.service.ts';
import { createRouteServices } from './route-services.ts';
import { setSiteAddress } from './lib/mail/personal-link.ts';

export type { Services } from './deps.ts';

export type ServiceDeps = {
  /** Only what the services read: the payment providers' settings, the app's address for links. */
  config: Pick<AppConfig, 'isProduction' | 'stripeSecretKey' | 'stripeApiBase' | 'publicUrl'> & {
    /** Ticket tokens are signed with a key derived from it (or from the stored key it overrides). */
    jwtSecret?: string | undefined;
  };
  db: Database;
  clock: () => Date;
  /**
   * Signs access tokens (see accessTokenSigner). Seeds and service tests, which sign no session,
   * leave it out: the session services then refuse to sign.
   */
  signer?: AccessTokenSigner;
  /** Failures after a commit or the answer (a refund the provider refused for now, a row of a bulk run). */
  log?: Pick<FastifyBaseLogger, 'error'>;
};

/**
 * Auth's writes of accounts, kept by their owners (users, members). Both depend on auth, so auth
 * declares what it needs (account-writes.ts) and receives it here, importing neither.
 */
const accountWrites = {
  insertUser: insertParticipantUser,
  setUserPassword,
  setMemberPassword,
  markUserEmailVerified,
};

/** The access-token signer: keyed by JWT_SECRET, or by the stored key the first start creates. */
export async function accessTokenSigner(deps: Pick<ServiceDeps, 'config' | 'db' | 'clock'>) {
  return createAccessTokenSigner(
    deps.config.jwtSecret ?? (await createAuthService({ ...deps, accountWrites }).signingSecret()),
  );
}

const NO_SIGNER: AccessTokenSigner = {
  sign: () => Promise.reject(new Error('no access-token signer was given to createServices')),
  derive: () => {
    throw new Error('no access-token signer was given to createServices');
  },
  verify: () => Promise.resolve(null),
};

/**
 * The composition root (house style 3): every service of the process, built once (by main.ts, or by
 * buildApp when a test gives none) and handed to the routes and the workers. Each factory receives
 * the services it uses, so the module graph is explicit and has no cycle.
 */
export function createServices(deps: ServiceDeps): Services {
  // A seed without an address (tests' templates) leaves the server's own in place.
  if (deps.config.publicUrl) setSiteAddress(deps.config.publicUrl);
  const logError = (message: string) => (error: unknown) => deps.log?.error({ err: error }, message);
  const auth = createAuthService({ ...deps, accountWrites });
  const files = createFilesService(deps);
  const congresses = createCongressesService(deps);
  const booking = createBookingService(deps);
  const ticketSigner = createTicketSigner({
    jwtSecret: deps.config.jwtSecret,
    signingSecret: auth.signingSecret,
  });
  const tickets = createTicketsService({ ...deps, signer: ticketSigner, booking, files, congresses });
  const invoices = createInvoicesService({ ...deps, booking, tickets });
  const payments = createPaymentsService({
    ...deps,
    booking,
    invoices,
    onError: logError('payment follow-up failed; retried by the timer'),
  });
  const modules = { auth, files, congresses, booking, invoices, payments, ticketSigner, tickets };
  return {
    ...modules,
    ...createRouteServices({ ...deps, signer: deps.signer ?? NO_SIGNER, logError, accountWrites }, modules),
  };
}
