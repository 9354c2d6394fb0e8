import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text a person could select or search in a PDF, page after page, runs joined by single spaces.
 * Throws when the bytes are not a PDF that PDF.js can open.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await pdf.destroy();
  return { pages: pdf.numPages, text: parts.join(' ').replace(/\s+/g, ' ') };
}
