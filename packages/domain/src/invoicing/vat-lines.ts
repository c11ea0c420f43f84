import { toCents } from '../money.ts';

/**
 * Itemised VAT of a document (decisions 45). Prices include VAT, so every amount starts from a gross
 * one: a rate group's taxable amount is its gross sum divided by (1 + rate), its VAT the rest, and
 * the lines' nets are shared out so that they add up to the group's taxable amount exactly.
 */

/** What an invoice line sells; each kind has its VAT rate in the congress's settings. */
export const INVOICE_LINE_KINDS = ['registration', 'accommodation', 'companion', 'extra_night'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

/** UNCL5305 as EN 16931 uses it: S standard, Z zero rated, E exempt (with its mention). */
export type VatCategory = 'S' | 'Z' | 'E' | 'O';

/** A kind's VAT: a percent as a decimal string ("23.00"), and the mention that makes it exempt. */
export type VatRateSetting = { rate: string; exemption: string | null; exemptionCode: string | null };

/** A line priced at its gross amount, with the VAT of its kind. */
export type GrossItem<T> = T & { grossCents: number; vat: VatRateSetting };

export type VatGroup = {
  vatRate: string;
  vatCategory: VatCategory;
  exemption: { reason: string; code: string | null } | null;
  grossCents: number;
  taxableCents: number;
  vatCents: number;
};

export type TaxedItem<T> = GrossItem<T> & {
  netCents: number;
  vatCents: number;
  vatRate: string;
  vatCategory: VatCategory;
  exemption: { reason: string; code: string | null } | null;
};

/** An exemption or margin-scheme mention makes the line exempt (E, at 0 %); 0 % without one is zero rated. */
export function vatCategoryOf(setting: VatRateSetting): VatCategory {
  if (setting.exemption) return 'E';
  return toCents(setting.rate) === 0 ? 'Z' : 'S';
}

const rateBasisPoints = (setting: VatRateSetting) => (setting.exemption ? 0 : toCents(setting.rate));

/**
 * The taxable amount of a gross sum at a rate in basis points. Of the amounts next to gross / (1 + rate),
 * the one whose VAT is exactly taxable x rate rounded (EN 16931 BR-CO-17) is taken; some gross sums
 * have none, and then the nearest is kept (the schematron allows one unit either way).
 */
export function taxableOf(grossCents: number, basisPoints: number): number {
  const nearest = Math.round((grossCents * 10_000) / (10_000 + basisPoints));
  for (const candidate of [nearest, nearest - 1, nearest + 1]) {
    if (grossCents - candidate === Math.round((candidate * basisPoints) / 10_000)) return candidate;
  }
  return nearest;
}

/**
 * Shares `total` out over `weights` in proportion, to the unit, by largest remainder: the parts add up
 * to `total` exactly and each is its exact share rounded down or up.
 */
export function shareByLargestRemainder(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const exact = weights.map((weight) => (weight * total) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * The lines a document bills when it bills `amountCents` of a choice whose items cost more or less:
 * each item scaled pro rata to the cent, the lines adding up to the amount.
 */
export function scaleItems<T>(items: readonly GrossItem<T>[], amountCents: number): GrossItem<T>[] {
  const total = items.reduce((sum, item) => sum + item.grossCents, 0);
  if (total === amountCents) return [...items];
  const scaled = shareByLargestRemainder(
    items.map((item) => item.grossCents),
    amountCents,
  );
  return items.map((item, index) => ({ ...item, grossCents: scaled[index] ?? 0 }));
}

const groupKey = (setting: VatRateSetting) =>
  `${vatCategoryOf(setting)}|${rateBasisPoints(setting)}|${setting.exemption ?? ''}|${setting.exemptionCode ?? ''}`;

const rateText = (basisPoints: number) =>
  `${Math.floor(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;

/** Taxes the lines per rate group: the groups' taxable amounts and VAT, and each line's share of them. */
export function taxItems<T>(items: readonly GrossItem<T>[]): { items: TaxedItem<T>[]; groups: VatGroup[] } {
  const keys = [...new Set(items.map((item) => groupKey(item.vat)))];
  const taxed: TaxedItem<T>[] = [];
  const groups: VatGroup[] = [];
  const byIndex = new Map<number, TaxedItem<T>>();
  for (const key of keys) {
    const members = items
      .map((item, index) => ({ item, index }))
      .filter(({ item }) => groupKey(item.vat) === key);
    const first = members[0]?.item;
    if (!first) continue;
    const basisPoints = rateBasisPoints(first.vat);
    const grossCents = members.reduce((sum, { item }) => sum + item.grossCents, 0);
    const taxableCents = taxableOf(grossCents, basisPoints);
    const exemption = first.vat.exemption
      ? { reason: first.vat.exemption, code: first.vat.exemptionCode }
      : null;
    const common = { vatRate: rateText(basisPoints), vatCategory: vatCategoryOf(first.vat), exemption };
    groups.push({ ...common, grossCents, taxableCents, vatCents: grossCents - taxableCents });
    const nets = shareByLargestRemainder(
      members.map(({ item }) => item.grossCents),
      taxableCents,
    );
    members.forEach(({ item, index }, position) => {
      const netCents = nets[position] ?? 0;
      byIndex.set(index, { ...item, ...common, netCents, vatCents: item.grossCents - netCents });
    });
  }
  items.forEach((_, index) => {
    const item = byIndex.get(index);
    if (item) taxed.push(item);
  });
  return { items: taxed, groups };
}
