import { applyDecorators, type Type } from '@nestjs/common';
// The one place that may use these two; everything else takes Optional, Nullable, PartialDto.
// eslint-disable-next-line no-restricted-imports
import { PartialType } from '@nestjs/swagger';
import {
  EMAIL_PATTERN,
  isCalendarDate,
  isNigerianPhone,
  isStrongPassword,
  MESSAGES,
} from '@rentnaija/shared';
import { Transform } from 'class-transformer';
import {
  IsNotEmpty,
  IsString,
  Matches,
  MaxLength,
  registerDecorator,
  ValidateIf,
} from 'class-validator';

// class-validator's IsOptional skips null as well as a missing field, so `{"title": null}`
// would reach a NOT NULL column. These say which of the two a field allows.

/** The field may be left out; when it is sent it must be valid (null included). */
export const Optional = () => ValidateIf((_object, value) => value !== undefined);

/** The field may be left out, or sent as null to clear it. */
export const Nullable = () => ValidateIf((_object, value) => value !== undefined && value !== null);

/** Every field of `dto` optional in the sense of Optional(): null stays invalid where it was. */
export const PartialDto = <T>(dto: Type<T>) => PartialType(dto, { skipNullProperties: false });

/** Trims strings; leaves other values for the validators to refuse. */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

// class-validator runs a property's validators in the order they were applied and stops at
// the first error (stopAtFirstError). applyDecorators applies its list from first to last, so
// the required checks lead each list and the user sees 'X is required' for a missing field.

/** A required string, taken as typed (passwords), at most `max` characters. */
export function RequiredString(requiredMessage: string, max: number) {
  return applyDecorators(
    IsString({ message: requiredMessage }),
    IsNotEmpty({ message: requiredMessage }),
    MaxLength(max),
  );
}

/** A required text field: trimmed, non-empty, at most `max` characters. */
export function RequiredText(requiredMessage: string, max: number) {
  return applyDecorators(Trim(), RequiredString(requiredMessage, max));
}

/** A required email address, checked with the shared pattern the forms use. */
export function RequiredEmail(invalidMessage: string = MESSAGES.emailInvalid) {
  return applyDecorators(
    Trim(),
    IsString({ message: MESSAGES.emailRequired }),
    IsNotEmpty({ message: MESSAGES.emailRequired }),
    MaxLength(254),
    Matches(EMAIL_PATTERN, { message: invalidMessage }),
  );
}

function fromPredicate(
  name: string,
  message: string,
  test: (value: string) => boolean,
): PropertyDecorator {
  return (object: object, propertyName: string | symbol) =>
    registerDecorator({
      name,
      target: object.constructor,
      propertyName: String(propertyName),
      options: { message },
      validator: { validate: (value: unknown) => typeof value === 'string' && test(value) },
    });
}

/** A new password meeting the shared policy. */
export function NewPassword() {
  return applyDecorators(
    RequiredString(MESSAGES.passwordRequired, 128),
    fromPredicate('isStrongPassword', MESSAGES.passwordWeak, isStrongPassword),
  );
}

export const IsNigerianPhone = () =>
  fromPredicate(
    'isNigerianPhone',
    'Phone number must be a Nigerian number such as 08031234567 or +2348031234567',
    isNigerianPhone,
  );

/**
 * A value `problem` finds nothing wrong with; its field error is what `problem` answers (for
 * rules with more than one message, or that depend on the day).
 */
export const Passes = (name: string, problem: (value: unknown) => string | null) =>
  ((object: object, propertyName: string | symbol) =>
    registerDecorator({
      name,
      target: object.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => problem(value) === null,
        defaultMessage: (args) => problem(args?.value) ?? '',
      },
    })) as PropertyDecorator;

/**
 * A real calendar date written YYYY-MM-DD (2026-02-30 is refused here, not by the database),
 * with `message` as its field error.
 */
export const IsCalendarDate = (message: string) =>
  fromPredicate('isCalendarDate', message, isCalendarDate);

const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * A calendar date (YYYY-MM-DD) or an ISO 8601 timestamp on one. JavaScript's own date parser
 * takes 2026-02-30 for 2 March; this does not.
 */
export function isDateOrTimestamp(value: string): boolean {
  if (isCalendarDate(value)) return true;
  const m = TIMESTAMP.exec(value);
  return !!m && isCalendarDate(m[1]) && Number.isFinite(Date.parse(value));
}
