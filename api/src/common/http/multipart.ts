import {
  applyDecorators,
  HttpStatus,
  type NestInterceptor,
  ParseFilePipeBuilder,
  type Type,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';

/** A text field sent beside the file, holding one of `values` (e.g. the kind of document). */
export interface MultipartField {
  name: string;
  values: readonly string[];
}

/**
 * A route that takes one multipart `file`, read by `interceptor` (which sets the size limits),
 * and at most one text `field` beside it. The OpenAPI document shows the form; read the file
 * with `@RequiredFile()`.
 */
export const MultipartUpload = (
  interceptor: Type<NestInterceptor> | NestInterceptor,
  field?: MultipartField,
) =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: field
        ? {
            type: 'object',
            required: ['file', field.name],
            properties: {
              file: { type: 'string', format: 'binary' },
              [field.name]: { type: 'string', enum: [...field.values] },
            },
          }
        : { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
    }),
    UseInterceptors(interceptor),
  );

/** The request's uploaded `file`; a request without one is refused with 400. */
export const RequiredFile = () =>
  UploadedFile(
    new ParseFilePipeBuilder().build({
      fileIsRequired: true,
      errorHttpStatusCode: HttpStatus.BAD_REQUEST,
    }),
  );
