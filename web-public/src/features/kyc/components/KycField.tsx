import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { Form } from 'antd';
import type { KycField as FieldName } from '@rentnaija/shared';
import type { StepForm } from '../../../components/step-form';
import type { KycFormValues } from '../kycForm';

/** What each step of the KYC form gets. */
export interface KycStepProps {
  form: StepForm<KycFormValues>;
}

/** antd's choices from a list of `{ value, label }`. */
export const choices = (list: readonly { value: string; label: string }[]) =>
  list.map((o) => ({ value: o.value, label: o.label }));

/** Inputs hand over an event, other antd controls (selects, numbers, uploads) the value itself. */
const valueOf = (v: unknown) =>
  v && typeof v === 'object' && 'target' in v ? (v.target as HTMLInputElement).value : v;

/**
 * One field of the KYC form: its label, the control bound to the form's value, and its error once
 * its step was checked or the user left it. The control is named and described as an antd form
 * field's is: its id is the field's name, its error `${name}_help`, its hint `${name}_extra`.
 */
export function KycField({
  form,
  name,
  label,
  optional,
  extra,
  wide,
  children,
}: KycStepProps & {
  name: FieldName;
  label: string;
  optional?: boolean;
  extra?: ReactNode;
  /** Across both columns. */
  wide?: boolean;
  children: ReactElement;
}) {
  const error = form.errorOf(name);
  const describedBy = [error && `${name}_help`, extra && `${name}_extra`].filter(Boolean);
  return (
    <Form.Item
      label={label}
      htmlFor={name}
      required={!optional}
      validateStatus={error ? 'error' : undefined}
      help={error && <span id={`${name}_help`}>{error}</span>}
      extra={extra && <span id={`${name}_extra`}>{extra}</span>}
      className={wide ? 'rn-kyc-grid__wide' : undefined}
    >
      {cloneElement(children as ReactElement<Record<string, unknown>>, {
        id: name,
        value: form.values[name],
        onChange: (v: unknown) => form.change({ [name]: valueOf(v) }),
        onBlur: () => form.touch(name),
        'aria-invalid': error ? 'true' : undefined,
        'aria-required': optional ? undefined : 'true',
        'aria-describedby': describedBy.length ? describedBy.join(' ') : undefined,
      })}
    </Form.Item>
  );
}
