import { Button } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { filterChips, type BrowseFilters } from '../lib/filters';

/** The active filters as removable chips, above the results on every screen size. */
export function FilterChips({
  filters,
  onChange,
  onClear,
}: {
  filters: BrowseFilters;
  onChange: (patch: Partial<BrowseFilters>) => void;
  onClear: () => void;
}) {
  const chips = filterChips(filters);
  if (chips.length === 0) return null;
  return (
    <div className="rp-chips">
      <ul className="rp-chips__list" aria-label="Active filters">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Button
              size="small"
              shape="round"
              className="rp-chip"
              icon={<CloseOutlined />}
              iconPlacement="end"
              aria-label={`Remove filter: ${chip.label}`}
              onClick={() => onChange(chip.remove)}
            >
              {chip.label}
            </Button>
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <Button size="small" type="link" onClick={onClear}>
          Clear all
        </Button>
      )}
    </div>
  );
}
