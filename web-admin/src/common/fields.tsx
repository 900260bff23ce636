import { formatDateTime, formatNaira } from '@rentnaija/shared';
import { Chip, type ChipProps } from '@mui/material';
import { darken, lighten } from '@mui/material/styles';
import { FunctionField, type RaRecord } from 'react-admin';

interface SourceProps {
  source: string;
  label?: string;
  sortable?: boolean;
  sortBy?: string;
  emptyText?: string;
}

function read(record: RaRecord | undefined, source: string): unknown {
  return source
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      record,
    );
}

/** A timestamp shown in West Africa Time: "22 Nov 2026, 14:05 WAT". */
export const WatDateField = ({ source, emptyText = '—', ...rest }: SourceProps) => (
  <FunctionField
    source={source}
    {...rest}
    render={(record: RaRecord) => {
      const value = read(record, source);
      return typeof value === 'string' && value ? formatDateTime(value) : emptyText;
    }}
  />
);

/** Whole naira with the ₦ sign, en-NG grouping, no decimals. */
export const NairaField = ({ source, emptyText = '—', ...rest }: SourceProps) => (
  <FunctionField
    source={source}
    {...rest}
    render={(record: RaRecord) => {
      const value = read(record, source);
      return typeof value === 'number' ? formatNaira(value) : emptyText;
    }}
  />
);

export type ChipColor = NonNullable<ChipProps['color']>;

/**
 * A state → chip colour map written colour by colour:
 * `chipColors(PAYOUT_STATES, { info: ['pending'], success: ['paid'], error: ['failed'] })`.
 * Every state takes exactly one colour; a state left out or given two fails at load.
 */
export function chipColors<S extends string>(
  states: readonly S[],
  byColor: Partial<Record<ChipColor, readonly NoInfer<S>[]>>,
): Record<S, ChipColor> {
  const colors = {} as Record<S, ChipColor>;
  for (const [color, listed] of Object.entries(byColor) as [ChipColor, S[]][]) {
    for (const state of listed) {
      if (state in colors) throw new Error(`The state ${state} is given two colours`);
      colors[state] = color;
    }
  }
  const missing = states.filter((state) => !(state in colors));
  if (missing.length > 0) throw new Error(`No colour for ${missing.join(', ')}`);
  return colors;
}

/** A small coloured chip for a state value, e.g. pending / approved / rejected. */
export const StateChip = ({
  value,
  colors,
  labels,
}: {
  value: string | null | undefined;
  colors: Record<string, ChipColor>;
  labels?: Record<string, string>;
}) =>
  value ? (
    <Chip
      size="small"
      variant="outlined"
      color={colors[value] ?? 'default'}
      label={labels?.[value] ?? humanize(value)}
      sx={(theme) => {
        const color = colors[value];
        if (!color || color === 'default') return {};
        // A darker (light mode) or lighter (dark mode) shade keeps small text at 4.5:1 contrast.
        const main = theme.palette[color].main;
        return { color: theme.palette.mode === 'dark' ? lighten(main, 0.3) : darken(main, 0.3) };
      }}
    />
  ) : null;

export const StateField = ({
  source,
  colors,
  labels,
  ...rest
}: SourceProps & { colors: Record<string, ChipColor>; labels?: Record<string, string> }) => (
  <FunctionField
    source={source}
    {...rest}
    render={(record: RaRecord) => {
      const value = read(record, source);
      return (
        <StateChip
          value={typeof value === 'string' ? value : null}
          colors={colors}
          labels={labels}
        />
      );
    }}
  />
);

/** "in_progress" → "In progress". */
export function humanize(value: string): string {
  const text = value.replace(/[_-]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Pretty-printed JSON in a scrollable block (audit before/after). */
export const JsonBlock = ({ value }: { value: unknown }) => (
  <pre
    style={{
      margin: 0,
      padding: 12,
      overflowX: 'auto',
      fontSize: 13,
      borderRadius: 4,
      background: 'rgba(127,127,127,0.1)',
      whiteSpace: 'pre-wrap',
      wordBreak: 'break-word',
    }}
  >
    {value === null || value === undefined ? 'Nothing recorded' : JSON.stringify(value, null, 2)}
  </pre>
);
