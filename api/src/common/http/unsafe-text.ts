import type { FieldError } from '@rentnaija/shared';

/**
 * Control characters other than tab, line feed and carriage return (C0, DEL and C1). PostgreSQL
 * refuses NUL in text and jsonb; the others are never typed by a person and break emails,
 * logs and exports.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Half of a surrogate pair on its own: not Unicode text (jsonb refuses its `\ud800` escape). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with `text` as stored text, or null when nothing is. */
export function unsafeTextProblem(text: string): string | null {
  if (CONTROL.test(text)) {
    return text.includes('\0')
      ? 'must not contain NUL (\\u0000) characters'
      : 'must not contain control characters';
  }
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text';
  return null;
}

/**
 * The first string (value or key) of `value` that cannot be stored as text, as a field error
 * naming its path (`root` for the value itself, `unnamed` when the root has no name). Walks
 * without recursion; parsed bodies are at most MAX_JSON_DEPTH deep anyway.
 */
export function findUnsafeText(
  value: unknown,
  root: string,
  unnamed = 'body',
): FieldError | undefined {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      const problem = unsafeTextProblem(v);
      if (problem) return fieldError(path || unnamed, problem);
    } else if (v !== null && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        const problem = unsafeTextProblem(key);
        if (problem) return fieldError(path || unnamed, `Field names ${problem}`);
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return undefined;
}

function fieldError(field: string, problem: string): FieldError {
  return { field, message: /^[A-Z]/.test(problem) ? problem : `${field} ${problem}` };
}

/** Every string of `value` with its control characters and lone surrogates made visible. */
export function replaceUnsafeText(value: unknown): unknown {
  const clean = (s: string) =>
    s
      .replace(new RegExp(CONTROL.source, 'g'), '\uFFFD')
      .replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');
  if (typeof value === 'string') return clean(value);
  if (Array.isArray(value)) return value.map(replaceUnsafeText);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [clean(k), replaceUnsafeText(v)]),
    );
  }
  return value;
}
