import { PassThrough } from 'node:stream';
import type { MarkedRoomingLine, RoomingCounts } from '@congress/domain/rooming-list';
import { createPdf, type PdfDocument, pdfToBuffer } from '../../lib/pdf/pdf-buffer.ts';
import { FONTS } from '../../lib/pdf/pdf-fonts.ts';
import { createXlsxStream, type ExportColumn } from '../../lib/xlsx-writer.ts';
import { ROOMING_WORDS, type RoomingRow, type RoomingWords } from './rooming-words.ts';

export type RoomingDocument = {
  congressName: string;
  hotelName: string;
  madeAt: Date;
  madeOn: string;
  lines: MarkedRoomingLine[];
  counts: RoomingCounts;
  words: RoomingWords;
};

const COLUMNS = [
  ['mark', 12],
  ['arrival', 14],
  ['departure', 14],
  ['nights', 8],
  ['roomType', 12],
  ['guest1', 28],
  ['guest2', 34],
  ['reference', 14],
  ['what', 44],
] as const satisfies readonly (readonly [keyof RoomingRow, number])[];

/** A file name the hotel can keep: the hotel and the day it was made. */
export const roomingFileName = (hotelName: string, madeAt: Date, extension: 'xlsx' | 'pdf') =>
  `rooming-list-${
    hotelName
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase()
      .slice(0, 60) || 'hotel'
  }-${madeAt.toISOString().slice(0, 10)}.${extension}`;

/** The list as one sheet: a line per room, the mark and what changed in words. */
export async function roomingXlsx(document: RoomingDocument): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  const { words } = document;
  const book = createXlsxStream(output);
  const columns: ExportColumn<RoomingRow>[] = COLUMNS.map(([key, width]) => ({
    header: words.say(ROOMING_WORDS[key]),
    width,
    value: (row) => row[key],
  }));
  await book.sheet(document.hotelName, columns, [document.lines.map((line) => words.row(line))]);
  await book.commit();
  await done;
  return Buffer.concat(chunks);
}

const PDF_COLUMNS: { key: keyof RoomingRow; width: number }[] = [
  { key: 'mark', width: 58 },
  { key: 'arrival', width: 72 },
  { key: 'departure', width: 72 },
  { key: 'nights', width: 34 },
  { key: 'roomType', width: 52 },
  { key: 'guest1', width: 120 },
  { key: 'guest2', width: 130 },
  { key: 'reference', width: 70 },
  { key: 'what', width: 134 },
];

function row(doc: PdfDocument, cells: string[], y: number, bold: boolean, struck: boolean): number {
  doc.font(bold ? FONTS.bold : FONTS.regular).fontSize(8);
  let x = doc.page.margins.left;
  const heights = PDF_COLUMNS.map((column, index) =>
    doc.heightOfString(cells[index] ?? '', { width: column.width - 6 }),
  );
  const height = Math.max(...heights) + 6;
  PDF_COLUMNS.forEach((column, index) => {
    doc.text(cells[index] ?? '', x, y + 3, { width: column.width - 6, strike: struck && index > 0 });
    x += column.width;
  });
  doc
    .moveTo(doc.page.margins.left, y + height)
    .lineTo(x, y + height)
    .strokeColor('#cccccc')
    .lineWidth(0.5)
    .stroke();
  return y + height;
}

/** The same list on landscape A4 pages, the header repeated on each; cancelled lines struck through. */
export async function roomingPdf(document: RoomingDocument): Promise<Buffer> {
  const { words } = document;
  const title = words.say(ROOMING_WORDS.title, { hotel: document.hotelName });
  const doc = createPdf({
    title,
    author: document.congressName,
    createdAt: document.madeAt,
    landscape: true,
  });
  const headers = PDF_COLUMNS.map((column) => words.say(ROOMING_WORDS[column.key]));
  const newPage = (first: boolean) => {
    if (!first) doc.addPage({ size: 'A4', layout: 'landscape', margin: 50 });
    return row(doc, headers, doc.y, true, false);
  };
  doc.font(FONTS.bold).fontSize(14).text(title);
  doc.font(FONTS.regular).fontSize(10).text(document.congressName);
  doc.text(
    `${words.say(ROOMING_WORDS.madeOn, { date: document.madeOn })}. ${words.say(ROOMING_WORDS.counts, { ...document.counts })}`,
  );
  doc.moveDown();
  let y = newPage(true);
  if (document.lines.length === 0)
    doc
      .font(FONTS.regular)
      .fontSize(10)
      .text(words.say(ROOMING_WORDS.empty), doc.page.margins.left, y + 8);
  for (const line of document.lines) {
    const cells = pick(words.row(line)).map(String);
    if (y > doc.page.height - doc.page.margins.bottom - 40) {
      doc.y = doc.page.margins.top;
      y = newPage(false);
    }
    y = row(doc, cells, y, false, line.mark === 'cancelled');
  }
  return pdfToBuffer(doc);
}

const pick = (r: RoomingRow) => PDF_COLUMNS.map((column) => r[column.key]);
