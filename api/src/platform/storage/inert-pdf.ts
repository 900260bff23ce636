import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  PDFRef,
  PDFStream,
  PDFString,
  PDFHexString,
} from '@cantoo/pdf-lib';
import { inflateSync } from 'node:zlib';

/** Why a PDF could not be made inert: it is locked with a password, or it cannot be read. */
export class UnusablePdfError extends Error {
  constructor(readonly reason: 'password' | 'unreadable') {
    super(reason === 'password' ? 'The PDF is password-protected' : 'The PDF cannot be read');
  }
}

/**
 * Annotations kept on a page: what a reader sees drawn over the page (notes, highlights,
 * stamps, ink) and links to web pages. Everything else goes: form fields (their values are
 * flattened into the page first), attached files, sound, movies, 3D and rich media.
 */
const KEPT_ANNOTATIONS = new Set([
  'Link',
  'Text',
  'FreeText',
  'Line',
  'Square',
  'Circle',
  'Polygon',
  'PolyLine',
  'Highlight',
  'Underline',
  'Squiggly',
  'StrikeOut',
  'Stamp',
  'Caret',
  'Ink',
  'Popup',
]);

/**
 * Keys that make a PDF do something rather than show something: triggered actions, scripts,
 * attached files (also PDF 2.0's associated files), forms and document-level names.
 */
const ACTIVE_KEYS = [
  'AA',
  'OpenAction',
  'JS',
  'JavaScript',
  'AF',
  'EF',
  'EmbeddedFiles',
  'AcroForm',
  'XFA',
  'Names',
].map((k) => PDFName.of(k));

/** Page entries that lead to other pages (article beads) or to applications' private data. */
const PAGE_EXTRAS = ['B', 'PieceInfo', 'AA', 'AF'].map((k) => PDFName.of(k));

const A = PDFName.of('A');
const S = PDFName.of('S');
const URI = PDFName.of('URI');
const NEXT = PDFName.of('Next');
const ANNOTS = PDFName.of('Annots');
const SUBTYPE = PDFName.of('Subtype');

/** Web and mail links only: no `javascript:`, `file:` or `data:` addresses. */
const SAFE_LINK = /^(https?:|mailto:)/i;

const nameOf = (value: PDFObject | undefined) =>
  value instanceof PDFName ? value.decodeText() : undefined;

const textOf = (value: PDFObject | undefined) =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined;

/**
 * Rewrites a PDF so that it can only be looked at: the pages (their content, fonts and images)
 * are copied into a new document, whose catalog therefore has no open action, scripts, attached
 * files, outline actions or forms; on the pages, triggered actions and active annotations are
 * removed, links keep only web addresses, and form fields are drawn into the page. Objects left
 * unreferenced are dropped, and the result is written without object streams, so that nothing
 * hides in compressed object containers. A PDF encrypted with an empty password (restrictions
 * only) is opened and written unencrypted; one that needs a password, or that cannot be parsed
 * or has no pages, throws UnusablePdfError.
 */
export async function inertPdf(bytes: Uint8Array): Promise<Buffer> {
  if (
    packedObjectsSize(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) >
    MAX_PACKED_OBJECTS
  ) {
    throw new UnusablePdfError('unreadable');
  }
  let source: PDFDocument;
  try {
    source = await PDFDocument.load(bytes, { password: '', updateMetadata: false });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new UnusablePdfError(/password|encrypt/i.test(message) ? 'password' : 'unreadable');
  }
  try {
    flattenForm(source);
    const pages = source.getPages();
    if (pages.length === 0) throw new UnusablePdfError('unreadable');
    for (const page of pages) {
      for (const key of PAGE_EXTRAS) page.node.delete(key);
      cleanAnnotations(source, page.node);
    }

    const out = await PDFDocument.create({ updateMetadata: false });
    const copies = await out.copyPages(source, source.getPageIndices());
    for (const copy of copies) out.addPage(copy);
    scrub(out);
    return Buffer.from(await out.save({ useObjectStreams: false, addDefaultPage: false }));
  } catch (error) {
    if (error instanceof UnusablePdfError) throw error;
    throw new UnusablePdfError('unreadable');
  }
}

/** Draws filled-in form fields into their pages, so that dropping the form keeps what it shows. */
function flattenForm(doc: PDFDocument) {
  if (!doc.catalog.has(PDFName.of('AcroForm'))) return;
  try {
    doc.getForm().flatten();
  } catch {
    // A form that cannot be flattened loses its fields (the widgets are removed below).
  }
}

