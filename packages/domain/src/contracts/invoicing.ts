import { z } from 'zod';
import { COUNTRIES } from '../countries.ts';
import { defineTexts } from '../i18n/texts.ts';
import { INVOICE_LINE_KINDS, type InvoiceLineKind } from '../invoicing/vat-lines.ts';
import { normaliseVatId, vatIdProblem } from '../invoicing/vat-id.ts';
import { toCents } from '../money.ts';
import { MESSAGES } from '../messages.ts';
import { hasNoNul } from '../validation.ts';

/** Itemised invoices (decisions 45): VAT per kind of line, the seller's block, the company that pays. */
export const INVOICING_MESSAGES = defineTexts({
  vatRate: 'Please enter a VAT rate from 0 to 99.99 with at most 2 decimals',
  exemptRateNotZero: 'An exempt or margin-scheme line has a VAT rate of 0',
  vatIdFormat:
    "This VAT ID does not match the company's country: its prefix, then the country's digits (e.g. PT123456789, FR12345678901, DE123456789)",
  country: 'Please choose a country',
});

export const COUNTRY_CODES = COUNTRIES.map(([code]) => code);
const isCountryCode = (value: string) => COUNTRY_CODES.includes(value);

/** VATEX codes an exempt line may carry in the e-invoice: none, exempt under article 132, travel agents' margin scheme. */
export const EXEMPTION_CODES = ['VATEX-EU-132', 'VATEX-EU-D'] as const;

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(hasNoNul, MESSAGES.nulCharacter)
    .transform((v) => (v === '' ? null : v))
    .nullable();
const countryCode = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || isCountryCode(v), INVOICING_MESSAGES.country)
    .transform((v) => (v === '' ? null : v))
    .nullable();

export const ZVatRateSetting = z
  .object({
    rate: z
      .string()
      .trim()
      .regex(/^\d{1,2}(\.\d{1,2})?$/, INVOICING_MESSAGES.vatRate)
      .transform((v) => (toCents(v) / 100).toFixed(2)),
    /** The mention printed for an exempt or margin-scheme line ("Régime particulier - agences de voyages"). */
    exemption: optional(300),
    exemptionCode: z.enum(EXEMPTION_CODES).nullable(),
  })
  .superRefine((value, ctx) => {
    if (value.exemption && toCents(value.rate) !== 0)
      ctx.addIssue({ code: 'custom', path: ['rate'], message: INVOICING_MESSAGES.exemptRateNotZero });
  });

export const ZVatRateSettingOut = z.object({
  rate: z.string(),
  exemption: z.string().nullable(),
  exemptionCode: z.enum(EXEMPTION_CODES).nullable(),
});

/** A VAT rate per kind of line; extra nights are billed by a later issue, their rate is set now. */
export const ZVatRates = z.object(
  Object.fromEntries(INVOICE_LINE_KINDS.map((kind) => [kind, ZVatRateSetting])) as Record<
    InvoiceLineKind,
    typeof ZVatRateSetting
  >,
);
export type TVatRates = z.output<typeof ZVatRates>;

/** A VAT ID beside the country it must match; the message goes under the VAT ID field. */
export function checkVatId(
  value: { countryCode: string | null; vatId: string | null },
  ctx: z.RefinementCtx,
  path: string,
) {
  if (!value.vatId || !value.countryCode) return;
  if (vatIdProblem(value.countryCode, value.vatId))
    ctx.addIssue({ code: 'custom', path: [path], message: INVOICING_MESSAGES.vatIdFormat });
}

const vatId = () => optional(40).transform((v) => (v ? normaliseVatId(v) : null));

/**
 * The company that pays for a participant (billing details, decisions 45), as flat person fields the
 * forms edit as text: printed as the buyer of the documents when a name is given.
 */
export const billingCompanyFields = {
  billingCompanyName: optional(200).optional(),
  billingCompanyAddress: optional(500).optional(),
  billingCompanyPostcode: optional(20).optional(),
  billingCompanyCity: optional(100).optional(),
  billingCompanyCountry: countryCode().optional(),
  billingCompanyVatId: vatId().optional(),
};

type CompanyInput = Record<string, unknown>;
const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** What is wrong with a paying company, field by field: a named company needs its address and country. */
export function billingCompanyErrors(value: CompanyInput): Partial<Record<string, string>> {
  if (!filled(value.billingCompanyName)) return {};
  const errors: Partial<Record<string, string>> = {};
  if (!filled(value.billingCompanyAddress)) errors.billingCompanyAddress = MESSAGES.requiredText;
  if (!filled(value.billingCompanyCity)) errors.billingCompanyCity = MESSAGES.requiredText;
  const country =
    typeof value.billingCompanyCountry === 'string' ? value.billingCompanyCountry.trim().toUpperCase() : '';
  if (!isCountryCode(country)) errors.billingCompanyCountry = INVOICING_MESSAGES.country;
  else if (filled(value.billingCompanyVatId) && vatIdProblem(country, String(value.billingCompanyVatId)))
    errors.billingCompanyVatId = INVOICING_MESSAGES.vatIdFormat;
  return errors;
}

const COMPANY_CHECKED = [
  'billingCompanyAddress',
  'billingCompanyCity',
  'billingCompanyCountry',
  'billingCompanyVatId',
];
const inputOf = (payload: { value: unknown }) =>
  (payload.value && typeof payload.value === 'object' ? payload.value : {}) as CompanyInput;

/** The company rules on an object schema with the company fields; they run when other fields fail too. */
export function withBillingCompany<T extends z.ZodType<CompanyInput>>(schema: T): T {
  return COMPANY_CHECKED.reduce(
    (current, field) =>
      current.refine((person) => !billingCompanyErrors(person)[field], {
        path: [field],
        error: (issue) => billingCompanyErrors(issue.input as CompanyInput)[field] ?? undefined,
        when: (payload) => billingCompanyErrors(inputOf(payload))[field] !== undefined,
      }),
    schema,
  );
}

/** The seller's block in congress settings: the address's postcode, city, country and the VAT ID. */
export const sellerFields = {
  issuerPostcode: optional(20),
  issuerCity: optional(100),
  issuerCountry: countryCode(),
  issuerVatNumber: vatId(),
};
export const checkSellerVatId = (
  value: { issuerCountry: string | null; issuerVatNumber: string | null },
  ctx: z.RefinementCtx,
) => checkVatId({ countryCode: value.issuerCountry, vatId: value.issuerVatNumber }, ctx, 'issuerVatNumber');

/** Congresses before itemised invoices had one rate: it becomes every kind's. */
export const sameVatRates = (rate: string): TVatRates =>
  Object.fromEntries(
    INVOICE_LINE_KINDS.map((kind) => [kind, { rate, exemption: null, exemptionCode: null }]),
  ) as TVatRates;
