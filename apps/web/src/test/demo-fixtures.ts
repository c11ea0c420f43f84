import type { TCurrentUser, TSessionResponse } from '@congress/domain/contracts/auth';
import type { TCongress, TParticipantType } from '@congress/domain/contracts/congress';

export const demoCongress: TCongress = {
  id: 1,
  slug: 'demo',
  label: 'Demo Congress 2027',
  is_open: true,
  informationEmail: 'info@demo-congress.test',
  adressCity: 'Lisbon',
  memberChoosesHotel: true,
  timeZone: 'Europe/Lisbon',
  privacyText: null,
  holdMinutes: 30,
  options: {
    description: 'The yearly congress',
    image: '/api/files/1',
    information: 'Lisbon, June 2027',
    website: 'https://congress.test',
    stripe_public_key: null,
    currency: 'EUR',
  },
  bankDetails: {
    accountHolder: 'Demo Association of Hotel Concierges',
    bankName: 'Banco Demo de Lisboa',
    iban: 'PT50 0002 0123 1234 5678 9015 4',
    bic: 'BDEMPTPL',
    bankAddress: 'Avenida da Liberdade 1, 1250-096 Lisboa',
  },
};

export const demoParticipantTypes: TParticipantType[] = [
  { id: 1, slug: 'member', label: 'member', isMember: true },
  { id: 2, slug: 'guest-speakers', label: 'guest speakers', isMember: false },
];

export const memberUser: TCurrentUser = {
  id: 11,
  kind: 'member',
  email: 'member@demo.test',
  roles: ['ROLE_MEMBER'],
  is_activated: true,
  congressId: 1,
  congressIds: [1],
  firstName: 'Marie',
  participants: [],
};

export const superAdminUser: TCurrentUser = {
  id: 1,
  kind: 'user',
  email: 'superadmin@demo.test',
  roles: ['ROLE_SUPER_ADMIN'],
  is_activated: true,
  congressId: 1,
  congressIds: [],
  firstName: null,
  participants: [],
};

export const sessionOf = (user: TCurrentUser): TSessionResponse => ({
  user,
  accessExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
});
