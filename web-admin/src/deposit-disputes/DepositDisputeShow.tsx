import Gavel from '@mui/icons-material/Gavel';
import { Alert, Card, CardContent, Chip, Grid, Stack, TextField, Typography } from '@mui/material';
import {
  DEDUCTION_STATE_LABELS,
  DECISION_REASON_MESSAGES,
  type DepositReportDto,
  type DepositRoomDto,
  formatDateTime,
  formatNaira,
  ROOM_CONDITION_LABELS,
} from '@rentnaija/shared';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { ReviewShow } from '../common/DecisionButtons';
import { DocumentPreview } from '../common/DocumentPreview';
import { StateChip } from '../common/fields';
import { useIsAdmin } from '../common/hooks';
import { RecordHeading } from '../common/RecordHeading';
import { ReasonButton } from '../common/ReasonDialog';
import { AwaitingAdminAlert, DecisionAlert } from '../common/ReviewAlerts';
import { ShowLink } from '../common/ShowLink';
import {
  DEPOSIT_DISPUTE_DECISIONS,
  DEPOSIT_DISPUTE_STATE_COLORS,
  DEPOSIT_DISPUTE_STATE_LABELS,
  type DepositDisputeRecord,
} from './decisions';

const Title = () => {
  const record = useRecordContext<DepositDisputeRecord>();
  return <>{record ? `Deposit dispute on tenancy ${record.reference}` : 'Deposit dispute'}</>;
};

const Rooms = ({ rooms, who }: { rooms: DepositRoomDto[]; who: string }) => (
  <Stack spacing={2}>
    {rooms.map((room, i) => (
      <div key={`${room.name}-${i}`}>
        <Typography variant="subtitle2">
          {room.name}: {ROOM_CONDITION_LABELS[room.condition]}
          {who ? ` (${who})` : ''}
        </Typography>
        {room.notes ? <Typography variant="body2">{room.notes}</Typography> : null}
        <Grid container spacing={1} sx={{ mt: 0.5 }}>
          {room.photos.map((photo, j) => (
            <Grid key={photo.id} size={{ xs: 12, sm: 6 }}>
              <DocumentPreview document={photo} label={`${room.name} photo ${j + 1}`} />
            </Grid>
          ))}
        </Grid>
      </div>
    ))}
  </Stack>
);

/** One report: the tenant's rooms, what the landlord added, and who signed. */
const Report = ({ title, report }: { title: string; report: DepositReportDto | null }) => (
  <Card variant="outlined" sx={{ height: '100%' }}>
    <CardContent>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      {!report ? (
        <Typography color="text.secondary">Not written.</Typography>
      ) : (
        <Stack spacing={2}>
          <Rooms rooms={report.rooms} who="" />
          {report.landlordRooms.length ? (
            <Rooms rooms={report.landlordRooms} who="added by the landlord" />
          ) : null}
          <Typography variant="body2" color="text.secondary">
            Tenant{' '}
            {report.tenantSignedAt
              ? `signed ${formatDateTime(report.tenantSignedAt)}`
              : 'did not sign'}
            ; landlord{' '}
            {report.landlordSignedAt
              ? `signed ${formatDateTime(report.landlordSignedAt)}`
              : 'did not sign'}
            {report.stoodAt ? '; it stood as the tenant wrote it' : ''}.
          </Typography>
        </Stack>
      )}
    </CardContent>
  </Card>
);

