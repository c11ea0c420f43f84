import type { Transaction } from '../src/db/database.ts';
import { activities } from '../src/db/schema/index.ts';

const MEMBERS_AND_PARTNERS = ['member', 'activ-member', 'retired-member', 'affiliate-partners'];
const WITH_SPOUSES = [...MEMBERS_AND_PARTNERS, 'spouse'];

/** Three congress days, two activities a day; one a day is open to spouses; one has 2 places ("full"). */
export const DEMO_ACTIVITIES = [
  {
    label: 'Opening session and welcome cocktail',
    description: 'Opening speeches at the congress centre, then drinks on the terrace overlooking the Tagus.',
    startDate: '2027-06-10',
    startTime: '17:00',
    endTime: '20:00',
    quota: 300,
    who: WITH_SPOUSES,
  },
  {
    label: 'Workshop: the concierge desk of tomorrow',
    description: 'Hands-on session on guest requests, digital keys and local partnerships.',
    startDate: '2027-06-10',
    startTime: '10:00',
    endTime: '12:30',
    quota: 80,
    who: MEMBERS_AND_PARTNERS,
  },
  {
    label: 'Alfama walking tour',
    description: 'A guided walk through the oldest district of Lisbon, ending at the castle.',
    startDate: '2027-06-11',
    startTime: '09:30',
    endTime: '12:30',
    quota: 40,
    who: WITH_SPOUSES,
  },
  {
    label: 'Private wine tasting',
    description: 'A tasting of Douro and Alentejo wines with the sommelier of the Grand Hotel.',
    startDate: '2027-06-11',
    startTime: '18:00',
    endTime: '19:30',
    quota: 2,
    who: MEMBERS_AND_PARTNERS,
  },
  {
    label: 'Day trip to Sintra',
    description: 'Coach trip to the palaces of Sintra, lunch included.',
    startDate: '2027-06-12',
    startTime: '08:30',
    endTime: '17:00',
    quota: 50,
    who: WITH_SPOUSES,
  },
  {
    label: 'Gala dinner and fado evening',
    description: 'The closing dinner of the congress, with a fado concert.',
    startDate: '2027-06-12',
    startTime: '20:00',
    endTime: '23:30',
    quota: 250,
    who: MEMBERS_AND_PARTNERS,
  },
];

export async function insertDemoActivities(tx: Transaction, congressId: number) {
  await tx.insert(activities).values(
    DEMO_ACTIVITIES.map((activity, index) => ({
      ...activity,
      congressId,
      endDate: activity.startDate,
      url: `https://www.demo-congress.test/programme#activity-${index + 1}`,
      isOpen: true,
    })),
  );
}
