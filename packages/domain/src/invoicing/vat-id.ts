/**
 * VAT identification numbers (decisions 45): the country prefix and the pattern each member state
 * publishes for VIES, plus the neighbours an association often bills (United Kingdom, Northern
 * Ireland, Switzerland, Norway). Elsewhere any tax number of 2 to 30 letters and digits is taken as
 * written. Only the format is checked, not that the number exists.
 */
const VAT_ID_PATTERNS: Record<string, { prefix: string; pattern: RegExp; example: string }> = {
  AT: { prefix: 'ATU', pattern: /^\d{8}$/, example: 'ATU12345678' },
  BE: { prefix: 'BE', pattern: /^[01]\d{9}$/, example: 'BE0123456789' },
  BG: { prefix: 'BG', pattern: /^\d{9,10}$/, example: 'BG123456789' },
  CY: { prefix: 'CY', pattern: /^\d{8}[A-Z]$/, example: 'CY12345678L' },
  CZ: { prefix: 'CZ', pattern: /^\d{8,10}$/, example: 'CZ12345678' },
  DE: { prefix: 'DE', pattern: /^\d{9}$/, example: 'DE123456789' },
  DK: { prefix: 'DK', pattern: /^\d{8}$/, example: 'DK12345678' },
  EE: { prefix: 'EE', pattern: /^\d{9}$/, example: 'EE123456789' },
  GR: { prefix: 'EL', pattern: /^\d{9}$/, example: 'EL123456789' },
  ES: { prefix: 'ES', pattern: /^[A-Z0-9]\d{7}[A-Z0-9]$/, example: 'ESX1234567X' },
  FI: { prefix: 'FI', pattern: /^\d{8}$/, example: 'FI12345678' },
  FR: { prefix: 'FR', pattern: /^[A-HJ-NP-Z0-9]{2}\d{9}$/, example: 'FR12345678901' },
  HR: { prefix: 'HR', pattern: /^\d{11}$/, example: 'HR12345678901' },
  HU: { prefix: 'HU', pattern: /^\d{8}$/, example: 'HU12345678' },
  IE: { prefix: 'IE', pattern: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/, example: 'IE1234567WA' },
  IT: { prefix: 'IT', pattern: /^\d{11}$/, example: 'IT12345678901' },
  LT: { prefix: 'LT', pattern: /^(\d{9}|\d{12})$/, example: 'LT123456789' },
  LU: { prefix: 'LU', pattern: /^\d{8}$/, example: 'LU12345678' },
  LV: { prefix: 'LV', pattern: /^\d{11}$/, example: 'LV12345678901' },
  MT: { prefix: 'MT', pattern: /^\d{8}$/, example: 'MT12345678' },
  NL: { prefix: 'NL', pattern: /^\d{9}B\d{2}$/, example: 'NL123456789B01' },
  PL: { prefix: 'PL', pattern: /^\d{10}$/, example: 'PL1234567890' },
  PT: { prefix: 'PT', pattern: /^\d{9}$/, example: 'PT123456789' },
  RO: { prefix: 'RO', pattern: /^\d{2,10}$/, example: 'RO1234567890' },
  SE: { prefix: 'SE', pattern: /^\d{10}01$/, example: 'SE123456789001' },
  SI: { prefix: 'SI', pattern: /^\d{8}$/, example: 'SI12345678' },
  SK: { prefix: 'SK', pattern: /^\d{10}$/, example: 'SK1234567890' },
  XI: { prefix: 'XI', pattern: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/, example: 'XI123456789' },
  GB: { prefix: 'GB', pattern: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/, example: 'GB123456789' },
  CH: { prefix: 'CHE', pattern: /^\d{9}(MWST|TVA|IVA)?$/, example: 'CHE123456789' },
  NO: { prefix: 'NO', pattern: /^\d{9}(MVA)?$/, example: 'NO123456789MVA' },
};

/** As typed, without spaces, dots or hyphens, in capitals: "pt 509 999 990" is PT509999990. */
export const normaliseVatId = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

export type VatIdProblem = { kind: 'format'; example: string } | { kind: 'other' };

/**
 * Why a VAT ID does not fit its country, or null when it does. `countryCode` is the ISO 3166-1 code of
 * the company's country (Greece's VAT IDs start with EL).
 */
export function vatIdProblem(countryCode: string, value: string): VatIdProblem | null {
  const id = normaliseVatId(value);
  const format = VAT_ID_PATTERNS[countryCode.toUpperCase()];
  if (!format) return /^[A-Z0-9]{2,30}$/.test(id) ? null : { kind: 'other' };
  const body = id.startsWith(format.prefix) ? id.slice(format.prefix.length) : null;
  return body !== null && format.pattern.test(body) ? null : { kind: 'format', example: format.example };
}

export const hasVatIdFormat = (countryCode: string) => countryCode.toUpperCase() in VAT_ID_PATTERNS;
