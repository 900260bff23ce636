import {
  applyDecorators,
  HttpStatus,
  type NestInterceptor,
  ParseFilePipeBuilder,
  type Type,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiExtraModels, getSchemaPath } from '@nestjs/swagger';

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

/**
 * A route whose text fields (`dto`) come as JSON, or as a multipart form with up to `max` files
 * under `field` beside them, read by `interceptor` (which sets the limits). Read the files with
 * `@UploadedFiles()`; a JSON request has none.
 */
export const JsonOrMultipartFiles = (
  interceptor: Type<NestInterceptor> | NestInterceptor,
  dto: Type,
  field: string,
  max: number,
) =>
  applyDecorators(
    ApiExtraModels(dto),
    ApiConsumes('application/json', 'multipart/form-data'),
    ApiBody({
      schema: {
        allOf: [
          { $ref: getSchemaPath(dto) },
          {
            type: 'object',
            properties: {
              [field]: {
                type: 'array',
                maxItems: max,
                items: { type: 'string', format: 'binary' },
                description: `Up to ${max} files (multipart only)`,
              },
            },
          },
        ],
      },
    }),
    UseInterceptors(interceptor),
  );
