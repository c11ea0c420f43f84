import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BULK_MESSAGES } from '../contracts/bulk-actions.ts';
import { CHECK_IN_MESSAGES } from '../contracts/check-in.ts';
import { CAMPAIGN_MESSAGES } from '../contracts/email-campaigns.ts';
import { EMAIL_MESSAGES, unknownPlaceholderValues } from '../contracts/emails.ts';
import { LETTER_MESSAGES } from '../contracts/invitation-letters.ts';
import { MEMBER_MESSAGES } from '../contracts/members.ts';
import { RATE_ADMIN_MESSAGES } from '../contracts/rates.ts';
import { RECONCILE_MESSAGES } from '../contracts/reconciliation.ts';
import { MESSAGES, rateSaved, userSaved } from '../messages.ts';
import { argumentsOf } from './catalogue-check.ts';
import { englishText } from './english.ts';
import type { Language } from './languages.ts';
import { registeredTexts } from './texts.ts';
import { type Catalog, createTranslator } from './translator.ts';

const catalogue = (language: Language): Catalog =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/shared.json`, import.meta.url), 'utf8'));
const french = createTranslator('fr', catalogue('fr'));
const portuguese = createTranslator('pt', catalogue('pt'));

/**
 * The messages that were functions are ICU texts now. Their English is what the functions
 * said (singular and plural), and French and Portuguese come from the catalogues.
 */
describe('shared texts with values', () => {
  it('say in English what the functions said', () => {
    const people = (count: number) => `${count} participation${count === 1 ? '' : 's'}`;
    for (const count of [1, 2, 25]) {
      expect(englishText(BULK_MESSAGES.selectionChanged, { count })).toBe(
        `The selection changed: ${people(count)} match the filter now. Check the list and confirm again.`,
      );
      expect(englishText(BULK_MESSAGES.confirmStatus, { count, status: 'Confirmed' })).toBe(
        `Change the status of ${people(count)} to Confirmed?`,
      );
      expect(englishText(BULK_MESSAGES.confirmTransfers, { count })).toBe(
        `Confirm the bank transfers of ${people(count)} as received, for the amount each one expects?`,
      );
      expect(englishText(BULK_MESSAGES.confirmExport, { count })).toBe(`Export ${people(count)}?`);
      expect(englishText(BULK_MESSAGES.allSelected, { count })).toBe(
        `All ${people(count)} matching the filter are selected.`,
      );
      expect(englishText(BULK_MESSAGES.pageSelected, { count })).toBe(`${people(count)} selected.`);
      expect(englishText(CAMPAIGN_MESSAGES.confirmSend, { count })).toBe(
        `Send to ${count} ${count === 1 ? 'person' : 'people'}?`,
      );
      expect(englishText(CAMPAIGN_MESSAGES.countChanged, { count })).toBe(
        `The recipients changed since you confirmed: ${count} would now receive it. Check the preview and send again.`,
      );
      expect(englishText(RATE_ADMIN_MESSAGES.quotaBelowUses, { uses: count })).toBe(
        `The quota cannot be lower than the ${count} place${count === 1 ? '' : 's'} already taken on this rate.`,
      );
    }
    const summary = (done: number, unchanged: number, failed: number) =>
      englishText(BULK_MESSAGES.summary, { done, unchanged, failed });
    expect(summary(1, 0, 1)).toBe('1 participation done, 1 failed.');
    expect(summary(3, 2, 0)).toBe('3 participations done, 2 unchanged, 0 failed.');
    expect(englishText(EMAIL_MESSAGES.unknownPlaceholders, unknownPlaceholderValues(['x']))).toBe(
      'Unknown placeholder: {{x}}. Use the placeholders listed under the message.',
    );
    expect(englishText(EMAIL_MESSAGES.unknownPlaceholders, unknownPlaceholderValues(['a', 'b']))).toBe(
      'Unknown placeholders: {{a}}, {{b}}. Use the placeholders listed under the message.',
    );
    expect(englishText(MEMBER_MESSAGES.imported, { created: 3, updated: 1 })).toBe(
      '3 members created, 1 updated',
    );
    expect(englishText(MEMBER_MESSAGES.unknownSection, { name: 'Nord' })).toBe('Unknown section "Nord"');
    expect(englishText(MEMBER_MESSAGES.missingColumns, { columns: 'section, name' })).toBe(
      'Missing columns: section, name',
    );
    expect(englishText(RECONCILE_MESSAGES.badAmount, { line: 2, value: 'x' })).toBe(
      'Line 2: "x" is not an amount.',
    );
    expect(englishText(CHECK_IN_MESSAGES.alreadyCheckedInBy, { time: '09:12', by: 'door@demo.test' })).toBe(
      'Already checked in at 09:12 by door@demo.test',
    );
    expect(englishText(MESSAGES.refundProcessing, { amount: '€12.00' })).toBe(
      "We're processing your €12.00 refund.",
    );
    expect(englishText(MESSAGES.oops, { message: MESSAGES.accessDenied })).toBe('Oops, Access denied');
    expect(englishText(MESSAGES.footerText, { congressLabel: 'EHC 2027' })).toBe('EHC 2027 - REGISTRATION');
    expect([userSaved('create'), userSaved('edit'), rateSaved('Create'), rateSaved('Update')]).toEqual([
      'create user successfully',
      'edit user successfully',
      'Create rate successfully',
      'Update rate successfully',
    ]);
  });

  it('say them in French and Portuguese, singular and plural', () => {
    expect(french.text(BULK_MESSAGES.pageSelected, { count: 1 })).toBe('1 participation sélectionnée.');
    expect(french.text(BULK_MESSAGES.pageSelected, { count: 25 })).toBe('25 participations sélectionnées.');
    expect(portuguese.text(BULK_MESSAGES.pageSelected, { count: 1 })).toBe('1 participação selecionada.');
    expect(portuguese.text(BULK_MESSAGES.pageSelected, { count: 25 })).toBe('25 participações selecionadas.');
    expect(french.text(BULK_MESSAGES.summary, { done: 3, unchanged: 2, failed: 1 })).toBe(
      '3 participations traitées, 2 inchangées, 1 en échec.',
    );
    expect(portuguese.text(BULK_MESSAGES.summary, { done: 1, unchanged: 0, failed: 2 })).toBe(
      '1 participação concluída, 2 falharam.',
    );
    expect(french.text(CAMPAIGN_MESSAGES.confirmSend, { count: 1 })).toBe('Envoyer à 1 personne ?');
    expect(portuguese.text(CAMPAIGN_MESSAGES.confirmSend, { count: 3 })).toBe('Enviar para 3 pessoas?');
    expect(french.text(RATE_ADMIN_MESSAGES.quotaBelowUses, { uses: 2 })).toBe(
      'Le quota ne peut pas être inférieur au nombre de places déjà prises sur ce tarif (2).',
    );
    expect(portuguese.text(RATE_ADMIN_MESSAGES.quotaBelowUses, { uses: 1 })).toBe(
      'A quota não pode ser inferior ao número de lugares já ocupados nesta tarifa (1).',
    );
    expect(french.text(MEMBER_MESSAGES.imported, { created: 2, updated: 1 })).toBe(
      '2 membres créés, 1 mis à jour',
    );
    expect(french.text(MESSAGES.oops, { message: french.text(MESSAGES.accessDenied) })).toBe(
      'Oups, Accès refusé',
    );
    expect(portuguese.text(MESSAGES.footerText, { congressLabel: 'EHC 2027' })).toBe('EHC 2027 - REGISTO');
  });

  it('has every text in both catalogues, each rendering with its values', () => {
    // The invitation letters' texts are translated in their own files (checked by their own tests).
    const letters = new Set<string>(Object.values(LETTER_MESSAGES));
    for (const language of ['fr', 'pt'] as const) {
      const errors: string[] = [];
      const translator = createTranslator(language, catalogue(language), (id) =>
        errors.push(`missing: ${id}`),
      );
      for (const text of registeredTexts()) {
        if (letters.has(text)) continue;
        const values = Object.fromEntries(argumentsOf(text, true).map((name) => [name, 1]));
        if (translator.text(text, values).includes('{')) errors.push(`not filled: ${text}`);
      }
      expect(errors, language).toEqual([]);
    }
  });
});
