import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { code128Png } from '../../src/documents/code128';
import { invoicePdf } from '../../src/documents/invoice-pdf';
import { pdfTestInvoice, rowsOf } from './invoice-fixture';

/** Each page's text as a reader (or a search) gets it, and each page's size in points. */
async function readPdf(bytes: Uint8Array): Promise<{ pages: string[]; sizes: number[][] }> {
  // pdf.js takes the buffer over; the test keeps its own copy.
  const pdf = await getDocumentProxy(bytes.slice());
  const { text } = await extractText(pdf, { mergePages: false });
  const sizes: number[][] = [];
  for (let number = 1; number <= pdf.numPages; number++) sizes.push((await pdf.getPage(number)).view.slice(2));
  return { pages: text, sizes };
}

describe('invoicePdf', () => {
  it('writes a Finnish invoice on A4 with its parties, reference, total and bank barcode', async () => {
    const invoice = pdfTestInvoice();
    const bytes = await invoicePdf(invoice);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');

    const { pages, sizes } = await readPdf(bytes);
    expect(sizes).toEqual([[595.28, 841.89]]);
    const text = pages[0]!;
    expect(text).toContain('LASKU');
    expect(text).toContain('Rahti & Kumpp. Oy');
    expect(text).toContain('Äänekosken Öljy ja Kuljetus Oy');
    expect(text).toContain('Köydenpunojankatu 5');
    expect(text).toContain('2026 00421 23451');
    expect(text).toContain('1 234,56 EUR');
    expect(text).toContain('16.03.2026');
    expect(text).toContain('14 pv netto');
    expect(text).toContain('TILISIIRTO GIRERING');
    expect(invoice.barcode).toMatch(/^\d{54}$/);
    expect(text).toContain(`Virtuaaliviivakoodi ${invoice.barcode}`);
    expect(text).toContain('1 / 1');
  });

  it('titles a Swedish invoice FAKTURA and an English one INVOICE, made at the same time', async () => {
    // Made concurrently: the documents share the process's parsed fonts.
    const [swedish, english] = await Promise.all(
      (['sv', 'en'] as const).map(
        async (language) => (await readPdf(await invoicePdf(pdfTestInvoice({ language })))).pages[0]!,
      ),
    );
    expect(swedish).toContain('FAKTURA');
    expect(swedish).toContain('Att betala');
    expect(swedish).toContain('1 234,56 EUR');
    expect(swedish).toContain('14 dagar netto');
    expect(swedish).toContain('Äänekosken Öljy ja Kuljetus Oy');

    expect(english).toContain('INVOICE');
    expect(english).toContain('Total to pay');
    expect(english).toContain('1 234.56 EUR');
    expect(english).toContain('16 Mar 2026');
    expect(english).toContain('Äänekosken Öljy ja Kuljetus Oy');
    expect(english).not.toContain('LASKU');
  });

  it('prints an RF reference in groups of four and a foreign buyer with its country', async () => {
    const text = (
      await readPdf(
        await invoicePdf(
          pdfTestInvoice({
            language: 'en',
            reference: 'RF18539007547034',
            buyer: {
              name: 'Przewóz Łódź Sp. z o.o.',
              street: 'ul. Z\u0307eromskiego 7', // Ż typed as Z and a combining dot above
              postCode: '90-001',
              town: 'Łódź',
              countryCode: 'PL',
            },
          }),
        ),
      )
    ).pages[0]!;
    expect(text).toContain('RF18 5390 0754 7034');
    expect(text).toContain('Przewóz Łódź Sp. z o.o.');
    expect(text).toContain('POLAND');
    expect(text).toContain('ul. Żeromskiego 7');
  });

  it('writes a credit note with the invoice it credits and no giro form', async () => {
    const rows = rowsOf([{ description: 'Hyvitys: odotus', quantity: -1, unit: 'h', unitPrice: 60, vatPercent: 25.5 }]);
    const text = (
      await readPdf(await invoicePdf(pdfTestInvoice({ kind: 'creditNote', creditedNumber: '2026-0041', rows })))
    ).pages[0]!;
    expect(text).toContain('HYVITYSLASKU');
    expect(text).toContain('Hyvittää laskun 2026-0041');
    expect(text).toContain('Hyvitys yhteensä');
    expect(text).toContain('−75,30 EUR'); // the minus sign U+2212, as Intl writes it in Finnish
    expect(text).not.toContain('TILISIIRTO');
  });

  it('runs 60 rows over pages that repeat the table header and are numbered, the giro form on the last', async () => {
    const rows = rowsOf(
      Array.from({ length: 60 }, (_, index) => ({
        description: `Kuljetus ${index + 1}: Vantaa–Oulu, rahtikirja RK-${1000 + index}`,
        quantity: 1 + (index % 3),
        unit: 'kpl',
        unitPrice: 123.45,
        vatPercent: index % 4 === 0 ? 13.5 : 25.5,
      })),
    );
    const { pages, sizes } = await readPdf(await invoicePdf(pdfTestInvoice({ rows })));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(sizes.every(([width, height]) => width === 595.28 && height === 841.89)).toBe(true);
    pages.forEach((text, index) => {
      expect(text).toContain(`${index + 1} / ${pages.length}`);
      expect(text).toContain('Rahti & Kumpp. Oy');
      if (text.includes('Vantaa–Oulu')) expect(text).toMatch(/Kuvaus Määrä Yks\. À-hinta ALV/);
    });
    expect(pages[1]).toContain('LASKU 2026-0042');
    const all = pages.join('\n');
    for (let row = 1; row <= 60; row++) expect(all).toContain(`Kuljetus ${row}: Vantaa–Oulu`);
    expect(pages.at(-1)).toContain('TILISIIRTO GIRERING');
    expect(pages.slice(0, -1).join('\n')).not.toContain('TILISIIRTO GIRERING');
  });
});

describe('code128Png', () => {
  it('draws the 54 digits of a bank barcode in code set C: 332 modules', async () => {
    // Start C (11 modules), 27 digit pairs (11 each), check symbol (11), stop (13); set B would take 54 × 11.
    const { modules } = await code128Png('437159030000007760012345600000000000000020260042123451'.slice(0, 54));
    expect(modules).toBe(11 + 27 * 11 + 11 + 13);
  });
});
