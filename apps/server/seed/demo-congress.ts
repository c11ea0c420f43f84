import type { Transaction } from '../src/db/database.ts';
import { congresses, hotels, participantTypes, sections } from '../src/db/schema/index.ts';
import type { DemoAssets } from './demo-assets.ts';

export const DEMO_SLUG = 'demo';
export const CLOSED_DEMO_SLUG = 'closed-demo';

/** Label -> slug -> member type, in the order the screens list them (demo-data.md). */
export const DEMO_PARTICIPANT_TYPES = [
  { slug: 'member', label: 'member', isMember: true },
  { slug: 'activ-member', label: 'activ Member', isMember: true },
  { slug: 'retired-member', label: 'retired Member', isMember: true },
  { slug: 'affiliate-partners', label: 'affiliate / partners', isMember: false },
  { slug: 'guest-speakers', label: 'guest speakers', isMember: false },
] as const;
export type DemoTypeSlug = (typeof DEMO_PARTICIPANT_TYPES)[number]['slug'];

export type DemoCongress = {
  congressId: number;
  typeIds: Record<DemoTypeSlug, number>;
  hotelIds: { grand: number; harbour: number; rio: number };
  sectionIds: { france: number; portugal: number; japan: number };
};

const PRIVACY_TEXT =
  'The Demo Association of Hotel Concierges processes your personal data to manage your registration, ' +
  'accommodation, payments and invoices for Demo Congress 2027. It is shared with the hotels of your ' +
  'booking only, kept for the legal accounting period and never sold. Write to info@demo-congress.test ' +
  'to access, correct or erase your data.';

/** The demo congress's texts for participants in French and Portuguese. */
const TRANSLATIONS = {
  fr: {
    description: 'Le 60e congrès international de la Demo Association of Hotel Concierges',
    information:
      'Lisbonne, du 10 au 12 juin 2027. Les chambres sont réservées avec votre inscription ; les activités ' +
      'peuvent être choisies une fois votre inscription payée.',
    privacyText:
      'La Demo Association of Hotel Concierges traite vos données personnelles pour gérer votre inscription, ' +
      'votre hébergement, vos paiements et vos factures pour le Demo Congress 2027. Elles ne sont partagées ' +
      'qu’avec les hôtels de votre réservation, conservées pendant la durée comptable légale et jamais vendues. ' +
      'Écrivez à info@demo-congress.test pour y accéder, les corriger ou les effacer.',
  },
  pt: {
    description: 'O 60.º congresso internacional da Demo Association of Hotel Concierges',
    information:
      'Lisboa, de 10 a 12 de junho de 2027. Os quartos são reservados com a sua inscrição; as atividades ' +
      'podem ser escolhidas depois de a inscrição estar paga.',
    privacyText:
      'A Demo Association of Hotel Concierges trata os seus dados pessoais para gerir a sua inscrição, ' +
      'o alojamento, os pagamentos e as faturas do Demo Congress 2027. São partilhados apenas com os hotéis ' +
      'da sua reserva, conservados durante o prazo contabilístico legal e nunca vendidos. Escreva para ' +
      'info@demo-congress.test para aceder aos seus dados, corrigi-los ou apagá-los.',
  },
};

/**
 * VAT as in Portugal (decisions 45): admission to a congress at the standard 23 %, hotel
 * accommodation at the reduced 6 %, the companion's programme at 23 %.
 */
const DEMO_VAT_RATES = {
  registration: { rate: '23.00', exemption: null, exemptionCode: null },
  accommodation: { rate: '6.00', exemption: null, exemptionCode: null },
  companion: { rate: '23.00', exemption: null, exemptionCode: null },
  extra_night: { rate: '6.00', exemption: null, exemptionCode: null },
} as const;

