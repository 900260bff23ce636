import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import type { FieldError } from '@rentnaija/shared';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** Whitelists, rejects unknown fields, converts types, and lists every field error. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
      return new BadRequestException({
        message: details.map((d) => d.message).join(', ') || 'Validation failed',
        details,
      });
    },
  });
}
