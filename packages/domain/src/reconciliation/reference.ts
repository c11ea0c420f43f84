/** A reference as banks mangle it: upper case, no spaces, dashes, dots, slashes or underscores. */
export const looseReference = (text: string) => text.toUpperCase().replace(/[\s\-./_]/g, '');

/**
 * The transfer references a bank line quotes, exactly (one of its words, as we printed it) or
 * tolerantly (case, spaces, missing dashes, inside a longer text): `exact` before `tolerant`.
 */
export function referenceMatches(
  texts: readonly (string | null | undefined)[],
  reference: string,
): 'exact' | 'tolerant' | null {
  const quoted = texts.filter((text): text is string => Boolean(text));
  if (quoted.some((text) => text.split(/[\s,;:()/]+/).includes(reference))) return 'exact';
  const wanted = looseReference(reference);
  if (wanted.length >= 6 && quoted.some((text) => looseReference(text).includes(wanted))) return 'tolerant';
  return null;
}

/** Lower case without accents or punctuation, in words: "Dubois-Martin, Élise" -> dubois martin elise. */
export const nameWords = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1);

/** The payer named on the line is the person: every word of their first and last name appears in it. */
export function payerIs(counterparty: string | null | undefined, firstName: string, lastName: string) {
  if (!counterparty) return false;
  const payer = new Set(nameWords(counterparty));
  const wanted = [...nameWords(firstName), ...nameWords(lastName)];
  return wanted.length > 0 && wanted.every((word) => payer.has(word));
}
