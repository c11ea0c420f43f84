import type { TBookingPerson } from '@congress/domain/contracts/booking';

/** The fictional people of the demo congress, with complete personal and travel forms (spec 5). */
type Person = {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  nationality: string;
  city: string;
  address: string;
  passport: string;
  goodies?: string[];
  /** Where the participant flies in from and back to. */
  from: string;
  flight: [string, string];
};

/** Complete personal and travel forms (spec 5) for a fictional person; arrivals the day before. */
export function demoPerson(p: Person, extra: Partial<TBookingPerson> = {}): TBookingPerson {
  return {
    title: p.title,
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: p.phone,
    country: p.country,
    billingInformation: `${p.firstName} ${p.lastName}, ${p.address}, ${p.city}, ${p.country}`,
    goodies: p.goodies ?? ['M'],
    passportNumber: p.passport,
    passportCreationDate: '2021-03-15',
    passportExpirationDate: '2031-03-14',
    passportIssuancePlace: p.city,
    nationality: p.nationality,
    arrivalDate: '2027-06-09',
    arrivalTime: '14:30',
    arrivalOrigin: p.from,
    arrivalTransportNumber: p.flight[0],
    departureDate: '2027-06-13',
    departureTime: '11:45',
    departureDestination: p.from,
    departureTransportNumber: p.flight[1],
    ...extra,
  } as TBookingPerson;
}

/** Her hotel pays for her (decisions 45): the invoices are made out to it, with its VAT ID. */
export const CLAIRE = demoPerson(
  {
    title: 'Ms',
    firstName: 'Claire',
    lastName: 'Martin',
    email: 'registered@demo.test',
    phone: '+33 6 12 34 56 78',
    country: 'France',
    nationality: 'French',
    city: 'Lyon',
    address: '12 rue de la République',
    passport: 'FR1234567',
    from: 'Lyon',
    flight: ['TP 471', 'TP 472'],
  },
  {
    billingCompanyName: 'Hôtel Bellecour SAS',
    billingCompanyAddress: '3 place Bellecour',
    billingCompanyPostcode: '69002',
    billingCompanyCity: 'Lyon',
    billingCompanyCountry: 'FR',
    billingCompanyVatId: 'FR40303265045',
  },
);
export const PAUL = demoPerson({
  title: 'Mr',
  firstName: 'Paul',
  lastName: 'Girard',
  email: 'cancelled@demo.test',
  phone: '+33 6 98 76 54 32',
  country: 'France',
  nationality: 'French',
  city: 'Bordeaux',
  address: '4 cours de l’Intendance',
  passport: 'FR7654321',
  goodies: ['L'],
  from: 'Bordeaux',
  flight: ['TP 481', 'TP 482'],
});

export const INES = demoPerson({
  title: 'Ms',
  firstName: 'Inès',
  lastName: 'Laurent',
  email: 'switched@demo.test',
  phone: '+32 470 12 34 56',
  country: 'Belgium',
  nationality: 'Belgian',
  city: 'Brussels',
  address: 'Rue Royale 45',
  passport: 'BE3456712',
  from: 'Brussels',
  flight: ['SN 3815', 'SN 3816'],
});

