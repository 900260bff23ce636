import sharp from 'sharp';

/**
 * Small, valid documents drawn by the project (no downloads): an ID-card-like PNG and a one-page
 * PDF with a few lines of text. The demo seed gives its accounts these as KYC and ownership
 * documents; tests upload them. Each says plainly that it is a sample.
 */

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A 640×400 PNG that looks like an identity card, with the holder's name and a SAMPLE mark. */
export function sampleIdCardPng(holder: string, title = 'NATIONAL IDENTITY CARD'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
    <rect width="640" height="400" rx="24" fill="#e6f4ea"/>
    <rect x="0" y="0" width="640" height="70" rx="24" fill="#0b5d3b"/>
    <rect x="0" y="46" width="640" height="24" fill="#0b5d3b"/>
    <text x="32" y="46" font-family="sans-serif" font-size="26" font-weight="bold" fill="#ffffff">${escapeXml(title)}</text>
    <rect x="32" y="100" width="160" height="200" rx="12" fill="#b7d7c2"/>
    <circle cx="112" cy="170" r="42" fill="#7aa68a"/>
    <rect x="62" y="222" width="100" height="60" rx="30" fill="#7aa68a"/>
    <text x="220" y="130" font-family="sans-serif" font-size="16" fill="#4b5563">Name</text>
    <text x="220" y="160" font-family="sans-serif" font-size="26" font-weight="bold" fill="#111827">${escapeXml(holder)}</text>
    <text x="220" y="200" font-family="sans-serif" font-size="16" fill="#4b5563">Issued by</text>
    <text x="220" y="226" font-family="sans-serif" font-size="20" fill="#111827">RentNaija demo data</text>
    <text x="320" y="360" font-family="sans-serif" font-size="40" font-weight="bold" fill="#b91c1c" opacity="0.55" text-anchor="middle">SAMPLE · NOT A REAL ID</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** PDF text: ASCII only, with the string delimiters escaped. */
const pdfText = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);

/** A one-page A4 PDF with a title and lines of text (Helvetica), valid and minimal. */
export function samplePdf(title: string, lines: string[]): Buffer {
  const text = [
    'BT /F1 20 Tf 56 770 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 12 Tf 0 -36 Td 16 TL',
    ...lines.map((line) => `(${pdfText(line)}) Tj T*`),
    '0 -24 Td (SAMPLE DOCUMENT - RentNaija demo data) Tj',
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  return writePdf(objects);
}

/**
 * A PDF of numbered objects (1, 2, …; object 1 is the catalog) with a correct cross-reference
 * table.
 */
export function writePdf(objects: string[], version = '1.4'): Buffer {
  let pdf = `%PDF-${version}\n`;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
