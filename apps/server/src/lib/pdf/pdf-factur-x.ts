import type { PdfDocument } from './pdf-document.ts';

/** What a Factur-X PDF carries: the CII XML and the profile it follows (decisions 45). */
export type FacturXAttachment = {
  xml: string;
  /** The Factur-X conformance level, as its XMP extension schema spells it. */
  conformanceLevel: 'EN 16931';
};

/** The Factur-X 1.0 file name and XMP namespace; readers look for exactly these. */
const FILE_NAME = 'factur-x.xml';
const FX_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

/** pdfkit's options for a PDF/A-3b document (its output intent and pdfaid XMP come with them). */
export const PDF_A3B = { pdfVersion: '1.7', subset: 'PDF/A-3b' } as const;

/**
 * The PDF/A extension schema that declares Factur-X's XMP properties (PDF/A requires every custom
 * property to be described), then the properties themselves, as the Factur-X 1.0 specification gives them.
 */
function facturXMetadata(conformanceLevel: string): string {
  const property = (name: string, description: string) => `
              <rdf:li rdf:parseType="Resource">
                <pdfaProperty:name>${name}</pdfaProperty:name>
                <pdfaProperty:valueType>Text</pdfaProperty:valueType>
                <pdfaProperty:category>external</pdfaProperty:category>
                <pdfaProperty:description>${description}</pdfaProperty:description>
              </rdf:li>`;
  return `
        <rdf:Description rdf:about=""
            xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/"
            xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#"
            xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
          <pdfaExtension:schemas>
            <rdf:Bag>
              <rdf:li rdf:parseType="Resource">
                <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
                <pdfaSchema:namespaceURI>${FX_NAMESPACE}</pdfaSchema:namespaceURI>
                <pdfaSchema:prefix>fx</pdfaSchema:prefix>
                <pdfaSchema:property>
                  <rdf:Seq>${property('DocumentFileName', 'name of the embedded XML invoice file')}${property('DocumentType', 'INVOICE')}${property('Version', 'The actual version of the Factur-X XML schema')}${property('ConformanceLevel', 'The conformance level of the embedded Factur-X data')}
                  </rdf:Seq>
                </pdfaSchema:property>
              </rdf:li>
            </rdf:Bag>
          </pdfaExtension:schemas>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:fx="${FX_NAMESPACE}">
          <fx:DocumentType>INVOICE</fx:DocumentType>
          <fx:DocumentFileName>${FILE_NAME}</fx:DocumentFileName>
          <fx:Version>1.0</fx:Version>
          <fx:ConformanceLevel>${conformanceLevel}</fx:ConformanceLevel>
        </rdf:Description>`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * pdfkit writes the Info dictionary, then the XMP packet from the same values without escaping them,
 * so an issuer named "Smith & Co" would break the XMP that PDF/A requires to be well-formed. Its
 * PDF/A step runs in between: escaping the values there leaves the Info dictionary as written.
 */
function escapeXmpInfo(doc: PdfDocument): void {
  const internal = doc as unknown as { endSubset: () => void; info: Record<string, unknown> };
  const endSubset = internal.endSubset.bind(doc);
  internal.endSubset = () => {
    endSubset();
    for (const [key, value] of Object.entries(internal.info)) {
      if (typeof value === 'string') internal.info[key] = escapeXml(value);
    }
  };
}

/**
 * Makes a PDF/A-3 document (created with `PDF_A3B`) a Factur-X invoice: the CII XML embedded as
 * factur-x.xml, associated with the document as its Alternative (the XML says what the page says),
 * and the Factur-X XMP properties. Dated with the document, so issuing twice gives the same bytes.
 */
export function embedFacturX(doc: PdfDocument, attachment: FacturXAttachment, createdAt: Date): void {
  // pdfkit writes AFRelationship from `relationship`, which its type definitions do not list yet.
  const options: PDFKit.Mixins.PDFAttachmentOptions & { relationship: 'Alternative' } = {
    name: FILE_NAME,
    type: 'text/xml',
    description: 'Factur-X invoice',
    relationship: 'Alternative',
    creationDate: createdAt,
    modifiedDate: createdAt,
  };
  doc.file(Buffer.from(attachment.xml, 'utf8'), options);
  doc.appendXML(facturXMetadata(attachment.conformanceLevel));
  escapeXmpInfo(doc);
}
