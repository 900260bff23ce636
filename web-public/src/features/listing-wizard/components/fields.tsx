import type { ReactNode } from 'react';
import { Checkbox, Form } from 'antd';
import type { ListingField } from '@rentnaija/shared';

export { NairaInput } from '../../../components/NairaInput';

/** The id of a field's control (and of its label and error: `-label`, `-error`). */
export const fieldId = (field: string) => `lw-${field}`;

/** Moves focus to a field's control: the input itself, or a group's checked (else first) option. */
export function focusField(field: string): void {
  const el = document.getElementById(fieldId(field));
  if (!el) return;
  const target = el.matches('input, textarea, select, button, [tabindex]')
    ? el
    : (el.querySelector<HTMLElement>('input:checked') ??
      el.querySelector<HTMLElement>('input, textarea, button, [tabindex]'));
  (target ?? el).focus();
}

/** The accessibility attributes of a field's control. */
export function controlProps(field: ListingField | string, error?: string, hint?: boolean) {
  const id = fieldId(field);
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

/**
 * A labelled field: its label, the control, then its error (or its hint). Groups of options
 * (radios, checkboxes) name themselves with `aria-labelledby` on `${id}-label`.
 */
export function Field({
  field,
  label,
  optional,
  hint,
  error,
  group,
  children,
}: {
  field: string;
  label: ReactNode;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  group?: boolean;
  children: ReactNode;
}) {
  const id = fieldId(field);
  return (
    <Form.Item
      label={
        <span id={`${id}-label`}>
          {label}
          {optional && <span className="lw-optional"> (optional)</span>}
        </span>
      }
      htmlFor={group ? undefined : id}
      required={!optional}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={`${id}-error`}>{error}</span> : undefined}
      extra={hint ? <span id={`${id}-hint`}>{hint}</span> : undefined}
    >
      {children}
    </Form.Item>
  );
}

/** A group of checkboxes named by its field's label (`${id}-label`). */
export function CheckboxGroup<T extends string>({
  field,
  value,
  onChange,
  options,
  stacked,
}: {
  field: string;
  value: T[];
  onChange(value: T[]): void;
  options: { value: T; label: string }[];
  stacked?: boolean;
}) {
  return (
    <div id={fieldId(field)} role="group" aria-labelledby={`${fieldId(field)}-label`}>
      <Checkbox.Group<T>
        className={stacked ? 'lw-checks lw-checks--stack' : 'lw-checks'}
        value={value}
        onChange={onChange}
        options={options}
      />
    </div>
  );
}
