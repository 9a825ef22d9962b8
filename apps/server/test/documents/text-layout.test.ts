import { describe, expect, it } from 'vitest';
import { createPdf } from '../../src/documents/pdf-document';
import { textWidth, wrapText } from '../../src/documents/text-layout';

describe('wrapText', () => {
  it('moves whole words to the next line, keeps line breaks and cuts a word wider than the column', async () => {
    const { fonts } = await createPdf({ title: 'wrap', language: 'fi-FI', author: 'test' });
    const style = { font: fonts.regular, size: 10 };
    const width = textWidth('Kuljetus Helsinki', style);

    expect(wrapText('Kuljetus Helsinki Jyväskylä', style, width)).toEqual(['Kuljetus Helsinki', 'Jyväskylä']);
    expect(wrapText('Odotus\n\nlastaus\tpurku', style, width)).toEqual(['Odotus', '', 'lastaus purku']);
    const cut = wrapText('FI3715903000000776FI3715903000000776', style, width);
    expect(cut.length).toBeGreaterThan(1);
    expect(cut.join('')).toBe('FI3715903000000776FI3715903000000776');
    expect(cut.every((line) => textWidth(line, style) <= width)).toBe(true);
    expect(wrapText('', style, width)).toEqual([]);
  });
});
