// The IDOR table's staff half: the demo congress's records, reached by an admin of another
// congress (and a few participant writes on staff records). The participant half is idor-cases.ts.
import type { MatrixIds } from './authorisation-matrix.ts';
import { person } from './fixtures/booking-fixtures.ts';
import { ask, type DeskIds, ELSEWHERE, get, type IdorCase, NOT_HERS } from './idor-case-builders.ts';

export function staffIdorCases(ids: MatrixIds, desk: DeskIds): IdorCase[] {
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
  return [
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
    get("the door's offline pack", '/api/check-in/congress/demo/pack', ELSEWHERE, 'checkIn'),
    get('check-ins at two doors', '/api/check-in/congress/demo/conflicts', ELSEWHERE, 'checkIn'),
    ask('check her in offline', 'POST', '/api/check-in/congress/demo/sync', ELSEWHERE, {
      deviceId: '5d0f6c1e-8a6b-4a53-9f0e-0b3c2f7d9a11',
      entries: [
        {
          id: '9b1c4e1a-2f3d-4c5b-8a6e-7f8091a2b3c4',
          registrationId: r,
          proof: 'AAAAAAAAAAAAAAAAAAAAAA',
          scannedAt: '2026-11-26T08:00:00Z',
        },
      ],
    }),
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