const MEMBER_PEOPLE: Record<string, Person> = {
  'M-1002': {
    title: 'Ms',
    firstName: 'Ana',
    lastName: 'Silva',
    email: 'member2@demo.test',
    phone: '+351 912 345 678',
    country: 'Portugal',
    nationality: 'Portuguese',
    city: 'Porto',
    address: 'Rua de Santa Catarina 210',
    passport: 'PT2345678',
    goodies: ['S'],
    from: 'Porto',
    flight: ['TP 1941', 'TP 1942'],
  },
  'M-1003': {
    title: 'Mr',
    firstName: 'Haruto',
    lastName: 'Sato',
    email: 'member3@demo.test',
    phone: '+81 90 1234 5678',
    country: 'Japan',
    nationality: 'Japanese',
    city: 'Tokyo',
    address: '3-7-1 Nishi-Shinjuku, Shinjuku-ku',
    passport: 'TK3456789',
    from: 'Tokyo',
    flight: ['LH 717', 'LH 716'],
  },
  'M-1004': {
    title: 'Ms',
    firstName: 'Camille',
    lastName: 'Dubois',
    email: 'member4@demo.test',
    phone: '+33 6 22 33 44 55',
    country: 'France',
    nationality: 'French',
    city: 'Paris',
    address: '112 rue du Faubourg Saint-Honoré',
    passport: 'FR4567890',
    goodies: ['S'],
    from: 'Paris',
    flight: ['AF 1024', 'AF 1025'],
  },
  'M-1005': {
    title: 'Mr',
    firstName: 'João',
    lastName: 'Pereira',
    email: 'member5@demo.test',
    phone: '+351 934 567 890',
    country: 'Portugal',
    nationality: 'Portuguese',
    city: 'Lisboa',
    address: 'Rua Jau 54',
    passport: 'PT5678901',
    goodies: ['L'],
    from: 'Faro',
    flight: ['TP 1900', 'TP 1903'],
  },
  'M-1006': {
    title: 'Mr',
    firstName: 'Kenji',
    lastName: 'Tanaka',
    email: 'member6@demo.test',
    phone: '+81 80 9876 5432',
    country: 'Japan',
    nationality: 'Japanese',
    city: 'Tokyo',
    address: '2-1-1 Nihonbashi Muromachi, Chuo-ku',
    passport: 'TK6789012',
    from: 'Tokyo',
    flight: ['LH 717', 'LH 716'],
  },
  'M-1007': {
    title: 'Ms',
    firstName: 'Léa',
    lastName: 'Fontaine',
    email: 'member7@demo.test',
    phone: '+33 6 45 67 89 01',
    country: 'France',
    nationality: 'French',
    city: 'Nice',
    address: '8 promenade des Anglais',
    passport: 'FR8901234',
    from: 'Nice',
    flight: ['TP 433', 'TP 434'],
  },
  'M-1008': {
    title: 'Ms',
    firstName: 'Rita',
    lastName: 'Almeida',
    email: 'member8@demo.test',
    phone: '+351 961 234 567',
    country: 'Portugal',
    nationality: 'Portuguese',
    city: 'Coimbra',
    address: 'Rua Ferreira Borges 77',
    passport: 'PT8901234',
    from: 'Porto',
    flight: ['TP 1945', 'TP 1946'],
  },
  'M-1009': {
    title: 'Mr',
    firstName: 'Sora',
    lastName: 'Kimura',
    email: 'member9@demo.test',
    phone: '+81 90 5555 6666',
    country: 'Japan',
    nationality: 'Japanese',
    city: 'Osaka',
    address: '1-1 Umeda, Kita-ku',
    passport: 'TK9012345',
    from: 'Osaka',
    flight: ['LH 741', 'LH 740'],
  },
};

/** Léa Fontaine's companion in the change she has started and not completed. */
export const MARC = demoPerson({
  title: 'Mr',
  firstName: 'Marc',
  lastName: 'Fontaine',
  email: 'marc.fontaine@demo.test',
  phone: '+33 6 45 67 89 02',
  country: 'France',
  nationality: 'French',
  city: 'Nice',
  address: '8 promenade des Anglais',
  passport: 'FR8901235',
  from: 'Nice',
  flight: ['TP 433', 'TP 434'],
});

export const YUKI = demoPerson(
  {
    title: 'Ms',
    firstName: 'Yuki',
    lastName: 'Tanaka',
    email: 'yuki.tanaka@demo.test',
    phone: '+81 80 1111 2222',
    country: 'Japan',
    nationality: 'Japanese',
    city: 'Tokyo',
    address: '2-1-1 Nihonbashi Muromachi, Chuo-ku',
    passport: 'TK7890123',
    goodies: ['S'],
    from: 'Tokyo',
    flight: ['LH 717', 'LH 716'],
  },
  { comment: 'Vegetarian meals, please.' },
);

export const memberPerson = (numMember: string) => {
  const person = MEMBER_PEOPLE[numMember];
  if (!person) throw new Error(`seed: no person for ${numMember}`);
  return demoPerson(person);
};
