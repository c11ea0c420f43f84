import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import SaxonJS from 'saxon-js';

/**
 * Independent validators of EN 16931 e-invoices, not our code: CEN's own schematron rules (the XSLT
 * published in ConnectingEurope/eInvoicing-EN16931, compiled to SEF for SaxonJS; see
 * fixtures/en16931/README.md), the CII D16B and UBL 2.1 XSD schemas through xmllint, and poppler's
 * tools for the Factur-X PDF.
 */
const run = promisify(execFile);
const FIXTURES = join(import.meta.dirname, 'fixtures', 'en16931');

export type Syntax = 'cii' | 'ubl';
export type FailedAssert = { id: string; flag: string; location: string; text: string };

const stylesheets = new Map<Syntax, unknown>();
function stylesheet(syntax: Syntax): unknown {
  let sef = stylesheets.get(syntax);
  if (!sef) {
    const file = syntax === 'cii' ? 'EN16931-CII-validation.sef.json' : 'EN16931-UBL-validation.sef.json';
    sef = JSON.parse(readFileSync(join(FIXTURES, file), 'utf8'));
    stylesheets.set(syntax, sef);
  }
  return sef;
}

const attribute = (element: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(element)?.[1] ?? '';

/** The SVRL report's failed assertions (every one: fatal, error and warning), from CEN's rules. */
export async function schematronFailures(xml: string, syntax: Syntax): Promise<FailedAssert[]> {
  const { principalResult } = await SaxonJS.transform(
    { stylesheetInternal: stylesheet(syntax), sourceText: xml, destination: 'serialized' },
    'async',
  );
  if (!principalResult.includes('schematron-output')) throw new Error('no SVRL report');
  const failures = principalResult.match(/<svrl:failed-assert[\s\S]*?<\/svrl:failed-assert>/g) ?? [];
  return failures.map((failure) => {
    const open = failure.slice(0, failure.indexOf('>'));
    return {
      id: attribute(open, 'id'),
      flag: attribute(open, 'flag'),
      location: attribute(open, 'location'),
      text: /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(failure)?.[1]?.trim() ?? '',
    };
  });
}

/** The failed assertions that reject an e-invoice: those flagged fatal or error. */
export async function schematronErrors(xml: string, syntax: Syntax): Promise<FailedAssert[]> {
  const failures = await schematronFailures(xml, syntax);
  return failures.filter((failure) => failure.flag === 'fatal' || failure.flag === 'error');
}

const SCHEMAS = {
  cii: 'cii/CrossIndustryInvoice_100pD16B.xsd',
  'ubl-invoice': 'ubl/maindoc/UBL-Invoice-2.1.xsd',
  'ubl-credit-note': 'ubl/maindoc/UBL-CreditNote-2.1.xsd',
} as const;

async function inTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'e-invoice-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** xmllint's verdict against the official XSD: '' when valid, its messages otherwise. */
export async function xsdErrors(xml: string, schema: keyof typeof SCHEMAS): Promise<string> {
  return inTempDir(async (dir) => {
    await writeFile(join(dir, 'e-invoice.xml'), xml);
    try {
      await run('xmllint', [
        '--noout',
        '--nonet',
        '--schema',
        join(FIXTURES, SCHEMAS[schema]),
        join(dir, 'e-invoice.xml'),
      ]);
      return '';
    } catch (error) {
      return String((error as { stderr?: string }).stderr ?? error);
    }
  });
}

/** What poppler reads in a Factur-X PDF: its attachments, its XMP metadata, and the factur-x.xml in it. */
export async function readFacturX(
  pdf: Buffer,
): Promise<{ attachments: string; metadata: string; xml: string | null }> {
  return inTempDir(async (dir) => {
    const file = join(dir, 'invoice.pdf');
    await writeFile(file, pdf);
    const attachments = (await run('pdfdetach', ['-list', file])).stdout;
    const metadata = (await run('pdfinfo', ['-meta', file])).stdout;
    const saved = join(dir, 'factur-x.xml');
    const xml = attachments.includes('factur-x.xml')
      ? await run('pdfdetach', ['-savefile', 'factur-x.xml', '-o', saved, file]).then(() =>
          readFile(saved, 'utf8'),
        )
      : null;
    return { attachments, metadata, xml };
  });
}

/** xmllint's verdict on well-formedness alone (an XMP packet has no schema): '' when well-formed. */
export async function wellFormednessErrors(xml: string): Promise<string> {
  return inTempDir(async (dir) => {
    await writeFile(join(dir, 'document.xml'), xml);
    try {
      await run('xmllint', ['--noout', '--nonet', join(dir, 'document.xml')]);
      return '';
    } catch (error) {
      return String((error as { stderr?: string }).stderr ?? error);
    }
  });
}
