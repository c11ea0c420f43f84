import { GROUP_MESSAGES, type TGroup } from '@congress/domain/contracts/groups';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskFixtures } from '../../../../test/fixtures/desk-fixtures.ts';
import {
  type CongressFixture,
  createCongress,
  createUser,
  outboxOf,
  paymentsOf,
  registrationsOf,
  signInAs,
  TEST_JWT_SECRET,
} from '../../../../test/fixtures/payment-fixtures.ts';
import { ENGLISH_CSV_MAPPING, statementUpload } from '../../../../test/fixtures/statement-fixtures.ts';
import { pdfText } from '../../../../test/pdf-text.ts';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../../test/test-app.ts';
import {
  congresses,
  participants,
  participantTypes,
  participations,
  rates,
  users,
} from '../../../db/schema/index.ts';

const BILLING = {
  billingCompanyName: 'Hotel Aurora Ltd',
  billingCompanyAddress: 'Rua do Ouro 12',
  billingCompanyPostcode: '1100-060',
  billingCompanyCity: 'Lisboa',
  billingCompanyCountry: 'PT',
};

/** One payer for many people (decisions 49), through the API on both databases. */
describe('group bookings', () => {
  let t: TestContext;
  let f: ReturnType<typeof deskFixtures>;
  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    f = deskFixtures(t);
  });
  afterAll(() => t.close());

  /** A congress with a guest (not member) type and a rate of it. */
  async function congressWithGuestRate(quota = 10) {
    const congress = await createCongress(t.database.db);
    const [type] = await t.database.db
      .insert(participantTypes)
      .values({ congressId: congress.id, slug: 'guest', label: 'Guest', isMember: false })
      .returning({ id: participantTypes.id });
    const [rate] = await t.database.db
      .insert(rates)
      .values({
        congressId: congress.id,
        hotelId: congress.hotelId,
        label: 'Guest single',
        quota,
        roomOption: 'single',
        isOpened: true,
        firstParticipantTypeId: type?.id ?? 0,
        firstParticipantPrice: '300.00',
      })
      .returning({ id: rates.id });
    return { congress, rateId: rate?.id ?? 0 };
  }

  async function payerClient() {
    const user = await createUser(t.database.db);
    const client = createClient(t.app);
    await signInAs(client, user.id);
    return { client, ...user };
  }

  async function bookGroup(congress: CongressFixture, rateId: number, places = 3) {
    const payer = await payerClient();
    const response = await payer.client.post('/api/group', {
      congressSlug: congress.slug,
      rateId,
      places,
      billing: BILLING,
    });
    expect(response.statusCode, response.body).toBe(201);
    return { payer, group: response.json() as TGroup };
  }

  const groupOf = async (client: TestClient, id: number) => {
    const response = await client.get(`/api/group/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TGroup;
  };

  it('books every place in one go, unnamed, held, and tells the payer; the staff list shows the group', async () => {
    const { congress, rateId } = await congressWithGuestRate();
    const { payer, group } = await bookGroup(congress, rateId);
    expect(group.reference).toMatch(new RegExp(`^${congress.slug.toUpperCase()}-G[A-Z2-9]{6}$`));
    expect(group.places.map((p) => [p.place, p.person, p.paymentState, p.priceCents])).toEqual([
      [1, null, 'unpaid', 30000],
      [2, null, 'unpaid', 30000],
      [3, null, 'unpaid', 30000],
    ]);
    expect(group.totals).toEqual({
      priceCents: 90000,
      paidCents: 0,
      awaitingTransferCents: 0,
      dueCents: 90000,
    });
    expect(group.holdExpiresAt).not.toBeNull();
    expect(group.canName).toBe(true);
    const mail = (await outboxOf(t.database.db, congress.id)).filter((m) => m.toAddress === payer.email);
    expect(mail.map((m) => m.subject)).toEqual([`Group booking ${group.reference}: 3 places`]);
    expect(mail[0]?.text).toContain(`/${congress.slug}/dashboard/user/group/${group.id}`);

    const listed = await payer.client.get(`/api/groups?congressSlug=${congress.slug}`);
    expect(listed.json()).toMatchObject({ items: [{ id: group.id, places: 3, named: 0 }] });

    const admin = await f.staffClient(['ROLE_ADMIN'], congress.id);
    const list = await admin.get(
      `/api/participation/congress/${congress.slug}/all/all/all/all/all?pageSize=50`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const rows = (list.json() as { items: Array<{ group: { reference: string } | null; lastName: string }> })
      .items;
    expect(rows.map((row) => [row.lastName, row.group?.reference])).toEqual([
      ['Hotel Aurora Ltd', group.reference],
      ['Hotel Aurora Ltd', group.reference],
      ['Hotel Aurora Ltd', group.reference],
    ]);
  });

  it('takes all the places or none; refuses member rates, members and strangers', async () => {
    const { congress, rateId } = await congressWithGuestRate(4);
    await bookGroup(congress, rateId, 2);
    const before = await t.database.db
      .select()
      .from(participations)
      .where(eq(participations.congressId, congress.id));
    const payer = await payerClient();
    const tooMany = await payer.client.post('/api/group', {
      congressSlug: congress.slug,
      rateId,
      places: 3,
      billing: BILLING,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(GROUP_MESSAGES.notEnoughPlaces);
    const after = await t.database.db
      .select()
      .from(participations)
      .where(eq(participations.congressId, congress.id));
    expect(after).toHaveLength(before.length);

    const memberRate = await f.participationWithOwner(congress);
    const member = await payer.client.post('/api/group', {
      congressSlug: congress.slug,
      rateId: memberRate.rateId,
      places: 2,
      billing: BILLING,
    });
    expect(member.statusCode).toBe(409);
    expect(member.json().message).toBe(GROUP_MESSAGES.rateNotForGroups);

    const one = await payer.client.post('/api/group', {
      congressSlug: congress.slug,
      rateId,
      places: 1,
      billing: BILLING,
    });
    expect(one.statusCode).toBe(400);
    const noBuyer = await payer.client.post('/api/group', {
      congressSlug: congress.slug,
      rateId,
      places: 2,
      billing: { ...BILLING, billingCompanyCity: '' },
    });
    expect(noBuyer.statusCode).toBe(400);
  });

  it('is its payer’s and admins’ only', async () => {
    const { congress, rateId } = await congressWithGuestRate();
    const { group } = await bookGroup(congress, rateId, 2);
    const stranger = await payerClient();
    expect((await stranger.client.get(`/api/group/${group.id}`)).statusCode).toBe(403);
    const place = group.places[0]?.participationId;
    const naming = await stranger.client.put(`/api/group/${group.id}/place/${place}`, {
      firstName: 'Eve',
      lastName: 'Intruder',
      email: 'eve@payments.test',
    });
    expect(naming.statusCode).toBe(403);
    expect((await stranger.client.post(`/api/group/${group.id}/bank-transfer`)).statusCode).toBe(403);
    expect((await stranger.client.get(`/api/group/${group.id}/proforma`)).statusCode).toBe(403);
    expect((await stranger.client.get(`/api/participation/${place}/cancel`)).statusCode).toBe(403);
    const admin = await f.staffClient(['ROLE_ADMIN'], congress.id);
    expect((await admin.get(`/api/group/${group.id}`)).statusCode).toBe(200);
    expect((await stranger.client.get('/api/group/999999')).statusCode).toBe(404);
  });

  it('names a place: the person gets the place as their own registration and an e-mail; until the names are due', async () => {
    const { congress, rateId } = await congressWithGuestRate();
    const { payer, group } = await bookGroup(congress, rateId, 3);
    const [first, second, third] = group.places;
    // Someone with an account: the place becomes theirs.
    const ana = await payerClient();
    const named = await payer.client.put(`/api/group/${group.id}/place/${first?.participationId}`, {
      firstName: 'Ana',
      lastName: 'Sousa',
      email: ana.email,
    });
    expect(named.statusCode, named.body).toBe(200);
    expect((named.json() as TGroup).places[0]?.person).toEqual({
      firstName: 'Ana',
      lastName: 'Sousa',
      email: ana.email,
    });
    const mine = await ana.client.get(`/api/participation/mine/congress/${congress.slug}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({
      id: first?.participationId,
      group: { id: group.id, reference: group.reference, billingName: 'Hotel Aurora Ltd', isPayer: false },
    });
    const toAna = (await outboxOf(t.database.db, congress.id)).filter((m) => m.toAddress === ana.email);
    expect(toAna.map((m) => m.subject)).toEqual([`You are registered for ${'Payments Congress 2027'}`]);
    expect(toAna[0]?.text).toContain('Hotel Aurora Ltd registered you');
    expect(toAna[0]?.text).not.toContain('Choose your password');

    // Someone new: an account is made, with a link to choose a password.
    const newcomer = `bruno-${group.id}@payments.test`;
    const invited = await payer.client.put(`/api/group/${group.id}/place/${second?.participationId}`, {
      firstName: 'Bruno',
      lastName: 'Lima',
      email: newcomer,
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const [account] = await t.database.db.select().from(users).where(eq(users.email, newcomer));
    expect(account).toBeDefined();
    const toBruno = (await outboxOf(t.database.db, congress.id)).filter((m) => m.toAddress === newcomer);
    expect(toBruno[0]?.text).toMatch(
      /Choose your password \(link valid 7 days\): http\S+\/reset\/password\/form\/\S+/,
    );

    // One address per person; someone registered already is refused.
    const twice = await payer.client.put(`/api/group/${group.id}/place/${third?.participationId}`, {
      firstName: 'Ana',
      lastName: 'Again',
      email: ana.email.toUpperCase(),
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(GROUP_MESSAGES.emailTwice);
    const registered = await f.participationWithOwner(congress);
    const [owner] = await t.database.db
      .select({ email: users.email })
      .from(participations)
      .innerJoin(participants, eq(participants.id, participations.mainParticipantId))
      .innerJoin(users, eq(users.id, participants.userId))
      .where(eq(participations.id, registered.participationId));
    const taken = await payer.client.put(`/api/group/${group.id}/place/${third?.participationId}`, {
      firstName: 'Claire',
      lastName: 'Taken',
      email: owner?.email,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(GROUP_MESSAGES.alreadyRegistered);

    // After the day the congress set, names are closed.
    await t.database.db
      .update(congresses)
      .set({ groupNamesDueOn: '2020-01-01' })
      .where(eq(congresses.id, congress.id));
    const late = await payer.client.put(`/api/group/${group.id}/place/${third?.participationId}`, {
      firstName: 'Late',
      lastName: 'Comer',
      email: `late-${group.id}@payments.test`,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(GROUP_MESSAGES.namesClosed);
    expect((await groupOf(payer.client, group.id)).canName).toBe(false);
  });

  it('one transfer for the group: one reference, one proforma listing every place, matched by one statement line', async () => {
    const { congress, rateId } = await congressWithGuestRate();
    const { payer, group } = await bookGroup(congress, rateId, 3);
    const chosen = await payer.client.post(`/api/group/${group.id}/bank-transfer`);
    expect(chosen.statusCode, chosen.body).toBe(200);
    const view = chosen.json() as TGroup;
    expect(view.transfer).toMatchObject({ reference: group.reference, amountCents: 90000 });
    expect(view.holdExpiresAt).toBeNull();
    expect(view.places.map((p) => p.paymentState)).toEqual([
      'awaiting_transfer',
      'awaiting_transfer',
      'awaiting_transfer',
    ]);
    for (const place of view.places) {
      const [transfer] = await paymentsOf(t.database.db, place.participationId);
      expect(transfer).toMatchObject({
        status: 'pending',
        amountCents: 30000,
        reference: `${group.reference}-${place.place}`,
      });
      expect((await registrationsOf(t.database.db, place.participationId))[0]?.statusRegistration).toBe(
        'confirmed',
      );
    }
    // Chosen twice, asked once.
    expect((await payer.client.post(`/api/group/${group.id}/bank-transfer`)).statusCode).toBe(200);
    const transferMails = (await outboxOf(t.database.db, congress.id)).filter(
      (m) => m.toAddress === payer.email && m.purpose === 'bank-transfer',
    );
    expect(transferMails).toHaveLength(1);
    expect(transferMails[0]?.text).toContain(group.reference);
    expect(transferMails[0]?.attachments).toHaveLength(1);

    const proforma = await payer.client.get(`/api/group/${group.id}/proforma`);
    expect(proforma.statusCode).toBe(200);
    const text = await pdfText(proforma.rawPayload);
    expect(text).toContain(group.reference);
    expect(text).toContain('Hotel Aurora Ltd');
    expect(text.match(/Registration fee, Place \d Hotel Aurora Ltd/g)).toHaveLength(3);
    expect(text).toContain(`For ${group.reference}`);
    expect(text).toMatch(/900[.,]00/);

    // The bank line quotes the group's reference once, for the whole amount.
    const admin = await f.staffClient(['ROLE_ADMIN'], congress.id);
    const csv = Buffer.from(
      `Date,Description,Payer,Credit,Debit,Bank reference\n${f.today()},${group.reference},Hotel Aurora Ltd,900.00,,BK-1\n`,
    );
    const imported = await admin.request({
      method: 'POST',
      url: `/api/payments-desk/congress/${congress.slug}/statements`,
      ...statementUpload('bank.csv', csv, { mapping: JSON.stringify(ENGLISH_CSV_MAPPING) }),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ matched: 1, unmatched: 0 });
    const statement = await admin.get(`/api/payments-desk/statement/${imported.json().statementId}`);
    const line = (
      statement.json() as {
        lines: Array<{ id: number; status: string; proposed: Record<string, unknown>; receipt: string }>;
      }
    ).lines[0];
    expect(line?.status).toBe('matched');
    // The admin reads the group, not its first place: the payer, the one reference, the whole amount.
    expect(line?.proposed).toMatchObject({
      name: 'Hotel Aurora Ltd',
      reference: group.reference,
      transferCents: 90000,
      awaitedCents: 90000,
    });
    const confirmed = await admin.post(
      `/api/payments-desk/statement/${imported.json().statementId}/confirm`,
      {
        lineIds: [line?.id],
      },
    );
    expect(confirmed.json()).toMatchObject({ booked: 1, failures: [] });
    const paid = await groupOf(payer.client, group.id);
    expect(paid.places.map((p) => p.paymentState)).toEqual(['paid', 'paid', 'paid']);
    expect(paid.totals).toMatchObject({ paidCents: 90000, dueCents: 0, awaitingTransferCents: 0 });
    expect(paid.transfer).toBeNull();
    const paidMail = (await outboxOf(t.database.db, congress.id)).filter((m) => m.purpose === 'group-paid');
    expect(paidMail.map((m) => [m.toAddress, m.subject, m.attachments.length])).toEqual([
      [payer.email, `Payment received for group ${group.reference}`, 3],
    ]);
    expect(paidMail[0]?.text).toContain('3 places are paid');
  });

  it('a short transfer pays whole places in order and leaves the rest awaited', async () => {
    const { congress, rateId } = await congressWithGuestRate();
    const { payer, group } = await bookGroup(congress, rateId, 3);
    await payer.client.post(`/api/group/${group.id}/bank-transfer`);
    const admin = await f.staffClient(['ROLE_ADMIN'], congress.id);
    const lead = (await paymentsOf(t.database.db, group.places[0]?.participationId ?? 0))[0];
    const csv = Buffer.from(
      `Date,Description,Payer,Credit,Debit,Bank reference\n${f.today()},${group.reference},Aurora,600.00,,BK-2\n`,
    );
    const imported = await admin.request({
      method: 'POST',
      url: `/api/payments-desk/congress/${congress.slug}/statements`,
      ...statementUpload('short.csv', csv, {
        mapping: JSON.stringify(ENGLISH_CSV_MAPPING),
      }),
    });
    const statement = await admin.get(`/api/payments-desk/statement/${imported.json().statementId}`);
    const line = (
      statement.json() as {
        lines: Array<{ id: number; status: string; proposed: { paymentId: number } | null }>;
      }
    ).lines[0];
    // The amount differs, the reference is the group's: proposed to the group's first transfer.
    expect(line?.proposed?.paymentId).toBe(lead?.id);
    if (line?.status !== 'matched') {
      const resolved = await admin.post(`/api/payments-desk/statement-line/${line?.id}/resolve`, {
        action: 'book',
        paymentId: lead?.id,
      });
      expect(resolved.statusCode, resolved.body).toBe(200);
    } else {
      await admin.post(`/api/payments-desk/statement/${imported.json().statementId}/confirm`, {
        lineIds: [line.id],
      });
    }
    const after = await groupOf(payer.client, group.id);
    expect(after.places.map((p) => p.paymentState)).toEqual(['paid', 'paid', 'awaiting_transfer']);
    expect(after.totals).toMatchObject({ paidCents: 60000, awaitingTransferCents: 30000 });
  });

  it('one card payment for the group: each place paid its share, with its own invoice; a refund goes back to the one intent', async () => {
    const { congress, rateId } = await congressWithGuestRate();
    await t.database.db
      .update(congresses)
      .set({
        cardRefundsNeedApproval: false,
        cancellationPolicy: {
          steps: [{ until: '2099-12-31', feePercent: 0 }],
          afterLastStep: 'closed',
          needsApproval: false,
        },
      })
      .where(eq(congresses.id, congress.id));
    const { payer, group } = await bookGroup(congress, rateId, 3);
    const ana = await payerClient();
    await payer.client.put(`/api/group/${group.id}/place/${group.places[1]?.participationId}`, {
      firstName: 'Ana',
      lastName: 'Sousa',
      email: ana.email,
    });
    const created = await payer.client.post(`/api/group/${group.id}/card`);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ amountCents: 90000, provider: 'offline' });
    // Asked twice, one intent.
    const again = await payer.client.post(`/api/group/${group.id}/card`);
    expect(again.json().clientSecret).toBe(created.json().clientSecret);
    const paid = await payer.client.post('/api/payment/offline/confirm', {
      clientSecret: created.json().clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 1,
      expYear: 2031,
      cvc: '123',
      billingName: 'Hotel Aurora Ltd',
      billingEmail: payer.email,
    });
    expect(paid.json().status).toBe('succeeded');
    const view = await groupOf(payer.client, group.id);
    expect(view.places.map((p) => p.paymentState)).toEqual(['paid', 'paid', 'paid']);
    expect(view.totals).toMatchObject({ paidCents: 90000, dueCents: 0 });
    for (const place of view.places) {
      const charges = (await paymentsOf(t.database.db, place.participationId)).filter(
        (p) => p.kind === 'charge',
      );
      expect(charges.map((p) => [p.method, p.status, p.amountCents])).toEqual([['card', 'confirmed', 30000]]);
      expect((await registrationsOf(t.database.db, place.participationId))[0]?.statusRegistration).toBe(
        'confirmed',
      );
    }
    const paidMail = (await outboxOf(t.database.db, congress.id)).filter((m) => m.purpose === 'group-paid');
    expect(paidMail.map((m) => [m.toAddress, m.attachments.length])).toEqual([[payer.email, 3]]);
    const documents = await ana.client.get(`/api/invoice/documents/${view.places[1]?.participationId}`);
    expect(documents.json().items.map((d: { kind: string }) => d.kind)).toEqual(['invoice']);

    // Ana cancels under the free policy: her share goes back to the group's one intent.
    const quote = await ana.client.get(`/api/participation/${view.places[1]?.participationId}/cancel`);
    const cancelled = await ana.client.post(`/api/participation/${view.places[1]?.participationId}/cancel`, {
      version: quote.json().version,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refunds = (await paymentsOf(t.database.db, view.places[1]?.participationId ?? 0)).filter(
      (p) => p.kind === 'refund',
    );
    expect(refunds.map((p) => [p.status, p.amountCents])).toEqual([['confirmed', 30000]]);
    expect(
      (refunds[0]?.informationsPayment as { providerRefundId?: string } | undefined)?.providerRefundId,
    ).toBeTruthy();
    const after = await groupOf(payer.client, group.id);
    expect(after.places.map((p) => p.paymentState)).toEqual(['paid', 'cancelled', 'paid']);
  });

  it('the payer cancels a place nobody is named on, under the policy; a named place is its person’s', async () => {
    const { congress, rateId } = await congressWithGuestRate();
    await t.database.db
      .update(congresses)
      .set({
        cancellationPolicy: {
          steps: [{ until: '2099-12-31', feePercent: 0 }],
          afterLastStep: 'closed',
          needsApproval: false,
        },
      })
      .where(eq(congresses.id, congress.id));
    const { payer, group } = await bookGroup(congress, rateId, 2);
    const [first, second] = group.places;
    const cancelled = await payer.client.post(
      `/api/group/${group.id}/place/${second?.participationId}/cancel`,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json() as TGroup).places[1]).toMatchObject({
      registrationStatus: 'cancelled',
      paymentState: 'cancelled',
    });
    expect((cancelled.json() as TGroup).totals.dueCents).toBe(30000);

    const ana = await payerClient();
    await payer.client.put(`/api/group/${group.id}/place/${first?.participationId}`, {
      firstName: 'Ana',
      lastName: 'Sousa',
      email: ana.email,
    });
    const refused = await payer.client.post(`/api/group/${group.id}/place/${first?.participationId}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(GROUP_MESSAGES.placeCancelledNamed);
    // The person cancels it themselves, as any participant does.
    expect((await payer.client.get(`/api/participation/${first?.participationId}/cancel`)).statusCode).toBe(
      403,
    );
    expect((await ana.client.get(`/api/participation/${first?.participationId}/cancel`)).statusCode).toBe(
      200,
    );
  });
});
