import { Divider, Tab, Tabs } from '@mui/material';
import { MODERATION_STATES, type ModerationState } from '@rentnaija/shared';
import { useEffect } from 'react';
import { useGetList, useListContext } from 'react-admin';
import { REVIEW_LABELS } from '../common/review';

const TabLabel = ({ state }: { state: ModerationState }) => {
  const { filterValues } = useListContext();
  const { total } = useGetList('properties', {
    filter: { ...filterValues, moderationStatus: state },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  const name = state === 'pending' ? 'Pending' : REVIEW_LABELS[state];
  return <>{total === undefined ? name : `${name} (${total})`}</>;
};

/** Pending / approved / rejected, driving the `moderationStatus` filter. */
export const ModerationTabs = () => {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const valid = MODERATION_STATES.includes(filterValues.moderationStatus);
  const current: ModerationState = valid ? filterValues.moderationStatus : 'pending';
  // A link or a cleared filter without a moderation state shows the pending tab's listings.
  useEffect(() => {
    if (!valid) setFilters({ ...filterValues, moderationStatus: 'pending' }, displayedFilters);
  }, [valid, filterValues, setFilters, displayedFilters]);
  return (
    <>
      <Tabs
        value={current}
        variant="scrollable"
        scrollButtons="auto"
        onChange={(_, value: ModerationState) =>
          setFilters({ ...filterValues, moderationStatus: value }, displayedFilters)
        }
        aria-label="Moderation state"
      >
        {MODERATION_STATES.map((state) => (
          <Tab key={state} value={state} label={<TabLabel state={state} />} />
        ))}
      </Tabs>
      <Divider />
    </>
  );
};
