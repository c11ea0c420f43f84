import { describe, expect, it } from 'vitest';
import { accountingColumns, allColumns, type ExportContext, roomingColumns } from './export-columns.ts';
import { columnsIn, hasHeaderMessage } from './export-headers.ts';

const ctx: ExportContext = {
  slug: 'demo',
  currency: 'EUR',
  timeZone: 'Europe/Lisbon',
  invoiceNumber: (number) => `DEMO-${number}`,
  language: 'en',
};
const every = () => [...allColumns(ctx), ...accountingColumns(ctx), ...roomingColumns('en')];

/** The exports' column headers in the language of the staff member who asks. */
describe('the export headers', () => {
  it('stay the spec’s English for an English reader; a column of times names their zone', () => {
    expect(columnsIn(allColumns(ctx), 'en').map((c) => c.header)).toEqual(
      allColumns(ctx).map((c) => (c.zone ? `${c.header} (${ctx.timeZone})` : c.header)),
    );
    expect(columnsIn(allColumns(ctx), 'en').map((c) => c.header)).toContain(
      `Registered on (${ctx.timeZone})`,
    );
    expect(columnsIn(allColumns(ctx), 'fr').map((c) => c.header)).toContain(`Inscrit le (${ctx.timeZone})`);
  });

  it('every header has its message, so none is left in English (the catalogue check holds its translations)', () => {
    expect(every().filter(({ header }) => !hasHeaderMessage(header))).toEqual([]);
  });

  it('reads in French and Portuguese, the second person’s travel too', () => {
    const french = columnsIn(allColumns(ctx), 'fr').map((c) => c.header);
    expect(french).toContain('Statut de l’inscription');
    expect(french).toContain('Date d’arrivée (seconde personne)');
    expect(columnsIn(accountingColumns(ctx), 'pt').map((c) => c.header)).toContain('Número do pagamento');
  });
});
