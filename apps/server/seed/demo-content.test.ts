import { TEMPLATE_LABELS, type TemplateLabel, unknownPlaceholders } from '@congress/domain/contracts/emails';
import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { fromPglite } from '../src/db/database.ts';
import { migrateAndPrepare } from '../src/db/migrate.ts';
import { createPglite } from '../src/db/pglite.ts';
import * as s from '../src/db/schema/index.ts';
import { seedDemoIfEmpty } from './demo.ts';

const MEMBER_TYPES_AND_PARTNERS = ['member', 'activ-member', 'retired-member', 'affiliate-partners'];

describe('demo seed: activities, templates, idempotency', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('holds six open activities, two a day over three June 2027 days, one a day with spouses', async () => {
    const activities = await t.database.db.select().from(s.activities).orderBy(asc(s.activities.startDate));
    expect(activities).toHaveLength(6);
    const days = [...new Set(activities.map((a) => a.startDate))];
    expect(days).toEqual(['2027-06-10', '2027-06-11', '2027-06-12']);
    for (const day of days) {
      const ofDay = activities.filter((a) => a.startDate === day);
      expect(ofDay).toHaveLength(2);
      expect(ofDay.filter((a) => a.who.includes('spouse'))).toHaveLength(1);
    }
    for (const a of activities) {
      expect(a.isOpen).toBe(true);
      expect(a.description && a.url && a.startTime && a.endTime && a.quota).toBeTruthy();
      expect(a.who.filter((who) => who !== 'spouse')).toEqual(MEMBER_TYPES_AND_PARTNERS);
    }
    expect(activities.filter((a) => a.quota === 2)).toHaveLength(1);
  });

  it('holds the e-mail templates (bulk, invoice, participant) with subjects and placeholder bodies', async () => {
    const all = await t.database.db.select().from(s.emailTemplates).orderBy(asc(s.emailTemplates.label));
    const templates = all.filter((x) => x.language === 'en');
    expect(templates.map((x) => x.label).sort()).toEqual([...TEMPLATE_LABELS].sort());
    // The participant templates in French and Portuguese too: a French reader of a congress
    // whose English templates were edited would otherwise get them in English.
    for (const language of ['fr', 'pt']) {
      const translated = all.filter((x) => x.language === language);
      expect(translated.length, language).toBeGreaterThan(0);
      for (const template of translated) {
        const label = template.label as TemplateLabel;
        expect(unknownPlaceholders(label, `${template.subject} ${template.body}`), label).toEqual([]);
        expect(template.body, label).toContain('{{firstName}}');
      }
    }
    for (const template of templates) {
      expect(template.subject).toContain('{{congressLabel}}');
      expect(template.body).toContain('{{firstName}}');
      expect(template.body).toContain('{{congressEmail}}');
      const label = template.label as TemplateLabel;
      expect(unknownPlaceholders(label, `${template.subject} ${template.body}`), label).toEqual([]);
    }
    const reminder = templates.find((x) => x.label === 'Reminder Payment');
    // Decisions 41: it reaches every row of Wait payment, so it names no placeholder only a transfer
    // fills; {{balance}} says what remains due or awaited. Never the payment number (decisions 36).
    for (const field of ['{{lastName}}', '{{balance}}', '{{totalPrice}}']) {
      expect(reminder?.body).toContain(field);
    }
    expect(`${reminder?.subject} ${reminder?.body}`).not.toMatch(/paymentReference|amountAwaitingTransfer/);
    expect(reminder?.body).not.toContain('{{paymentNumber}}');
  });

  it('seeds nothing when a congress exists', async () => {
    expect(await seedDemoIfEmpty(t.database.db)).toBe(false);
    const [row] = await t.database.db.select({ n: count() }).from(s.congresses);
    expect(row?.n).toBe(2);
  });

  // Its speed is measured by bench/seed, not asserted here: a loaded CI machine must not fail it.
  it('seeds an empty, freshly migrated database', async () => {
    const handle = fromPglite(await createPglite());
    try {
      await migrateAndPrepare(handle);
      expect(await seedDemoIfEmpty(handle.db)).toBe(true);
      const [row] = await handle.db.select({ n: count() }).from(s.rates);
      expect(row?.n).toBe(15); // the 14 of demo-rates.ts and the waiting list's suite
    } finally {
      await handle.close();
    }
    // A fresh embedded database, then the participations through the services: room for a busy machine.
  }, 90_000);
});
