/** The document type alone, so the font and Factur-X helpers pdf-buffer.ts uses need not import it back. */
export type PdfDocument = PDFKit.PDFDocument;
