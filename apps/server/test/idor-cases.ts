// The IDOR suite's table: a well-formed request on each record the demo congress holds,
// and who must not reach it. The suite itself (seeding and the run) is src/plugins/idor.test.ts.
import type { MatrixIds } from './authorisation-matrix.ts';
import { ask, type DeskIds, ELSEWHERE, get, type IdorCase, NOT_HERS } from './idor-case-builders.ts';
import { staffIdorCases } from './idor-staff-cases.ts';

export type { DeskIds, IdorCase } from './idor-case-builders.ts';

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
  const { participationId: p, registrationId: r } = ids;
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
    ...staffIdorCases(ids, desk),
  ];
}
