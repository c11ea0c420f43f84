import { randomBytes } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** Hostile files for the upload routes, built in memory in milliseconds however big they unpack. */

/** `levels` elements nested in one another (fast-xml-parser gives up at 100; recursion costs more). */
export const deepXml = (levels: number) =>
  Buffer.from(`<?xml version="1.0"?>${'<a>'.repeat(levels)}x${'</a>'.repeat(levels)}`);

type ZipEntry = { name: string; packed: Buffer; crc: number; size: number };

/** A deflated entry, its size and checksum computed for it. */
const deflated = (name: string, text: string): ZipEntry => {
  const data = Buffer.from(text);
  return { name, packed: deflateRawSync(data), crc: crc32(data), size: data.length };
};

/** A zip archive of entries already packed, each declaring `declare(entry)` as its unpacked size. */
function zipOf(entries: ZipEntry[], declare = (entry: ZipEntry) => entry.size): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.packed.length, 18);
    local.writeUInt32LE(declare(entry), 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.packed.length, 20);
    central.writeUInt32LE(declare(entry), 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.packed);
    directory.push(central, name);
    offset += local.length + name.length + entry.packed.length;
  }
  const size = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

const XLSX_FRAME = [
  deflated(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  ),
  deflated(
    '_rels/.rels',
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  ),
  deflated(
    'xl/workbook.xml',
    '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
      '<sheets><sheet name="Members" sheetId="1" r:id="rId1"/></sheets></workbook>',
  ),
  deflated(
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  ),
];

const cell = (text: string) => `<c t="inlineStr"><is><t>${text}</t></is></c>`;
const ROW = `<row>${[
  'Portugal',
  'M-1',
  'Ana',
  'Silva',
  'ana.silva@example.test',
  'Hotel Avenida Palace Lisboa',
]
  .map(cell)
  .join('')}</row>`;

/**
 * The member-book bomb: a sheet of `rows` identical rows (1,500,000 unpack to about 450 MB) packed
 * into less than 2 MB, the upload's limit. The rows are deflated once as a block that stands alone (a
 * full flush: no reference to what came before), and that block repeated, so building it costs
 * nothing. `lie` declares the sheet 1 MB in the zip's headers, as a bomb written to slip past a
 * check of the directory would.
 */
export function xlsxBomb(rows = 1_500_000, lie = false): Buffer {
  const perBlock = 4096;
  const block = Buffer.from(ROW.repeat(perBlock));
  const flush = { finishFlush: constants.Z_FULL_FLUSH };
  const head = Buffer.from(
    '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
      `<row>${['section', 'member number', 'first name', 'name', 'e-mail', 'working hotel'].map(cell).join('')}</row>`,
  );
  const tail = Buffer.from('</sheetData></worksheet>');
  const blocks = Math.ceil(rows / perBlock);
  const packedBlock = deflateRawSync(block, flush);
  let crc = crc32(head);
  for (let i = 0; i < blocks; i++) crc = crc32(block, crc);
  crc = crc32(tail, crc);
  const packed = Buffer.concat([
    deflateRawSync(head, flush),
    ...Array.from({ length: blocks }, () => packedBlock),
    deflateRawSync(tail),
  ]);
  const size = head.length + blocks * block.length + tail.length;
  const sheet = { name: 'xl/worksheets/sheet1.xml', packed, crc, size: Math.min(size, 0xffff_fffe) };
  return zipOf([...XLSX_FRAME, sheet], (entry) => (lie && entry === sheet ? 1024 * 1024 : entry.size));
}

export const svgWithScript = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/api/user/")</script></svg>',
);
export const pdfFile = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
/** A zip that is no spreadsheet (random bytes packed). */
export const plainZip = zipOf([deflated('notes.txt', randomBytes(2048).toString('hex'))]);

/** A multipart body built by hand: text fields, then file parts, names and filenames sent as given. */
export function multipartBody(
  parts: { name: string; filename?: string; type?: string; data: Buffer | string }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----hostile${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type =
      part.filename === undefined ? '' : `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n`;
    return [
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
      Buffer.from(part.data),
      Buffer.from('\r\n'),
    ];
  });
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
