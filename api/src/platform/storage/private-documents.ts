import {
  applyDecorators,
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  HttpStatus,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
  StreamableFile,
  type Type,
} from '@nestjs/common';
import {
  FileInterceptor,
  FilesInterceptor,
  memoryStorage,
} from '@nestjs/platform-fastify/multipart';
import { DOCUMENT_MIME_TYPES, KYC_MESSAGES, MAX_UPLOAD_BYTES } from '@rentnaija/shared';
import type { FastifyReply } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { randomUUID } from 'node:crypto';
import type { Observable } from 'rxjs';
import sharp from 'sharp';
import { badRequest, DomainException, notFound } from '../../common/exceptions/domain.exception.js';
import { ApiErrors, ApiFile } from '../../common/http/openapi.js';
import { FileStorage, PRIVATE_FILES_PREFIX } from './file-storage.js';
import { inertPdf, UnusablePdfError } from './inert-pdf.js';

/** The types a private document may be, by its bytes. */
export type StoredDocumentType = (typeof DOCUMENT_MIME_TYPES)[number];

const EXTENSIONS: Record<StoredDocumentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** Scans are kept legible but not larger than this on their long side. */
const MAX_IMAGE_SIDE = 4000;

/** A document as stored: where, what it is, and the name to offer on download. */
export interface StoredDocument {
  storageKey: string;
  mimeType: StoredDocumentType;
  size: number;
  fileName: string;
}

export const fileTooLarge = (field = 'file') =>
  new DomainException(HttpStatus.PAYLOAD_TOO_LARGE, 'FILE_TOO_LARGE', KYC_MESSAGES.fileTooLarge, [
    { field, message: KYC_MESSAGES.fileTooLarge },
  ]);

export const invalidFileType = (field = 'file', message: string = KYC_MESSAGES.invalidFileType) =>
  new DomainException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'UNSUPPORTED_MEDIA_TYPE', message, [
    { field, message },
  ]);

/** What a stored document may be, and how a refusal names the form's field. */
export interface DocumentRules {
  /** The types accepted, by the bytes (default: JPG, PNG or PDF). */
  types?: readonly StoredDocumentType[];
  field?: string;
  /** The words of a refusal of another type. */
  invalidType?: string;
}

/**
 * The name offered on download: the uploaded name's stem, plain characters only, with the
 * extension of the type the bytes revealed ('lease.png' holding a PDF becomes 'lease.pdf').
 */
export function documentFileName(original: string | undefined, type: StoredDocumentType): string {
  const base = (original ?? '').split(/[\\/]/).pop() ?? '';
  const stem =
    base
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w.-]+/g, '_')
      .replace(/^[._]+|_+$/g, '')
      .slice(0, 80) || 'document';
  return `${stem}.${EXTENSIONS[type]}`;
}

/**
 * Identity and ownership documents: private files that the public uploads route never serves.
 * The bytes decide the type (JPG, PNG or PDF, never the name or the declared type); images are
 * decoded and re-encoded, which drops their metadata (GPS position, camera, hidden data after
 * the image); PDFs are rewritten with their pages only, without scripts, actions, attached
 * files or forms (refused when that cannot be done). Each is stored under `private/<folder>/`
 * with a random name and read back only through an endpoint that checks who asks, as a download.
 */
@Injectable()
export class PrivateDocuments {
  constructor(private readonly storage: FileStorage) {}

  async store(
    folder: string,
    file: { buffer?: Buffer; originalname?: string },
    rules: DocumentRules = {},
  ): Promise<StoredDocument> {
    const { types = DOCUMENT_MIME_TYPES, field = 'file' } = rules;
    const bytes = file.buffer ?? Buffer.alloc(0);
    if (bytes.length > MAX_UPLOAD_BYTES) throw fileTooLarge(field);
    const detected = await fileTypeFromBuffer(bytes);
    const mimeType = detected?.mime as StoredDocumentType | undefined;
    if (!mimeType || !(types as readonly string[]).includes(mimeType)) {
      throw invalidFileType(field, rules.invalidType);
    }
    const body =
      mimeType === 'application/pdf' ? await rewritePdf(bytes) : await reencode(bytes, mimeType);
    const storageKey = `${PRIVATE_FILES_PREFIX}${folder}/${randomUUID()}.${EXTENSIONS[mimeType]}`;
    await this.storage.put(storageKey, body, mimeType);
    return {
      storageKey,
      mimeType,
      size: body.length,
      fileName: documentFileName(file.originalname, mimeType),
    };
  }

