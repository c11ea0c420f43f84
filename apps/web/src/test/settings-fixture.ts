import type { TCongressSettings } from '@congress/domain/contracts/congress-settings';
import { afterEach, beforeEach, vi } from 'vitest';
import { demoCongress, sessionOf, superAdminUser } from './demo-fixtures.ts';
import { createFakeFetch, type FakeRequest, jsonResponse } from './fake-fetch.ts';

/** The demo congress's settings as the server answers them: the settings screens' tests start here. */
export const storedSettings: TCongressSettings = {
  id: 1,
  version: 3,
  label: 'Demo Congress 2027',
  slug: 'demo',
  isOpen: true,
  description: 'An international congress.',
  information: null,
  website: null,
  currency: 'EUR',
  stripePublicKey: null,
  memberChoosesHotel: false,
  holdMinutes: 30,
  waitingListOfferHours: 24,
  timeZone: 'Europe/Lisbon',
  vatRates: {
    registration: { rate: '0.00', exemption: null, exemptionCode: null },
    accommodation: { rate: '0.00', exemption: null, exemptionCode: null },
    companion: { rate: '0.00', exemption: null, exemptionCode: null },
    extra_night: { rate: '0.00', exemption: null, exemptionCode: null },
  },
  cardRefundsNeedApproval: true,
  privacyText: 'We keep your data safe.',
  informationEmail: null,
  city: null,
  issuerName: null,
  issuerAddress: null,
  issuerVatNumber: null,
  issuerPostcode: null,
  issuerCity: null,
  issuerCountry: null,
  bankAccountHolder: null,
  bankIban: null,
  bankBic: null,
  startsOn: null,
  endsOn: null,
  participantTypes: [{ id: 1, slug: 'member', label: 'member', isMember: true }],
  badgeLayout: 'a6',
  brandColor: '#1f4e79',
  logoUrl: null,
  ribUrl: null,
  ribContentType: null,
  personalDataPurgedAt: null,
  defaultLanguage: 'en',
  translations: { pt: { description: 'Um congresso internacional.' } },
};

/**
 * The server the congress settings screen talks to, stubbed as fetch around each test of the file:
 * the demo congress, a super admin, `settings` (change it in a test before rendering); every PUT is
 * kept in `saved`.
 */
export function settingsScreenServer(initial: TCongressSettings = storedSettings) {
  const state = { settings: initial, saved: [] as FakeRequest[] };
  const fake = () =>
    createFakeFetch((request: FakeRequest) => {
      const path = request.url.split('?')[0] ?? '';
      switch (`${request.method} ${path}`) {
        case 'GET /api/congress/slug/demo':
          return jsonResponse(200, demoCongress);
        case 'GET /api/congress/all':
          return jsonResponse(200, [{ id: 1, slug: 'demo', label: 'Demo Congress 2027', is_open: true }]);
        case 'GET /api/user/':
          return jsonResponse(200, sessionOf(superAdminUser));
        case 'GET /api/congress/slug/demo/settings':
          return jsonResponse(200, state.settings);
        case 'PUT /api/congress/1/settings':
          state.saved.push(request);
          return jsonResponse(200, { ...state.settings, version: 4 });
        default:
          return jsonResponse(404, { message: 'Not found' });
      }
    });
  beforeEach(() => {
    state.saved = [];
    state.settings = initial;
    localStorage.clear();
    // jsdom has no FontFaceSet; the brand colour preview waits on it.
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
      configurable: true,
    });
    vi.stubGlobal('fetch', fake().fetch);
  });
  afterEach(() => vi.unstubAllGlobals());
  return state;
}