/** Upholding part of the disputed deductions: the amount kept for the landlord, and why. */
const UpholdPart = ({ record }: { record: DepositDisputeRecord }) => {
  const isAdmin = useIsAdmin();
  const [amount, setAmount] = useState('');
  if (!isAdmin || record.state !== 'disputed') return null;
  const part = Number(amount);
  const valid =
    amount !== '' && Number.isInteger(part) && part >= 1 && part < record.disputedAmount;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'center', mt: 2 }}>
      <TextField
        size="small"
        type="number"
        label="Keep for the landlord (₦)"
        sx={{ maxWidth: 280 }}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={amount !== '' && !valid}
        helperText={`Part of the disputed ${formatNaira(record.disputedAmount)}`}
      />
      {valid ? (
        <ReasonButton
          label="Uphold part"
          icon={<Gavel />}
          color="primary"
          submitColor="primary"
          title={`Keep ${formatNaira(part)} for the landlord?`}
          description={`${formatNaira(part + record.acceptedAmount)} of the deposit is paid to ${record.landlordName} and ${formatNaira(record.amount - part - record.acceptedAmount)} refunded to ${record.tenantName}. This cannot be undone.`}
          submitLabel="Uphold part"
          pendingLabel="Deciding…"
          reasonLabel="Reason (the tenant and the landlord read it)"
          messages={DECISION_REASON_MESSAGES}
          run={(dp, reason) => dp.upholdDepositDeductions(record.id, { amount: part, reason })}
          success={DEPOSIT_DISPUTE_DECISIONS.messages.approved}
          failure={DEPOSIT_DISPUTE_DECISIONS.messages.approveFailed}
        />
      ) : null}
    </Stack>
  );
};

const DisputeBody = () => {
  const r = useRecordContext<DepositDisputeRecord>();
  const isAdmin = useIsAdmin();
  if (!r) return null;
  const d = r.deposit;
  return (
    <Card>
      <CardContent>
        <RecordHeading
          chips={
            <StateChip
              value={r.state}
              colors={DEPOSIT_DISPUTE_STATE_COLORS}
              labels={DEPOSIT_DISPUTE_STATE_LABELS}
            />
          }
          title={`${r.title}: caution deposit of ${formatNaira(r.amount)}`}
        />
        <Typography variant="body2" sx={{ mb: 1 }}>
          Tenancy{' '}
          <ShowLink resource="tenancies" id={r.tenancyId}>
            {r.reference}
          </ShowLink>{' '}
          · tenant {r.tenantName} · landlord {r.landlordName}
        </Typography>
        {r.state === 'settled' ? (
          <DecisionAlert
            severity="success"
            verdict={`Decided: ${formatNaira(d.landlordAmount ?? 0)} to the landlord, ${formatNaira(d.tenantAmount ?? 0)} refunded to the tenant`}
            at={r.decidedAt}
            reason={r.decisionReason}
          />
        ) : isAdmin ? (
          <Alert severity="warning" sx={{ my: 2 }}>
            The tenant disputes {formatNaira(r.disputedAmount)} and accepted{' '}
            {formatNaira(r.acceptedAmount)}. The deposit is paid out and refunded once you decide.
          </Alert>
        ) : (
          <AwaitingAdminAlert decisions="uphold or refuse" />
        )}
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
          Deductions
        </Typography>
        <Stack spacing={1} sx={{ mb: 2 }}>
          {d.deductions.map((x) => (
            <div key={x.id}>
              <Typography variant="body1" component="div">
                <strong>{formatNaira(x.amount)}</strong>
                {x.room ? ` · ${x.room}` : ''}: {x.reason}{' '}
                <Chip
                  size="small"
                  label={
                    x.acceptedBySilence ? 'Accepted (silence)' : DEDUCTION_STATE_LABELS[x.state]
                  }
                  color={x.state === 'disputed' ? 'warning' : 'default'}
                />
              </Typography>
              {x.disputeReason ? (
                <Typography variant="body2" color="text.secondary">
                  The tenant: {x.disputeReason}
                </Typography>
              ) : null}
              {x.awardedAmount !== null ? (
                <Typography variant="body2">
                  Kept for the landlord: {formatNaira(x.awardedAmount)}
                </Typography>
              ) : null}
            </div>
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {d.normalWear}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Report title="Check-in report" report={d.checkIn} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Report title="Check-out report" report={d.checkOut} />
          </Grid>
        </Grid>
        <UpholdPart record={r} />
      </CardContent>
    </Card>
  );
};

const DepositDisputeShow = () => (
  <ReviewShow
    title={<Title />}
    backLabel="Back to deposit disputes"
    entityType="deposit_settlement"
    decisions={DEPOSIT_DISPUTE_DECISIONS}
  >
    <DisputeBody />
  </ReviewShow>
);

export default DepositDisputeShow;
