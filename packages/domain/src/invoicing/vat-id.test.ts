import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { billingCompanyFields, INVOICING_MESSAGES, withBillingCompany } from '../contracts/invoicing.ts';
import { normaliseVatId, vatIdProblem } from './vat-id.ts';

describe('vatIdProblem', () => {
  it.each([
    ['PT', 'PT509999990'],
    ['PT', 'pt 509 999 990'],
    ['FR', 'FR40303265045'],
    ['DE', 'DE129273398'],
    ['AT', 'ATU12345678'],
    ['GR', 'EL123456789'],
    ['NL', 'NL123456789B01'],
    ['ES', 'ESB12345678'],
    ['IE', 'IE6388047V'],
    ['CH', 'CHE-123.456.789 MWST'],
    ['US', '12-3456789'],
  ])('accepts %s %s', (country, id) => {
    expect(vatIdProblem(country, id)).toBeNull();
  });

  it.each([
    ['PT', 'PT50999999', 'PT123456789'],
    ['PT', 'FR40303265045', 'PT123456789'],
    ['DE', 'DE12927339', 'DE123456789'],
    ['GR', 'GR123456789', 'EL123456789'],
    ['AT', 'AT12345678', 'ATU12345678'],
    ['FR', 'FRIO303265045', 'FR12345678901'],
  ])('refuses %s %s', (country, id, example) => {
    expect(vatIdProblem(country, id)).toEqual({ kind: 'format', example });
  });

  it('normalises what people type', () => {
    expect(normaliseVatId(' de 129.273-398 ')).toBe('DE129273398');
  });
});

describe('the paying company of billing details', () => {
  const company = {
    billingCompanyName: 'Hotel Lisboa Lda',
    billingCompanyAddress: 'Avenida da Liberdade 1',
    billingCompanyPostcode: '1250-096',
    billingCompanyCity: 'Lisboa',
    billingCompanyCountry: 'pt',
    billingCompanyVatId: 'pt 509 999 990',
  };
  const schema = withBillingCompany(z.object(billingCompanyFields));

  it('stores the VAT ID normalised and the country code in capitals', () => {
    expect(schema.parse(company)).toMatchObject({
      billingCompanyCountry: 'PT',
      billingCompanyVatId: 'PT509999990',
    });
  });

  it('puts a VAT ID of another format under the VAT ID field', () => {
    const result = schema.safeParse({ ...company, billingCompanyVatId: 'DE129273398' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['billingCompanyVatId', INVOICING_MESSAGES.vatIdFormat],
    ]);
  });

  it('asks a named company for its address, city and country; no company, no question', () => {
    const result = schema.safeParse({ billingCompanyName: 'Hotel Lisboa Lda' });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'billingCompanyAddress',
      'billingCompanyCity',
      'billingCompanyCountry',
    ]);
    expect(schema.parse({}).billingCompanyName).toBeUndefined();
    expect(schema.parse({ ...company, billingCompanyVatId: '' }).billingCompanyVatId).toBeNull();
  });
});
