import { Card, CardContent, Grid, Typography } from '@mui/material';
import { formatDateTime } from '@rentnaija/shared';
import { ReferenceField, TextField, useRecordContext } from 'react-admin';
import { RecordShow } from '../common/RecordShow';
import { Detail, type DetailProps } from '../common/Detail';
import { JsonBlock } from '../common/fields';
import { EntityLink } from './EntityLink';
import type { AuditRecord } from './types';

const Title = () => {
  const record = useRecordContext<AuditRecord>();
  return <>{record ? `Audit: ${record.action}` : 'Audit entry'}</>;
};

/** The entry's facts, four to a row. */
const Line = (props: DetailProps) => <Detail {...props} size={{ xs: 6, md: 3 }} />;

/** Keys whose value differs between before and after, to point the reader at the change. */
function changedKeys(before: AuditRecord['before'], after: AuditRecord['after']): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]));
}

const AuditBody = () => {
  const record = useRecordContext<AuditRecord>();
  if (!record) return null;
  const changed = changedKeys(record.before, record.after);
  return (
    <Card>
      <CardContent>
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <Line label="When">{formatDateTime(record.createdAt)}</Line>
          <Line label="Actor">
            {record.actorId ? (
              <ReferenceField source="actorId" reference="users" link="show">
                <TextField source="name" />
              </ReferenceField>
            ) : (
              'System'
            )}
            {record.actorRole ? ` (${record.actorRole})` : null}
          </Line>
          <Line label="Action">{record.action}</Line>
          <Line label="Entity">
            <EntityLink record={record} showType />
          </Line>
        </Grid>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {changed.length ? `Changed: ${changed.join(', ')}` : 'No field changed.'}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle2" gutterBottom>
              Before
            </Typography>
            <JsonBlock value={record.before} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle2" gutterBottom>
              After
            </Typography>
            <JsonBlock value={record.after} />
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
};

const AuditLogShow = () => (
  <RecordShow title={<Title />} backLabel="Back to audit log">
    <AuditBody />
  </RecordShow>
);

export default AuditLogShow;
