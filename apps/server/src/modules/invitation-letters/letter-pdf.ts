import { formatDate } from '@congress/domain/dates';
import { FORMAT_LOCALES } from '@congress/domain/i18n/languages';
import { createPdf, type PdfDocument, pdfToBuffer } from '../../lib/pdf/pdf-buffer.ts';
import { FONTS } from '../../lib/pdf/pdf-fonts.ts';
import { translatorFor } from '../../i18n/translators.ts';
import { drawQr } from '../../lib/pdf/pdf-qr.ts';
import { type LetterDetails, nightsBetween } from './letter-details.ts';
import { letterWording } from './letter-wording.ts';

const LEFT = 50;
const WIDTH = 495;

/** A picture pdfkit cannot read loses the picture, never the letter. */
function image(doc: PdfDocument, data: Buffer | null, x: number, y: number, fit: [number, number]) {
  if (!data) return false;
  try {
    doc.image(data, x, y, { fit });
    return true;
  } catch {
    return false;
  }
}

let englishNames: Map<string, string> | undefined;
/** ISO 3166 codes by their English name (the registration form stores the English name). */
function codeOfEnglishName(name: string): string | undefined {
  if (!englishNames) {
    englishNames = new Map();
    const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const a of letters)
      for (const b of letters) {
        const named = english.of(`${a}${b}`);
        if (named) englishNames.set(named.toLowerCase(), `${a}${b}`);
      }
  }
  return englishNames.get(name.trim().toLowerCase());
}

/** A country (code FR or English name France) by its name in the letter's language; other text as written. */
export function countryName(value: string | null, locale: string): string {
  if (!value) return '';
  const code = /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : codeOfEnglishName(value);
  if (!code) return value;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? value;
  } catch {
    return value;
  }
}

/**
 * The invitation letter on the association's letterhead, in English or French. Written
 * once from the details kept with the letter; the stored PDF is what every download returns.
 */
export async function renderLetter(
  details: LetterDetails,
  images: { logo: Buffer | null; signature: Buffer | null },
  issuedAt: Date,
): Promise<Buffer> {
  const locale = FORMAT_LOCALES[details.language];
  const t = translatorFor(details.language).intl;
  const day = (value: string | null) => (value ? formatDate(value, 'UTC', locale) : '');
  const words = letterWording(t, {
    ...details,
    issuedOn: formatDate(issuedAt, details.timeZone, locale),
    birthDate: day(details.birthDate),
    passportIssuedOn: day(details.passportIssuedOn),
    passportExpiresOn: day(details.passportExpiresOn),
    startsOn: day(details.startsOn),
    endsOn: day(details.endsOn),
    arrivalDate: day(details.arrivalDate),
    departureDate: day(details.departureDate),
    nights: nightsBetween(details.arrivalDate, details.departureDate),
    nationality: countryName(details.nationality, locale),
    place: [details.venue, details.city].filter(Boolean).join(', '),
  });
  const doc = createPdf({ title: words.title, author: details.issuerName, createdAt: issuedAt });

  image(doc, images.logo, LEFT, 45, [140, 60]);
  doc.font(FONTS.bold).fontSize(11).text(details.issuerName, 300, 50, { width: 245, align: 'right' });
  doc.font(FONTS.regular).fontSize(9);
  if (details.issuerAddress) doc.text(details.issuerAddress, { width: 245, align: 'right' });
  doc.y = Math.max(doc.y, 115) + 15;

  doc.font(FONTS.regular).fontSize(10);
  doc.text(words.date, LEFT, doc.y, { width: WIDTH, align: 'right' });
  doc.text(words.reference, { width: WIDTH, align: 'right' });
  doc.moveDown(1);
  doc.font(FONTS.bold).text(details.name, LEFT, doc.y, { width: 260 });
  if (details.postalAddress) doc.font(FONTS.regular).text(details.postalAddress, { width: 260 });
  doc.moveDown(1.5);

  doc.font(FONTS.bold).fontSize(14).text(words.title, LEFT, doc.y, { width: WIDTH });
  doc.moveDown(0.8);
  doc.font(FONTS.regular).fontSize(10.5);
  for (const paragraph of words.paragraphs) {
    doc.text(paragraph, LEFT, doc.y, { width: WIDTH, align: 'justify', lineGap: 2 });
    doc.moveDown(0.8);
  }
  doc.moveDown(0.5);
  const signatureTop = doc.y;
  const hasSignature = image(doc, images.signature, LEFT, signatureTop, [160, 60]);
  doc.y = hasSignature ? signatureTop + 64 : signatureTop + 20;
  if (details.signatoryName) doc.font(FONTS.bold).text(details.signatoryName, LEFT, doc.y);
  if (details.signatoryTitle) doc.font(FONTS.regular).text(details.signatoryTitle, LEFT, doc.y);
  doc.text(details.issuerName, LEFT, doc.y);

  if (details.verificationUrl) {
    const top = Math.max(doc.y + 25, 660);
    drawQr(doc, details.verificationUrl, LEFT, top, 100);
    doc
      .font(FONTS.regular)
      .fontSize(9)
      .text(words.verify, LEFT + 115, top + 20, { width: WIDTH - 115 })
      .text(details.verificationUrl, LEFT + 115, doc.y + 4, { width: WIDTH - 115 });
  }
  return pdfToBuffer(doc);
}
