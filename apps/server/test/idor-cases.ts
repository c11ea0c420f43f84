// The IDOR suite's table: a well-formed request on each record the demo congress holds,
// and who must not reach it. The suite itself (seeding and the run) is src/plugins/idor.test.ts.
import type { MatrixIds, Role } from './authorisation-matrix.ts';
import { person } from './fixtures/booking-fixtures.ts';

/** A well-formed request on a record of the demo congress, and who must not reach that record. */
export type IdorCase = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  outsiders: readonly Role[];
  /** For reads: who does reach it (proves the url names a real record). */
  rightful?: Role;
};

/** People who are not Claire Martin and not staff of the demo congress (decisions 40: nor visualisation). */
const NOT_HERS: readonly Role[] = ['user', 'member', 'viewer', 'adminElsewhere'];
const ELSEWHERE: readonly Role[] = ['adminElsewhere'];

export type DeskIds = {
  transferId: number;
  refundId: number;
  closedCongressId: number;
  memberTypeId: number;
  campaignId: number;
  waitingEntryId: number;
  statementId: number;
  statementLineId: number;
  /** A refused invitation letter of Claire Martin's. */
  letterId: number;
  /** A group Claire Martin pays for, and one of its places (decisions 49). */
  groupId: number;
  groupPlaceId: number;
};

