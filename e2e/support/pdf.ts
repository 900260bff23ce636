import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';

/** The text of a PDF file, as a reader would copy it. */
export async function pdfText(path: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await readFile(path)) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
