import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text';
import { contentWidth, renderPdf, type PdfPage } from './document';
import { amounts, table } from './layout';

const page: PdfPage = { title: 'Probe', author: 'Store', size: 'A4', margin: 40 };
const box = { left: 40, width: contentWidth(page) };

describe('the PDF kit', () => {
  it('prints amounts with the rupee sign in its embedded font, never as INR', async () => {
    const pdf = await renderPdf(page, (doc) => {
      table(
        doc,
        box,
        [
          { title: 'Item', width: 300, align: 'left' },
          { title: 'Qty', width: 50, align: 'right' },
        ],
        [['Pillow', '2']],
      );
      amounts(
        doc,
        box,
        [
          ['Subtotal', 123_456_78],
          ['Total', 123_456_78],
        ],
        { heading: 'Totals', lastIsTotal: true },
      );
    });
    const text = pdfText(pdf);
    expect(text).toEqual(
      expect.arrayContaining(['Item', 'Qty', 'Pillow', 'Totals', 'Total', '₹1,23,456.78']),
    );
    expect(text.join('\n')).not.toContain('INR');
    expect(pdf.toString('latin1')).toMatch(/\/FontFile2 \d+ 0 R/);
  });

  it('breaks a long table onto further pages', async () => {
    const rows = Array.from({ length: 80 }, (_, i) => [`Line ${i + 1}`]);
    const pdf = await renderPdf(page, (doc) =>
      table(doc, box, [{ title: 'Item', width: 300, align: 'left' }], rows),
    );
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(1);
    expect(pdfText(pdf)).toContain('Line 80');
  });
});
