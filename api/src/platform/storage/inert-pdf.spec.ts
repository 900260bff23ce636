import { PDFDocument } from '@cantoo/pdf-lib';
import { PDFParse } from 'pdf-parse';
import {
  activeContentIn,
  brokenPdf,
  HOSTILE_PDF_TEXT,
  hostilePdf,
  objectStreamBomb,
  passwordPdf,
  restrictedPdf,
} from '../../../test/support/pdfs.js';
import { inertPdf, packedObjectsSize, UnusablePdfError } from './inert-pdf.js';
import { samplePdf } from './sample-documents.js';

const textOf = async (pdf: Buffer) => {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).pages.map((p) => p.text.trim());
  } finally {
    await parser.destroy();
  }
};

describe('making an uploaded PDF inert', () => {
  it('drops scripts, actions, attachments and forms; keeps the pages, field values and a web link', async () => {
    const hostile = hostilePdf();
    // The fixture really carries what must go.
    expect(activeContentIn(hostile)).toEqual(
      expect.arrayContaining(['/JavaScript', '/OpenAction', '/Launch', '/EmbeddedFile', '/AA']),
    );
    const inert = await inertPdf(hostile);
    expect(activeContentIn(inert)).toEqual([]);
    expect(inert.toString('latin1')).toContain('https://rentnaija.example/bills');

    const parsed = await PDFDocument.load(inert);
    expect(parsed.getPageCount()).toBe(2);
    expect(parsed.catalog.keys().map(String).sort()).toEqual(['/Pages', '/Type']);
    // The form is gone, but the value filled into its field is drawn on the page.
    expect(await textOf(inert)).toEqual([`${HOSTILE_PDF_TEXT[0]}\n1234`, HOSTILE_PDF_TEXT[1]]);
  });

  it('keeps an ordinary PDF readable', async () => {
    const inert = await inertPdf(samplePdf('Water bill', ['Customer: Adebayo Ogunleye']));
    expect((await textOf(inert))[0]).toContain('Customer: Adebayo Ogunleye');
  });

  it('opens a PDF locked only against printing, and writes it without encryption', async () => {
    const inert = await inertPdf(await restrictedPdf());
    expect(inert.toString('latin1')).not.toContain('/Encrypt');
    expect((await textOf(inert))[0]).toContain('Account 0123456789');
  });

  it('refuses a PDF that needs a password, and one that cannot be read', async () => {
    await expect(inertPdf(await passwordPdf())).rejects.toMatchObject({ reason: 'password' });
    await expect(inertPdf(brokenPdf())).rejects.toBeInstanceOf(UnusablePdfError);
    await expect(inertPdf(brokenPdf())).rejects.toMatchObject({ reason: 'unreadable' });
  });
});

describe('a PDF built to exhaust the parser', () => {
  it('is refused before parsing when its object streams would decompress beyond the limit', async () => {
    const bomb = objectStreamBomb(100);
    expect(bomb.length).toBeLessThan(200_000);
    expect(packedObjectsSize(bomb)).toBeGreaterThan(64 * 1024 * 1024);
    await expect(inertPdf(bomb)).rejects.toMatchObject({ reason: 'unreadable' });
  });

  it('lets object streams of ordinary size through', async () => {
    const small = objectStreamBomb(1);
    expect(packedObjectsSize(small)).toBe(1024 * 1024);
    expect(packedObjectsSize(hostilePdf())).toBe(0);
  });
});
