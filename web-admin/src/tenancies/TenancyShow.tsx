import Payments from '@mui/icons-material/Payments';
import { Alert, Grid, Typography } from '@mui/material';
import {
  formatDateTime,
  formatDay,
  formatNaira,
  plural,
  TENANCY_STATE_LABELS,
} from '@rentnaija/shared';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { Breakdown } from '../common/Breakdown';
import { RecordCard } from '../common/RecordHeading';
import { Detail, DetailSection } from '../common/Detail';
import { FilteredListButton } from '../common/FilteredListButton';
import { StateChip } from '../common/fields';
import { ListingLink, PersonLink, ShowLink } from '../common/ShowLink';
import { TENANCY_STATE_COLORS, type TenancyRecord } from './constants';
import { TenancyEnd } from './TenancyEnd';
import { TenancyLedger } from './TenancyLedger';

const Title = () => {
  const record = useRecordContext<TenancyRecord>();
  return <>{record ? `Tenancy ${record.reference}` : 'Tenancy'}</>;
};

const day = (date: string | null) => (date ? formatDay(date) : null);

const TenancyBody = () => {
  const record = useRecordContext<TenancyRecord>();
  if (!record) return null;
  return (
    <RecordCard
      chips={
        <StateChip
          value={record.state}
          colors={TENANCY_STATE_COLORS}
          labels={TENANCY_STATE_LABELS}
        />
      }
      title={record.property.title}
      subtitle={`Tenancy ${record.reference}, begun ${formatDateTime(record.createdAt)}`}
    >
      {record.state === 'cancelled' ? (
        <Alert severity="error" sx={{ my: 2 }}>
          <strong>
            Cancelled{record.cancelledAt ? ` ${formatDateTime(record.cancelledAt)}` : ''}:
          </strong>{' '}
          {record.cancellationReason}
        </Alert>
      ) : null}

      <Grid container spacing={2}>
        <DetailSection title="Parties" />
        <Detail label="Tenant">
          <PersonLink person={record.tenant} />
        </Detail>
        <Detail label="Landlord">
          <PersonLink person={record.landlord} />
        </Detail>
        <Detail label="Listing">
          <ListingLink property={record.property} />
        </Detail>
        <Detail label="Application">
          <ShowLink resource="applications" id={record.applicationId}>
            Open the application
          </ShowLink>
        </Detail>

        <DetailSection title="Term" />
        <Detail label="Rent">{formatNaira(record.fees.price)} a month</Detail>
        <Detail label="Paid in advance">{plural(record.termMonths, 'month')}</Detail>
        <Detail label="Move-in window">
          {day(record.moveInEarliest)} to {day(record.moveInLatest)}
        </Detail>
        <Detail label="Move-in date">{day(record.moveInDate)}</Detail>
        <Detail label="First term ends">{day(record.endDate)}</Detail>
        <TenancyEnd tenancy={record} />
      </Grid>

      <Typography variant="h6" component="h3" sx={{ mt: 3 }} gutterBottom>
        Paid to move in
      </Typography>
      <Breakdown items={record.moveIn.items} total={record.moveIn.total} label="Paid to move in" />

      <Typography variant="h6" component="h3" sx={{ mt: 3 }} gutterBottom>
        Money
      </Typography>
      <TenancyLedger tenancyId={String(record.id)} />
    </RecordCard>
  );
};

const Actions = () => {
  const record = useRecordContext<TenancyRecord>();
  return (
    <TopToolbar>
      <ListButton label="Back to tenancies" />
      {record ? (
        <FilteredListButton
          resource="payments"
          filter={{ applicationId: record.applicationId }}
          shown={[]}
          label="Payments"
          icon={<Payments />}
        />
      ) : null}
    </TopToolbar>
  );
};

const TenancyShow = () => (
  <Show title={<Title />} actions={<Actions />} component="div">
    <TenancyBody />
  </Show>
);

export default TenancyShow;
