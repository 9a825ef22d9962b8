import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/** The two faces every document is set in. */
export interface DocumentFonts {
  regular: PDFFont;
  bold: PDFFont;
}

interface FontFiles {
  regular: Uint8Array;
  bold: Uint8Array;
}

// DejaVu Sans (Bitstream Vera licence: free to embed and redistribute; decision 0024). PDF's
// standard 14 fonts are not embedded (each viewer substitutes its own) and pdf-lib writes them in
// WinAnsi, which has å, ä, ö but not the ł, č or ž of a Polish or Baltic customer's name.
const require = createRequire(import.meta.url);
const FONT_PATHS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

let fontFiles: Promise<FontFiles> | undefined;

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type FontkitFont = ReturnType<Fontkit['create']>;
type GlyphRun = ReturnType<FontkitFont['layout']>;

const parsedFonts = new WeakMap<Uint8Array, FontkitFont>();

/**
 * fontkit as pdf-lib calls it, with two changes that make a long invoice about four times faster
 * (bench/invoice-pdf.ts): a font file is parsed once per process, not once per document, and text
 * is laid out glyph by glyph instead of through OpenType shaping, which cost 0.2 ms a string, a
 * few thousand strings a long invoice. pdf-lib reads only the glyphs of a layout (it never applied
 * kerning), so what shaping still added was ligatures, which copy and search worse than letters;
 * text is NFC-normalised first (text-layout.ts), so no mark needs composing.
 */
const unshapedFontkit: Fontkit = {
  create(data, postscriptName) {
    let font = parsedFonts.get(data);
    if (!font) {
      font = fontkit.create(data, postscriptName);
      const glyphsOf = font.glyphsForString.bind(font);
      font.layout = (text: string) => ({ glyphs: glyphsOf(text) }) as GlyphRun;
      parsedFonts.set(data, font);
    }
    return font;
  },
};

/** The font files, read once per process (about 1.4 MB; each document embeds only the glyphs it uses). */
function readFontFiles(): Promise<FontFiles> {
  fontFiles ??= Promise.all([readFile(FONT_PATHS.regular), readFile(FONT_PATHS.bold)]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      fontFiles = undefined; // a failed read is tried again by the next document
      throw error;
    },
  );
  return fontFiles;
}

/** Embeds the document fonts into `doc` as subsets, so a one-page invoice stays a few tens of KB. */
export async function embedDocumentFonts(doc: PDFDocument): Promise<DocumentFonts> {
  const files = await readFontFiles();
  doc.registerFontkit(unshapedFontkit);
  const [regular, bold] = await Promise.all([
    doc.embedFont(files.regular, { subset: true }),
    doc.embedFont(files.bold, { subset: true }),
  ]);
  return { regular, bold };
}
