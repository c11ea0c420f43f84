import type { Database } from '../../src/db/database.ts';
import { createAccessTokenSigner, randomToken } from '../../src/lib/tokens.ts';
import { loadOrCreateSecret } from '../../src/modules/auth/session.repository.ts';
import { insertTestSession } from '../fixtures/auth-fixtures.ts';
import { bookingBody, insertRate, insertUsers, person } from '../fixtures/booking-fixtures.ts';
import { call, type SpawnedServer } from './spawned-server.ts';

/** Participants of a burst: accounts with a live session and an access token the server will accept. */
export async function burstParticipants(db: Database, count: number, quota: number) {
  const rateId = await insertRate(db, { quota });
  const secret = await loadOrCreateSecret(db, 'jwt_signing_key', () => randomToken(48));
  const signer = createAccessTokenSigner(secret);
  const tokens: string[] = [];
  for (const subject of await insertUsers(db, count)) {
    const sid = await insertTestSession(db, subject);
    tokens.push((await signer.sign({ sub: String(subject.id), kind: 'user', sv: 1, sid })).token);
  }
  return { rateId, tokens };
}

export type JourneyLog = {
  /** Participation ids of bookings answered 2xx. */
  booked: Map<number, number>;
  /** Participation ids whose card payment was answered "succeeded". */
  paid: Set<number>;
  statuses: number[];
};
export const newLog = (): JourneyLog => ({ booked: new Map(), paid: new Set(), statuses: [] });

const CARD = {
  cardNumber: '4242424242424242',
  expMonth: 6,
  expYear: 2032,
  cvc: '999',
  billingName: 'Claire Martin',
  billingEmail: 'claire@durability.test',
};

/**
 * One participant's path as the web app takes it: book the rate, then pay by card (the offline
 * provider issues the invoice). A connection cut by kill -9 ends the journey; what was answered is logged.
 */
export async function journey(
  server: SpawnedServer,
  rateId: number,
  token: string,
  index: number,
  log: JourneyLog,
  onBooked: () => void,
) {
  try {
    const booked = await call(server, '/api/registration/submit', token, {
      ...bookingBody(rateId),
      main: person(`Durable${index}`),
    });
    log.statuses.push(booked.status);
    if (booked.status < 200 || booked.status >= 300) return;
    const participationId = Number(booked.json().id);
    log.booked.set(index, participationId);
    onBooked();
    const created = await call(server, '/api/payment/stripe/create', token, {
      participation: participationId,
    });
    log.statuses.push(created.status);
    if (created.status !== 200) return;
    const paid = await call(server, '/api/payment/offline/confirm', token, {
      clientSecret: created.json().clientSecret,
      ...CARD,
    });
    log.statuses.push(paid.status);
    if (paid.status === 200 && paid.json().status === 'succeeded') log.paid.add(participationId);
  } catch {
    // The server was killed under this request: nothing was answered, so nothing is promised.
  }
}