/** Keeps a page's passive annotations only, and removes their actions but web links. */
function cleanAnnotations(doc: PDFDocument, page: PDFDict) {
  const annots = page.lookup(ANNOTS);
  if (!(annots instanceof PDFArray)) {
    page.delete(ANNOTS);
    return;
  }
  const kept = PDFArray.withContext(doc.context);
  for (let i = 0; i < annots.size(); i++) {
    const raw = annots.get(i);
    const annot = doc.context.lookup(raw);
    if (!(annot instanceof PDFDict)) continue;
    const subtype = nameOf(annot.lookup(SUBTYPE));
    if (!subtype || !KEPT_ANNOTATIONS.has(subtype)) continue;
    const action = annot.lookup(A);
    if (action !== undefined) {
      if (subtype === 'Link' && isSafeLink(action)) {
        (action as PDFDict).delete(NEXT);
      } else {
        annot.delete(A);
      }
    }
    // A link that goes nowhere useful: internal destinations point at other pages' objects.
    if (subtype === 'Link' && !annot.has(A)) continue;
    annot.delete(PDFName.of('Dest'));
    annot.delete(PDFName.of('Parent'));
    kept.push(raw);
  }
  if (kept.size() > 0) page.set(ANNOTS, kept);
  else page.delete(ANNOTS);
}

function isSafeLink(action: PDFObject | undefined): boolean {
  if (!(action instanceof PDFDict) || nameOf(action.lookup(S)) !== 'URI') return false;
  const address = textOf(action.lookup(URI));
  return !!address && SAFE_LINK.test(address.trim());
}

/**
 * Removes every active key from every object reachable from the new document's trailer, then
 * drops the objects nothing reaches (copied along with what was removed).
 */
function scrub(doc: PDFDocument) {
  const { context } = doc;
  const reached = new Set<string>();
  const visit = (value: PDFObject | undefined) => {
    if (value === undefined) return;
    if (value instanceof PDFRef) {
      const key = value.toString();
      if (reached.has(key)) return;
      reached.add(key);
      visit(context.lookup(value));
    } else if (value instanceof PDFStream) {
      visit(value.dict);
    } else if (value instanceof PDFDict) {
      for (const key of ACTIVE_KEYS) value.delete(key);
      const action = value.get(A);
      if (action !== undefined && !isSafeLink(context.lookup(action))) value.delete(A);
      for (const [, entry] of value.entries()) visit(entry);
    } else if (value instanceof PDFArray) {
      for (const entry of value.asArray()) visit(entry);
    }
  };
  visit(context.trailerInfo.Root);
  visit(context.trailerInfo.Info);
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (!reached.has(ref.toString())) context.delete(ref);
  }
}

/**
 * The most that a PDF's object and cross-reference streams may hold once decompressed. The
 * parser decompresses them all as it opens the file; in real documents they hold a few
 * megabytes of plain objects, while a crafted 5 MB file could make them hold gigabytes.
 */
const MAX_PACKED_OBJECTS = 64 * 1024 * 1024;

const OBJECT_HEADER = /\d+\s+\d+\s+obj\b/g;
const PACKED = /\/Type\s*\/(ObjStm|XRef)(?![\w#])/;

/**
 * How many bytes the object and cross-reference streams of `pdf` decompress to (Flate, applied
 * once or several times), counted with zlib's own output limit, so a compression bomb is found
 * without being inflated. Names written with `#xx` escapes are read as the parser reads them.
 */
export function packedObjectsSize(pdf: Buffer): number {
  const text = pdf.toString('latin1');
  let total = 0;
  for (const header of text.matchAll(OBJECT_HEADER)) {
    const start = header.index + header[0].length;
    const streamAt = text.indexOf('stream', start);
    const nextObject = text.indexOf(' obj', start);
    if (streamAt < 0 || (nextObject >= 0 && nextObject < streamAt)) continue;
    const dict = text
      .slice(start, streamAt)
      .replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (!PACKED.test(dict)) continue;
    const dataAt = streamAt + 'stream'.length + (text.startsWith('\r\n', streamAt + 6) ? 2 : 1);
    const end = text.indexOf('endstream', dataAt);
    let data = pdf.subarray(dataAt, end < 0 ? pdf.length : end);
    // Filters may be chained: decompress while the result is itself Flate data.
    for (let level = 0; level < 4 && data.length > 1 && data[0] === 0x78; level++) {
      try {
        data = inflateSync(data, { maxOutputLength: MAX_PACKED_OBJECTS - total + 1 });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
          return MAX_PACKED_OBJECTS + 1;
        }
        break;
      }
      total += data.length;
      if (total > MAX_PACKED_OBJECTS) return total;
    }
  }
  return total;
}
