import { type ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import type { FieldError } from '@rentnaija/shared';
import { badRequest } from '../exceptions/domain.exception.js';
import { findUnsafeText } from './unsafe-text.js';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * Whitelists, rejects unknown fields, converts types, and lists every field error. Before
 * that, refuses control characters and broken Unicode anywhere in a body (forms and multipart
 * fields included), query or path parameter, also on routes that read their query by hand.
 */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param') {
      const unsafe = findUnsafeText(value, metadata.data ?? '', metadata.type);
      if (unsafe) throw badRequest(unsafe.message, [unsafe]);
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const details = flatten(errors).map((d) =>
        d.message.startsWith('property ') && d.message.endsWith('should not exist')
          ? { field: d.field, message: `Unknown field '${d.field}'` }
          : d,
      );
      return badRequest(details.map((d) => d.message).join(', ') || 'Validation failed', details);
    },
  });
}
