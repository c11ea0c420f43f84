import { describe, expect, it } from 'vitest';
import { ZBillingCompany } from '../contracts/invoicing.ts';
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

describe('ZBillingCompany', () => {
  const company = {
    name: 'Hotel Lisboa Lda',
    address: 'Avenida da Liberdade 1',
    postcode: '1250-096',
    city: 'Lisboa',
    countryCode: 'pt',
    vatId: 'pt 509 999 990',
  };

  it('stores the VAT ID normalised and the country code in capitals', () => {
    expect(ZBillingCompany.parse(company)).toMatchObject({ countryCode: 'PT', vatId: 'PT509999990' });
  });

  it('puts a VAT ID of another format under the VAT ID field', () => {
    const result = ZBillingCompany.safeParse({ ...company, vatId: 'DE129273398' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['vatId']);
    expect(result.error?.issues[0]?.message).toMatch(/does not match the company's country/);
  });

  it('takes a company without a VAT ID', () => {
    expect(ZBillingCompany.parse({ ...company, vatId: '' }).vatId).toBeNull();
  });
});