  /** The stored bytes; a record whose file is gone answers 404. */
  async read(storageKey: string): Promise<Buffer> {
    if (!storageKey.startsWith(PRIVATE_FILES_PREFIX)) throw notFound('Document not found');
    const body = await this.storage.read(storageKey);
    if (!body) throw notFound('Document not found', 'DOCUMENT_NOT_FOUND');
    return body;
  }

  /**
   * Answers with a document as a download (never shown inline by the browser or its PDF
   * viewer): never cached, never sniffed as another type, and sandboxed so that a crafted file
   * opened directly cannot run anything against the site.
   */
  async send(
    res: FastifyReply,
    document: { storageKey: string; mimeType: string; fileName: string },
  ): Promise<StreamableFile> {
    const body = await this.read(document.storageKey);
    res.header('Content-Type', document.mimeType);
    res.header('Content-Disposition', `attachment; filename="${document.fileName}"`);
    res.header('Cache-Control', 'no-store');
    res.header('X-Content-Type-Options', 'nosniff');
    res.header('Content-Security-Policy', "default-src 'none'; sandbox");
    res.header('Cross-Origin-Resource-Policy', 'same-origin');
    return new StreamableFile(body);
  }

  /** Removes a stored file (a record that never referred to it, or one being replaced). */
  remove(storageKey: string): Promise<void> {
    return this.storage.delete(storageKey);
  }
}

async function reencode(buffer: Buffer, type: 'image/jpeg' | 'image/png'): Promise<Buffer> {
  try {
    const image = sharp(buffer, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate().resize({
      width: MAX_IMAGE_SIDE,
      height: MAX_IMAGE_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    return await (
      type === 'image/png'
        ? image.png({ compressionLevel: 9 })
        : image.jpeg({ quality: 90, mozjpeg: true })
    ).toBuffer();
  } catch {
    throw badRequest('The image could not be read; it may be damaged.', [
      { field: 'file', message: 'The image could not be read' },
    ]);
  }
}

/** The PDF's pages alone, or a 400 saying why it cannot be accepted. */
async function rewritePdf(bytes: Buffer): Promise<Buffer> {
  try {
    return await inertPdf(bytes);
  } catch (error) {
    if (!(error instanceof UnusablePdfError)) throw error;
    const [message, field, code] =
      error.reason === 'password'
        ? [
            'This PDF is protected by a password. Upload a copy without a password, or a photo of the document.',
            'The PDF is protected by a password',
            'PDF_PASSWORD_PROTECTED',
          ]
        : [
            'This PDF could not be read; it may be damaged. Upload another copy, or a photo of the document.',
            'The PDF could not be read',
            'PDF_UNREADABLE',
          ];
    throw badRequest(message, [{ field: 'file', message: field }], code);
  }
}

/**
 * The answer of a route that sends a private document with PrivateDocuments.send: the file as a
 * download, or 404 to anyone but its owner and staff.
 */
export const ApiPrivateDocument = () =>
  applyDecorators(
    ApiFile(
      DOCUMENT_MIME_TYPES,
      'The document, as a download (images re-encoded; PDFs rewritten with their pages only)',
    ),
    ApiErrors(400, 404),
  );

const MultipartDocument = FileInterceptor('file', {
  storage: memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 },
});

/**
 * Reads one multipart `file` (at most 5 MB) into memory; a larger one is refused with the
 * upload form's message ('File too large. Max 5MB allowed.').
 */
@Injectable()
export class DocumentUploadInterceptor extends MultipartDocument {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await super.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw fileTooLarge();
      throw error;
    }
  }
}

/**
 * Reads up to `max` multipart files of `field` (each at most 5 MB) into memory, beside text
 * fields; more files are refused with a 400 saying `tooMany`, a larger one with the upload
 * form's message. A request that is not multipart passes untouched (JSON without files).
 */
export function FilesUploadInterceptor(
  field: string,
  max: number,
  tooMany: string,
): Type<NestInterceptor> {
  const Base = FilesInterceptor(field, max, {
    storage: memoryStorage(),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: max, fields: 5 },
  });
  @Injectable()
  class FilesUpload extends Base {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await super.intercept(context, next);
      } catch (error) {
        if (error instanceof PayloadTooLargeException) throw fileTooLarge(field);
        if (
          error instanceof BadRequestException &&
          (error.message === `Unexpected file field - ${field}` ||
            error.message.startsWith('Too many files'))
        ) {
          throw badRequest(tooMany, [{ field, message: tooMany }], 'TOO_MANY_FILES');
        }
        throw error;
      }
    }
  }
  return FilesUpload;
}