/** The route of the table a request lands on ("METHOD /path/{param}"). */
export function routeOf(routes: readonly string[], method: string, url: string): string | undefined {
  const path = url.split('?')[0] ?? url;
  return routes.find((route) => {
    const [routeMethod, pattern = ''] = route.split(' ');
    const regex = new RegExp(`^${pattern.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return routeMethod === method && regex.test(path);
  });
}

export function idorCases(ids: MatrixIds, desk: DeskIds): IdorCase[] {
  const { congressId: c, participationId: p, registrationId: r, activityId: a } = ids;
  const other = desk.closedCongressId;
  const message = {
    subject: 'Hello',
    body: '<p>Dear {{firstName}}</p>',
    attachments: { rib: false, invoice: false },
    recipients: { kind: 'participations', ids: [p] },
  };
  const activity = { label: 'Night walk', startDate: '2027-06-10', who: ['member'] };
  const hotel = { name: 'Hotel X', address: 'Rua 1', website: 'https://x.test', description: 'X' };
  const rate = {
    hotelId: ids.hotelId,
    label: 'Stolen rate',
    sectionId: null,
    quota: 5,
    roomOption: 'single',
    isOpened: true,
    isEarlyBird: false,
    openDate: null,
    closeDate: null,
    comment: '',
    firstParticipantTypeId: desk.memberTypeId,
    secondParticipantType: null,
    firstParticipantPrice: '100.00',
    secondParticipantPrice: null,
  };
  const get = (name: string, url: string, outsiders: readonly Role[], rightful: Role): IdorCase => ({
    name,
    method: 'GET',
    url,
    outsiders,
    rightful,
  });
  const ask = (
    name: string,
    method: IdorCase['method'],
    url: string,
    outsiders: readonly Role[],
    body?: unknown,
  ): IdorCase => ({ name, method, url, outsiders, ...(body === undefined ? {} : { body }) });
  return [
    // Claire Martin's own records.
    get('her participant', `/api/participant/${ids.participantId}`, NOT_HERS, 'owner'),
    get(
      'her participation',
      `/api/participation/participant/${ids.participantId}/congress/demo`,
      NOT_HERS,
      'owner',
    ),
    get('her payments', `/api/payment/participation/${p}`, NOT_HERS, 'owner'),
    get('her group', `/api/group/${desk.groupId}`, NOT_HERS, 'owner'),
    get('her group proforma', `/api/group/${desk.groupId}/proforma`, NOT_HERS, 'owner'),
    ask(
      'name a place of her group',
      'PUT',
      `/api/group/${desk.groupId}/place/${desk.groupPlaceId}`,
      NOT_HERS,
      {
        firstName: 'Eve',
        lastName: 'Intruder',
        email: 'eve@intruder.test',
      },
    ),
    ask(
      'cancel a place of her group',
      'POST',
      `/api/group/${desk.groupId}/place/${desk.groupPlaceId}/cancel`,
      NOT_HERS,
    ),
    ask('pay for her group by transfer', 'POST', `/api/group/${desk.groupId}/bank-transfer`, NOT_HERS),
    ask('pay for her group by card', 'POST', `/api/group/${desk.groupId}/card`, NOT_HERS),
    // The payer reads her places' documents (decisions 49); nobody else does.
    get('the documents of her group place', `/api/invoice/documents/${desk.groupPlaceId}`, NOT_HERS, 'owner'),
    get('the quote of her group place', `/api/participation/${desk.groupPlaceId}/cancel`, NOT_HERS, 'owner'),
    get('her documents', `/api/invoice/documents/${p}`, NOT_HERS, 'owner'),
    get('her invoice', `/api/invoice/document/${ids.invoiceId}`, NOT_HERS, 'owner'),
    get('her e-invoice', `/api/invoice/document/${ids.invoiceId}/ubl`, NOT_HERS, 'owner'),
    get('her activities', `/api/activity/registration/${r}`, NOT_HERS, 'owner'),
    get('her participation activities', `/api/activity/participation/${p}`, NOT_HERS, 'owner'),
    get('her tickets', `/api/ticket/participation/${p}`, [...NOT_HERS, 'checkIn'], 'owner'),
    get('her ticket PDF', `/api/ticket/participation/${p}/pdf`, [...NOT_HERS, 'checkIn'], 'owner'),
    get('her registration for staff', `/api/admin/participation/${p}`, ELSEWHERE, 'admin'),
    get('her invitation letter', `/api/letters/participation/${p}`, NOT_HERS, 'owner'),
    get('her cancellation quote', `/api/participation/${p}/cancel`, NOT_HERS, 'owner'),
    ask('cancel her registration', 'POST', `/api/participation/${p}/cancel`, NOT_HERS, { version: 1 }),
    ask('decide her cancellation', 'POST', `/api/admin/participation/${p}/cancel-request`, ELSEWHERE, {
      version: 1,
      approve: true,
    }),
    ask('request a letter for her', 'POST', `/api/letters/participation/${p}`, NOT_HERS, {
      language: 'en',
      birthDate: '1980-01-01',
      postalAddress: 'Rua 1',
      passportNumber: 'X1',
      passportCreationDate: '2020-01-01',
      passportExpirationDate: '2030-01-01',
      nationality: 'FR',
    }),
    ask('her letter PDF', 'GET', `/api/letters/${desk.letterId}/pdf`, NOT_HERS),
    ask('approve her letter', 'POST', `/api/letters/${desk.letterId}/approve`, ELSEWHERE),
    ask('refuse her letter', 'POST', `/api/letters/${desk.letterId}/refuse`, ELSEWHERE, { reason: 'No' }),
    get('the letters queue', '/api/letters/congress/demo', ELSEWHERE, 'viewer'),
    get('the letter settings', '/api/letters/congress/demo/settings', ELSEWHERE, 'viewer'),
    ask('letter settings here', 'PUT', '/api/letters/congress/demo/settings', ELSEWHERE, {
      lettersNeedApproval: false,
      version: 1,
    }),
    ask('a signature here', 'POST', '/api/letters/congress/demo/signature', ELSEWHERE, {}),
    ask('update her companion', 'PUT', `/api/participation/update/${p}`, NOT_HERS, {
      accompanyingFirstName: 'Eve',
      accompanyingLastName: 'Intruder',
    }),
    ask('change her travel', 'PUT', `/api/registration/${r}`, NOT_HERS, { arrivalOrigin: 'Nowhere' }),
    ask('add a registration to her participation', 'POST', '/api/registration/create', NOT_HERS, [
      { participation_id: p, participant_id: ids.participantId },
    ]),
    ask('book with her participant', 'POST', '/api/participation/create', NOT_HERS, {
      rateId: ids.rateId,
      participant_id: ids.participantId,
      consent: true,
    }),
    ask('choose her activities', 'PUT', `/api/activity/registration/${r}/choices`, NOT_HERS, {
      activityIds: [],
    }),
    ask('pay for her by card', 'POST', '/api/payment/stripe/create', NOT_HERS, { participation: p }),
    ask('record a payment on hers', 'POST', '/api/payment/create', NOT_HERS, { participation: p }),
    ask('choose a transfer for her', 'POST', '/api/payment/bank-transfer', NOT_HERS, { participation: p }),
    ask('confirm for her', 'POST', '/api/payment/confirm', NOT_HERS, { participation: p }),
    ask('her invoice as a file', 'POST', '/api/export/invoice/invoice', NOT_HERS, { participation: p }),
    ask('send her invoice', 'POST', '/api/invoice/send', NOT_HERS, { participation: p }),
    // The demo congress's records, reached by an admin of another congress.
    get('the list', `/api/participation/congress/demo`, ELSEWHERE, 'admin'),
    get('the filtered list', '/api/participation/congress/demo/all/all/all/all/all', ELSEWHERE, 'viewer'),
    get('the organiser overview', '/api/overview/congress/demo', ELSEWHERE, 'viewer'),
    get('the activities', '/api/activity/congress/demo', ELSEWHERE, 'viewer'),
    get('the door search', '/api/check-in/congress/demo/search?q=Martin', ELSEWHERE, 'checkIn'),
    ask('a ticket at the door here', 'POST', '/api/check-in/congress/demo/lookup', ELSEWHERE, {
      token: '1.AAAAAAAAAAAAAAAAAAAAAA',
    }),
    ask('check her in', 'POST', `/api/check-in/congress/demo/registration/${r}`, ELSEWHERE, {}),
    ask('badges here', 'POST', '/api/check-in/badges', ELSEWHERE, {
      congressSlug: 'demo',
      selection: { kind: 'participations', ids: [p] },
    }),
    ask('who the badges here leave out', 'POST', '/api/check-in/badges/preview', ELSEWHERE, {
      congressSlug: 'demo',
      selection: { kind: 'participations', ids: [p] },
    }),
    get("a rate's waiting list", `/api/waiting-list/admin/rate/${ids.rateId}`, ELSEWHERE, 'admin'),
    get("an activity's waiting list", `/api/waiting-list/admin/activity/${a}`, ELSEWHERE, 'admin'),
    ask('put her on an activity waiting list', 'POST', `/api/waiting-list/activity/${a}/join`, NOT_HERS, {
      registrationId: r,
    }),
    ask(
      'take her off an activity waiting list',
      'DELETE',
      `/api/waiting-list/activity/${a}/registration/${r}`,
      NOT_HERS,
    ),
    ask(
      'reorder a waiting list here',
      'POST',
      `/api/waiting-list/admin/entry/${desk.waitingEntryId}/move`,
      ELSEWHERE,
      {
        direction: 'down',
      },
    ),
    ask(
      'remove from a waiting list here',
      'DELETE',
      `/api/waiting-list/admin/entry/${desk.waitingEntryId}`,
      ELSEWHERE,
    ),
    ask(
      'offer a waiting place here',
      'POST',
      `/api/waiting-list/admin/entry/${desk.waitingEntryId}/offer`,
      ELSEWHERE,
    ),
    get('activity statistics', '/api/activity/stats/congress/demo', ELSEWHERE, 'viewer'),
    get('without a choice', '/api/activity/stats/congress/demo/without-choice', ELSEWHERE, 'viewer'),
    get("an activity's people", `/api/activity/${a}/participants`, ELSEWHERE, 'viewer'),
    get('the activity export', '/api/activity/export/congress/demo', ELSEWHERE, 'admin'),
    get('a template', `/api/template/label/Reminder%20Payment?congressId=${c}`, ELSEWHERE, 'admin'),
    get('the templates', `/api/email/templates/${c}`, ELSEWHERE, 'admin'),
    get('the campaigns', `/api/email/campaigns/${c}`, ELSEWHERE, 'admin'),
    get('a campaign', `/api/email/campaign/${desk.campaignId}?congressId=${c}`, ELSEWHERE, 'admin'),
    // Her congress's campaign, asked under mine: no rightful reader of this url.
    ask(
      'a campaign through my congress',
      'GET',
      `/api/email/campaign/${desk.campaignId}?congressId=${other}`,
      ELSEWHERE,
    ),
    get(
      "a campaign's recipients",
      `/api/email/campaign/${desk.campaignId}/recipients?congressId=${c}`,
      ELSEWHERE,
      'admin',
    ),
    get('the e-mail log', `/api/email/log/${c}`, ELSEWHERE, 'admin'),
    get('the payments desk', '/api/payments-desk/congress/demo', ELSEWHERE, 'admin'),
    get('awaited transfers', '/api/payments-desk/congress/demo/transfers', ELSEWHERE, 'admin'),
    get('refund requests', '/api/payments-desk/congress/demo/refunds', ELSEWHERE, 'admin'),
    get('desk search', '/api/payments-desk/congress/demo/participations?search=Martin', ELSEWHERE, 'admin'),
    get('a member', `/api/participant/memberUserId/${ids.memberUserId}?congress=demo`, ELSEWHERE, 'admin'),
    ask('create a hotel here', 'POST', '/api/hotel/create', ELSEWHERE, { congressId: c, ...hotel }),
    ask('edit a hotel here', 'PUT', `/api/hotel/update/${ids.hotelId}`, ELSEWHERE, {
      congressId: c,
      ...hotel,
    }),
    ask('move a hotel to my congress', 'PUT', `/api/hotel/update/${ids.hotelId}`, ELSEWHERE, {
      congressId: other,
      ...hotel,
    }),
    get("a hotel's pickup", `/api/hotel/${ids.hotelId}/pickup`, ELSEWHERE, 'viewer'),
    ask("release a hotel's rooms", 'POST', `/api/hotel/${ids.hotelId}/pickup/release`, ELSEWHERE, {
      roomTypes: ['single'],
      nights: ['2027-06-09'],
    }),
    get("a hotel's room blocks", `/api/hotel/${ids.hotelId}/room-blocks`, ELSEWHERE, 'viewer'),
    get("a hotel's rooming list", `/api/hotel/${ids.hotelId}/rooming-list`, ELSEWHERE, 'viewer'),
    get("a hotel's rooming list file", `/api/hotel/${ids.hotelId}/rooming-list/xlsx`, ELSEWHERE, 'viewer'),
    get("a hotel's rooming list PDF", `/api/hotel/${ids.hotelId}/rooming-list/pdf`, ELSEWHERE, 'viewer'),
    ask("send a hotel's rooming list", 'POST', `/api/hotel/${ids.hotelId}/rooming-list/send`, ELSEWHERE, {}),
    ask("edit a hotel's room blocks", 'PUT', `/api/hotel/${ids.hotelId}/room-blocks`, ELSEWHERE, {
      version: 'any',
      cells: [],
    }),
    ask('create a rate here', 'POST', '/api/rate/create', ELSEWHERE, { congressId: c, ...rate }),
    ask('edit a rate here', 'PUT', `/api/rate/${ids.rateId}`, ELSEWHERE, {
      congressId: c,
      ...rate,
      version: 1,
    }),
    ask('move a rate to my congress', 'PUT', `/api/rate/${ids.rateId}`, ELSEWHERE, {
      congressId: other,
      ...rate,
      version: 1,
    }),
    ask('close a rate', 'PUT', `/api/rate/${ids.rateId}/toggle`, ELSEWHERE, { version: 1 }),
    ask('bulk status', 'POST', '/api/participation/bulk/status', ELSEWHERE, {
      congressSlug: 'demo',
      status: 'cancelled',
      selection: { kind: 'participations', ids: [p] },
    }),
    ask('manage her registration', 'PUT', `/api/admin/participation/${p}`, ELSEWHERE, {
      rateId: ids.rateId,
      statusRegistration: 'cancelled',
      main: person('Claire'),
      version: 1,
    }),
    get('the room-mate queue', '/api/room-mates/congress/demo', ELSEWHERE, 'admin'),
    ask('pair her room-mate', 'POST', '/api/room-mates/pair', ELSEWHERE, {
      first: { participationId: p, version: 1 },
      second: { participationId: p, version: 1 },
    }),
    ask('release her room-mate', 'POST', `/api/room-mates/${p}/release`, ELSEWHERE, { version: 1 }),
    ask('add a registration here', 'POST', '/api/admin/participation', ELSEWHERE, {
      congressSlug: 'demo',
      rateId: ids.rateId,
      statusRegistration: 'confirmed',
      main: person('Mallory'),
    }),
    ask('open an activity', 'PUT', `/api/activity/${a}/congress/${c}`, ELSEWHERE, {
      isOpen: false,
      version: 1,
    }),
    ask('an activity through my congress', 'PUT', `/api/activity/${a}/congress/${other}`, ELSEWHERE, {
      isOpen: false,
      version: 1,
    }),
    ask('open all activities', 'PUT', `/api/activity/congress/${c}/open`, ELSEWHERE, { isOpen: false }),
    ask('create an activity here', 'POST', '/api/activity/create', ELSEWHERE, {
      congressId: c,
      ...activity,
    }),
    ask('edit an activity', 'PUT', `/api/activity/${a}`, ELSEWHERE, { ...activity, version: 1 }),
    ask('delete an activity', 'DELETE', `/api/activity/${a}`, ELSEWHERE),
    ask('edit a template', 'PUT', '/api/email/template/Reminder%20Payment', ELSEWHERE, {
      congressId: c,
      subject: 'x',
      body: '<p>x</p>',
    }),
    ask('edit the invoice template', 'POST', '/api/email/template/edit/invoice', ELSEWHERE, {
      congressId: c,
      subject: 'x',
      body: '<p>x</p>',
    }),
    ask('send e-mail here', 'POST', '/api/email/send', ELSEWHERE, { congressId: c, ...message }),
    ask('list recipients here', 'POST', '/api/email/recipients', ELSEWHERE, {
      congressId: c,
      recipients: message.recipients,
    }),
    ask('preview her e-mail here', 'POST', '/api/email/preview', ELSEWHERE, { congressId: c, ...message }),
    ask('preview her e-mail from my congress', 'POST', '/api/email/preview', ELSEWHERE, {
      congressId: other,
      ...message,
      participationId: p,
    }),
    ask('test e-mail with her data', 'POST', '/api/email/test', ELSEWHERE, {
      congressId: c,
      ...message,
      participationId: p,
    }),
    ask('export here', 'POST', '/api/export/all', ELSEWHERE, { congressId: c }),
    ask('a transfer received', 'POST', `/api/payments-desk/transfer/${desk.transferId}/received`, ELSEWHERE, {
      amount: '1.00',
      receivedOn: new Date().toISOString().slice(0, 10),
    }),
    ask('bulk transfers', 'POST', '/api/payments-desk/bulk/transfers-received', ELSEWHERE, {
      congressSlug: 'demo',
      selection: { kind: 'participations', ids: [p] },
      receivedOn: new Date().toISOString().slice(0, 10),
    }),
    ask('approve a refund', 'POST', `/api/payments-desk/refund/${desk.refundId}/approve`, ELSEWHERE),
    ask('refuse a refund', 'POST', `/api/payments-desk/refund/${desk.refundId}/refuse`, ELSEWHERE, {
      reason: 'The congress keeps the deposit.',
    }),
    ask('a manual payment', 'POST', `/api/payments-desk/participation/${p}/manual-payment`, ELSEWHERE, {
      amount: '1.00',
      receivedOn: new Date().toISOString().slice(0, 10),
    }),
    get('a refund offer', `/api/payments-desk/participation/${p}/refund`, ELSEWHERE, 'admin'),
    ask('a staff refund', 'POST', `/api/payments-desk/participation/${p}/refund`, ELSEWHERE, {
      method: 'cash',
      amountCents: 100,
    }),
    get('bank statements', '/api/payments-desk/congress/demo/statements', ELSEWHERE, 'admin'),
    get('a bank statement', `/api/payments-desk/statement/${desk.statementId}`, ELSEWHERE, 'admin'),
    ask('import a statement here', 'POST', '/api/payments-desk/congress/demo/statements', ELSEWHERE, {}),
    ask(
      'preview a CSV here',
      'POST',
      '/api/payments-desk/congress/demo/statements/csv-preview',
      ELSEWHERE,
      {},
    ),
    ask(
      'confirm statement lines',
      'POST',
      `/api/payments-desk/statement/${desk.statementId}/confirm`,
      ELSEWHERE,
      { lineIds: [desk.statementLineId] },
    ),
    ask(
      'resolve a statement line',
      'POST',
      `/api/payments-desk/statement-line/${desk.statementLineId}/resolve`,
      ELSEWHERE,
      { action: 'ignore' },
    ),
  ];
}
