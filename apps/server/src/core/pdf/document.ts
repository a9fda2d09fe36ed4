import PDFDocument from 'pdfkit';
import { FONT, fontBytes, type PdfFont } from './fonts';

export type PdfDoc = InstanceType<typeof PDFDocument>;

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** How a document's pages are laid out and what its properties say. */
export interface PdfPage {
  title: string;
  author: string;
  /** 'A4', or width and height in points. */
  size: 'A4' | readonly [number, number];
  margin: number;
  /** False when the drawing adds each page itself. */
  autoFirstPage?: boolean;
}

/** The width between the margins of a page. */
export function contentWidth(page: PdfPage): number {
  const width = page.size === 'A4' ? A4.width : page.size[0];
  return width - 2 * page.margin;
}

/**
 * Draws a document with the embedded fonts (every text in them, so ₹ prints) and answers its
 * bytes.
 */
export function renderPdf(page: PdfPage, draw: (doc: PdfDoc) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: page.size === 'A4' ? 'A4' : [...page.size],
    margin: page.margin,
    autoFirstPage: page.autoFirstPage ?? true,
    info: { Title: page.title, Author: page.author },
  });
  for (const font of Object.keys(FONT) as PdfFont[]) doc.registerFont(FONT[font], fontBytes(font));
  doc.font(FONT.body);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}
