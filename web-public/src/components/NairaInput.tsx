import { InputNumber, type InputNumberProps } from 'antd';

const withCommas = (value: string | number | undefined) =>
  value === undefined || value === '' ? '' : `${value}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Whole naira, typed with thousands separators. */
export function NairaInput({
  value,
  onChange,
  ...rest
}: Omit<InputNumberProps<number>, 'onChange'> & { onChange(value: number | null): void }) {
  return (
    <InputNumber<number>
      min={0}
      max={1_000_000_000}
      {...rest}
      value={value}
      onChange={(v) => onChange(typeof v === 'number' ? Math.trunc(v) : null)}
      prefix="₦"
      precision={0}
      inputMode="numeric"
      formatter={withCommas}
      // An empty box is no value (null), not 0: a required amount stays visibly missing.
      parser={(text) => (text ?? '').replace(/[^\d]/g, '') as unknown as number}
      style={{ width: '100%' }}
    />
  );
}
