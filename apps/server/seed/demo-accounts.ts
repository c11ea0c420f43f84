import type { Database, Transaction } from '../src/db/database.ts';
import { createAuthService } from '../src/modules/auth/auth.service.ts';
import { insertParticipantUser } from '../src/modules/users/users.service.ts';
import { memberUsers, userCongresses, users } from '../src/db/schema/index.ts';
import type { DemoCongress } from './demo-congress.ts';

export const DEMO_PASSWORD = 'Demo!2345';

/** Hashed once and shared by every demo account: argon2 costs tens of milliseconds per hash. */
export const hashDemoPassword = (db: Database) =>
  createAuthService({ db, accountWrites: { insertUser: insertParticipantUser } }).hashPassword(DEMO_PASSWORD);

export const DEMO_USERS = [
  { email: 'superadmin@demo.test', role: 'ROLE_SUPER_ADMIN' },
  { email: 'admin@demo.test', role: 'ROLE_ADMIN' },
  { email: 'viewer@demo.test', role: 'ROLE_VISUALISATION' },
  { email: 'user@demo.test', role: 'ROLE_USER' },
  { email: 'registered@demo.test', role: 'ROLE_USER' },
  { email: 'cancelled@demo.test', role: 'ROLE_USER' },
  { email: 'switched@demo.test', role: 'ROLE_USER' },
] as const;

type Section = keyof DemoCongress['sectionIds'];
export const DEMO_MEMBERS: {
  email: string;
  numMember: string;
  firstname: string;
  name: string;
  section: Section;
  workingHotel: string;
}[] = [
  {
    email: 'member@demo.test',
    numMember: 'M-1001',
    firstname: 'Julien',
    name: 'Moreau',
    section: 'france',
    workingHotel: 'Hotel Lutetia',
  },
  {
    email: 'member2@demo.test',
    numMember: 'M-1002',
    firstname: 'Ana',
    name: 'Silva',
    section: 'portugal',
    workingHotel: 'Tivoli Lisboa',
  },
  {
    email: 'member3@demo.test',
    numMember: 'M-1003',
    firstname: 'Haruto',
    name: 'Sato',
    section: 'japan',
    workingHotel: 'Park Hyatt Tokyo',
  },
  {
    email: 'member4@demo.test',
    numMember: 'M-1004',
    firstname: 'Camille',
    name: 'Dubois',
    section: 'france',
    workingHotel: 'Le Bristol',
  },
  {
    email: 'member5@demo.test',
    numMember: 'M-1005',
    firstname: 'João',
    name: 'Pereira',
    section: 'portugal',
    workingHotel: 'Pestana Palace',
  },
  {
    email: 'member6@demo.test',
    numMember: 'M-1006',
    firstname: 'Kenji',
    name: 'Tanaka',
    section: 'japan',
    workingHotel: 'Mandarin Oriental',
  },
  {
    email: 'member7@demo.test',
    numMember: 'M-1007',
    firstname: 'Léa',
    name: 'Fontaine',
    section: 'france',
    workingHotel: 'Hôtel de Crillon',
  },
  {
    email: 'member8@demo.test',
    numMember: 'M-1008',
    firstname: 'Rita',
    name: 'Almeida',
    section: 'portugal',
    workingHotel: 'Bairro Alto Hotel',
  },
  {
    email: 'member9@demo.test',
    numMember: 'M-1009',
    firstname: 'Sora',
    name: 'Kimura',
    section: 'japan',
    workingHotel: 'Hotel Okura',
  },
];

const STAFF_ROLES: readonly string[] = ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_VISUALISATION'];

/** Users (staff and participants) created for the demo congress, and the member book. */
export async function insertDemoAccounts(tx: Transaction, demo: DemoCongress, passwordHash: string) {
  const inserted = await tx
    .insert(users)
    .values(
      DEMO_USERS.map((u) => ({ email: u.email, passwordHash, roles: [u.role], congressId: demo.congressId })),
    )
    .returning({ id: users.id, roles: users.roles });
  // Staff roles reach only the congresses they are granted (decisions 1).
  const staff = inserted.filter((u) => u.roles.some((role) => STAFF_ROLES.includes(role)));
  await tx.insert(userCongresses).values(staff.map((u) => ({ userId: u.id, congressId: demo.congressId })));
  await tx.insert(memberUsers).values(
    DEMO_MEMBERS.map(({ section, ...member }) => ({
      ...member,
      sectionId: demo.sectionIds[section],
      passwordHash,
    })),
  );
}
