import History from '@mui/icons-material/History';
import type { ReactElement } from 'react';
import { Button, Link, useCreatePath, useRecordContext } from 'react-admin';

/**
 * A toolbar link to another console list with a filter applied (e.g. a listing's audit trail).
 * The `shown` filters open with their inputs visible, so the reader sees why the list is short.
 */
export const FilteredListButton = ({
  resource,
  filter,
  label,
  icon,
  shown = Object.keys(filter),
}: {
  resource: string;
  filter: Record<string, string>;
  label: string;
  icon: ReactElement;
  shown?: string[];
}) => {
  const createPath = useCreatePath();
  const displayed = Object.fromEntries(shown.map((key) => [key, true]));
  const query = new URLSearchParams({
    filter: JSON.stringify(filter),
    displayedFilters: JSON.stringify(displayed),
  });
  const to = `${createPath({ resource, type: 'list' })}?${query.toString()}`;
  return (
    <Button component={Link} to={to} label={label}>
      {icon}
    </Button>
  );
};

/** The record in context's audit trail: the audit log filtered on it (`entityType` 'property'…). */
export const HistoryButton = ({ entityType }: { entityType: string }) => {
  const record = useRecordContext();
  return record ? (
    <FilteredListButton
      resource="audit-log"
      filter={{ entityType, entityId: String(record.id) }}
      label="History"
      icon={<History />}
    />
  ) : null;
};
