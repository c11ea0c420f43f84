import { labelOf, REGISTRATION_STATUS_LABELS } from '@congress/domain/enum-labels';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '@congress/domain/enums';
import type { Language } from '@congress/domain/i18n/languages';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../src/i18n/translators.ts';
import { buildRegisteredByStaffEmail } from '../src/modules/booking/manage/registered-by-staff-email.ts';
import { allColumns, roomingColumns } from '../src/modules/exports/export-columns.ts';
import type { ExportParticipation } from '../src/modules/exports/exports.repository.ts';

/** The status line of the e-mail an admin's registration sends ("Statut de l’inscription : X"). */
function emailStatus(status: RegistrationStatus, language: Language): string {
  const mail = buildRegisteredByStaffEmail({
    to: 'agnes@behalf.test',
    congress: { id: 7, label: 'Congress 2027' },
    facts: {
      firstName: 'Agnes',
      rateLabel: 'Double - Grand Hotel',
      hotel: 'Grand Hotel',
      roomOption: 'double',
      arrival: null,
      departure: null,
      second: null,
      status,
      currency: 'EUR',
      priceCents: 10_000,
      amountDueCents: 0,
    },
    congressLink: 'https://congress.test/demo',
    passwordLink: null,
    language,
  });
  const prefix = { en: 'Registration status', fr: 'Statut', pt: 'Estado' }[language];
  const line = mail.text.split('\n').find((l) => l.startsWith(prefix));
  return (line ?? '').replace(/^[^:]*:\s*/, '');
}

/** The "Registration status" cell of the All export and of the rooming list for one participation. */
function exportStatuses(status: RegistrationStatus, language: Language): unknown[] {
  const row = {
    registrations: [{ position: 1, statusRegistration: status }],
  } as unknown as ExportParticipation;
  const ctx = { slug: 'demo', currency: 'EUR', timeZone: 'Europe/Lisbon', invoiceNumber: String, language };
  const all = allColumns(ctx).find((c) => c.header === 'Registration status');
  const rooming = roomingColumns(language).find((c) => c.header === 'Registration status');
  return [all?.value(row), rooming?.value(row)];
}

/**
 * One name per registration status and language, from the domain's catalogue, in the
 * e-mails and the exports (and on screen: apps/web/src/features/participations/status-label-i18n.test.tsx).
 * Before, on hold read "Suspendue" in the e-mail, "En suspens" on screen and "On hold" in a French export.
 */
describe('a registration status', () => {
  it.each(['fr', 'pt', 'en'] as const)('reads the same in an e-mail and in the exports (%s)', (language) => {
    for (const status of REGISTRATION_STATUSES) {
      const label = labelOf(translatorFor(language).intl, REGISTRATION_STATUS_LABELS, status);
      expect(emailStatus(status, language)).toBe(label);
      expect(exportStatuses(status, language)).toEqual([label, label]);
    }
  });

  it('on hold is "Suspendue" in French and "Suspensa" in Portuguese, as the screen says', () => {
    expect(exportStatuses('on_hold', 'fr')).toEqual(['Suspendue', 'Suspendue']);
    expect(emailStatus('on_hold', 'fr')).toBe('Suspendue');
    expect(exportStatuses('on_hold', 'pt')).toEqual(['Suspensa', 'Suspensa']);
  });
});
