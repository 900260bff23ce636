import { useEffect, useRef, useState } from 'react';
import { InputNumber } from 'antd';

/** '1500000' → '1,500,000'. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A whole-number input (minimum 0) that commits its value on blur, on Enter, or after a short
 * pause in typing, so the address and the search are not updated on every keystroke.
 */
export function DeferredNumberInput({
  value,
  onCommit,
  ariaLabel,
  placeholder,
  suffix,
  id,
}: {
  value: number | null;
  onCommit: (value: number | null) => void;
  ariaLabel: string;
  placeholder?: string;
  suffix?: string;
  id?: string;
}) {
  const [draft, setDraft] = useState<number | null>(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => setDraft(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: number | null) => {
    clearTimeout(timer.current);
    if (next !== value) onCommit(next);
  };

  return (
    <InputNumber<number>
      id={id}
      aria-label={ariaLabel}
      placeholder={placeholder}
      min={0}
      step={10000}
      precision={0}
      style={{ width: '100%' }}
      value={draft}
      prefix="₦"
      suffix={suffix}
      // 1,500,000 rather than 1500000: the separators are shown, never sent.
      formatter={(v) => (v === undefined || v === null ? '' : groupThousands(String(v)))}
      // antd reads the digits back as a decimal string; an empty box stays empty.
      parser={(v) => (v ?? '').replace(/\D/g, '') as unknown as number}
      onChange={(v) => {
        const next = typeof v === 'number' && Number.isFinite(v) ? Math.max(0, v) : null;
        setDraft(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(next), 700);
      }}
      onBlur={() => commit(draft)}
      onPressEnter={() => commit(draft)}
    />
  );
}
