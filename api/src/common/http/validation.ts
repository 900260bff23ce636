import { type ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import type { FieldError } from '@rentnaija/shared';
import { badRequest } from '../exceptions/domain.exception.js';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * The path of the first string (value or key) holding a NUL character, which PostgreSQL cannot
 * store in text. Walks without recursion; bodies are at most MAX_JSON_DEPTH deep anyway.
 */
export function findNul(value: unknown, root: string): string | undefined {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\0')) return path;
    } else if (v !== null && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\0')) return path || 'body';
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/**
 * Whitelists, rejects unknown fields, converts types, and lists every field error. Before
 * that, refuses NUL characters anywhere in a body, query or path parameter, also on routes that
 * read their query by hand.
 */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param') {
      const field = findNul(value, metadata.data ?? '');
      if (field !== undefined) {
        const name = field || metadata.type;
        const message = `${name} must not contain NUL (\\u0000) characters`;
        throw badRequest(message, [{ field: name, message }]);
      }
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