async function insertCongresses(tx: Transaction, assets: DemoAssets) {
  const [demo] = await tx
    .insert(congresses)
    .values({
      slug: DEMO_SLUG,
      label: 'Demo Congress 2027',
      isOpen: true,
      informationEmail: 'info@demo-congress.test',
      addressCity: 'Lisbon',
      description: 'The 60th international congress of the Demo Association of Hotel Concierges',
      information:
        'Lisbon, 10 to 12 June 2027. Rooms are booked with your registration; activities can be chosen ' +
        'once your registration is paid.',
      website: 'https://www.demo-congress.test',
      logoFileId: assets.logoFileId,
      currency: 'EUR',
      memberChoosesHotel: true,
      holdMinutes: 30,
      timeZone: 'Europe/Lisbon',
      startsOn: '2027-06-10',
      endsOn: '2027-06-12',
      vatRates: DEMO_VAT_RATES,
      cardRefundsNeedApproval: true,
      privacyText: PRIVACY_TEXT,
      defaultLanguage: 'en',
      translations: TRANSLATIONS,
      issuerName: 'Demo Association of Hotel Concierges',
      issuerAddress: 'Rua Augusta 100',
      issuerPostcode: '1100-053',
      issuerCity: 'Lisboa',
      issuerCountry: 'PT',
      issuerVatNumber: 'PT509999990',
      venue: 'Centro de Congressos de Lisboa',
      lettersNeedApproval: true,
      letterSignatoryName: 'Maria Santos',
      letterSignatoryTitle: 'President of the Demo Association of Hotel Concierges',
      // One set of bank details, printed as text everywhere (decisions 35); no image of them.
      bankAccountHolder: 'Demo Association of Hotel Concierges',
      bankName: 'Banco Demo de Lisboa',
      bankIban: 'PT50000201231234567890154',
      bankBic: 'BDEMPTPL',
      bankAddress: 'Avenida da Liberdade 1, 1250-096 Lisboa, Portugal',
    })
    .returning({ id: congresses.id });
  if (!demo) throw new Error('demo congress was not stored');
  await tx.insert(congresses).values({
    slug: CLOSED_DEMO_SLUG,
    label: 'Closed Congress 2025',
    isOpen: false,
    informationEmail: 'info@demo-congress.test',
    addressCity: 'Porto',
    description: 'The 58th international congress of the Demo Association of Hotel Concierges',
    logoFileId: assets.logoFileId,
    currency: 'EUR',
  });
  return demo.id;
}

export async function insertDemoCongress(tx: Transaction, assets: DemoAssets): Promise<DemoCongress> {
  const congressId = await insertCongresses(tx, assets);
  const types = await tx
    .insert(participantTypes)
    .values(DEMO_PARTICIPANT_TYPES.map((type, position) => ({ ...type, congressId, position })))
    .returning({ id: participantTypes.id, slug: participantTypes.slug });
  const typeIds = Object.fromEntries(types.map((t) => [t.slug, t.id])) as Record<DemoTypeSlug, number>;
  const [grand, harbour, rio] = await insertHotels(tx, congressId);
  const [france, portugal, japan] = await insertSections(tx);
  return { congressId, typeIds, hotelIds: { grand, harbour, rio }, sectionIds: { france, portugal, japan } };
}

async function insertHotels(tx: Transaction, congressId: number): Promise<[number, number, number]> {
  const rows = [
    {
      congressId,
      name: 'Grand Hotel',
      address: 'Avenida da Liberdade 185, 1269-050 Lisboa, Portugal',
      website: 'https://www.grand-hotel.test',
      description: 'A five-star palace on the avenue, ten minutes on foot from the congress centre.',
    },
    {
      congressId,
      name: 'Harbour Inn',
      address: 'Cais do Sodré 12, 1200-450 Lisboa, Portugal',
      website: 'https://www.harbour-inn.test',
      description: 'A quiet riverside hotel by the ferry terminal, with a shuttle to the congress centre.',
    },
    {
      congressId,
      name: 'Casa do Rio',
      address: 'Rua de São Paulo 64, 1200-429 Lisboa, Portugal',
      website: 'https://www.casa-do-rio.test',
      description: 'A small guesthouse in an old riverside warehouse, a tram ride from the congress centre.',
    },
  ];
  const ids: number[] = [];
  for (const row of rows) {
    const [inserted] = await tx.insert(hotels).values(row).returning({ id: hotels.id });
    if (!inserted) throw new Error(`hotel ${row.name} was not stored`);
    ids.push(inserted.id);
  }
  return [ids[0] as number, ids[1] as number, ids[2] as number];
}

async function insertSections(tx: Transaction): Promise<[number, number, number]> {
  const rows = await tx
    .insert(sections)
    .values([
      { name: 'France', addressCountry: 'France', numero: '01' },
      { name: 'Portugal', addressCountry: 'Portugal', numero: '02' },
      { name: 'Japan', addressCountry: 'Japan', numero: '03' },
    ])
    .returning({ id: sections.id, name: sections.name });
  const id = (name: string) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`section ${name} was not stored`);
    return row.id;
  };
  return [id('France'), id('Portugal'), id('Japan')];
}
