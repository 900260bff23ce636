import { useCallback, useState } from 'react';
import { Alert, Button, Input, InputNumber, Popconfirm, Select, Skeleton } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DEDUCTION_STATE_LABELS,
  DEDUCTIONS_MAX,
  DEPOSIT_STATE_LABELS,
  type DepositDeductionDto,
  type DepositPhotoDto,
  type DepositState,
  formatDateTime,
  formatNaira,
  type TenancyDepositDto,
  type TenancyDto,
} from '@rentnaija/shared';
import { ApiError, errorMessage } from '../../../api/errors';
import { QueryView } from '../../../components/QueryStates';
import { toast } from '../../../components/toast';
import { useAuth } from '../../auth';
import {
  useAnswerDeduction,
  useDeposit,
  useDepositPhoto,
  useProposeDeductions,
} from '../deposit-queries';
import { readableDate } from '../lib';
import { DeductionPhotos } from './DeductionPhotos';
import { DisputePhotos, type PhotoReader } from './DisputePhotos';
import { StatusTag } from '../../../components/StatusTag';

const readDepositPhoto = useDepositPhoto as PhotoReader;

const STATE_COLORS: Record<DepositState, string> = {
  held: 'blue',
  awaiting_tenant: 'gold',
  disputed: 'volcano',
  returned_in_full: 'green',
  returned_in_part: 'green',
};

const photosOfRoom = (
  report: TenancyDepositDto['checkIn'],
  room: string | null,
): DepositPhotoDto[] =>
  room && report
    ? [...report.rooms, ...report.landlordRooms]
        .filter((r) => r.name.toLowerCase() === room.toLowerCase())
        .flatMap((r) => r.photos)
    : [];

/** A deduction's evidence: the room at check-in and at check-out, and the landlord's photos. */
export function DeductionEvidence({
  tenancyId,
  deposit: d,
  deduction,
}: {
  tenancyId: string;
  deposit: TenancyDepositDto;
  deduction: DepositDeductionDto;
}) {
  const columns = [
    { label: 'At check-in', photos: photosOfRoom(d.checkIn, deduction.room) },
    { label: 'At check-out', photos: photosOfRoom(d.checkOut, deduction.room) },
    { label: 'Landlord’s evidence', photos: deduction.photos },
  ];
  if (columns.every((c) => c.photos.length === 0)) return null;
  return (
    <div className="rt-evidence">
      {columns.map((c) => (
        <div key={c.label} className="rt-evidence__column">
          <h4 className="rt-evidence__title">{c.label}</h4>
          {c.photos.length ? (
            <DisputePhotos
              tenancyId={tenancyId}
              photos={c.photos}
              label={`${c.label}${deduction.room ? `, ${deduction.room}` : ''}`}
              read={readDepositPhoto}
            />
          ) : (
            <p className="rn-muted">No photo</p>
          )}
        </div>
      ))}
    </div>
  );
}

/** The tenant's answer to one deduction: accept, or dispute with a reason. */
function DeductionAnswer({
  tenancyId,
  deduction,
}: {
  tenancyId: string;
  deduction: DepositDeductionDto;
}) {
  const answer = useAnswerDeduction(tenancyId);
  const [disputing, setDisputing] = useState(false);
  const [reason, setReason] = useState('');
  const send = (accept: boolean) =>
    answer.mutate(
      { deductionId: deduction.id, accept, reason: reason.trim() || undefined },
      {
        onSuccess: () => toast.success(accept ? 'Deduction accepted' : 'Deduction disputed'),
        onError: (err) => toast.error(errorMessage(err, 'Failed to answer the deduction')),
      },
    );
  if (disputing) {
    return (
      <div className="rt-deduction__dispute">
        <label htmlFor={`rt-dispute-${deduction.id}`}>Why do you dispute it? (optional)</label>
        <Input.TextArea
          id={`rt-dispute-${deduction.id}`}
          rows={3}
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <div className="rt-report__actions">
          <Button onClick={() => setDisputing(false)}>Back</Button>
          <Button danger type="primary" loading={answer.isPending} onClick={() => send(false)}>
            Dispute this deduction
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="rt-report__actions">
      <Popconfirm
        title={`Accept ${formatNaira(deduction.amount)}?`}
        description="It is paid to the landlord from your deposit."
        okText="Accept"
        onConfirm={() => send(true)}
      >
        <Button type="primary" loading={answer.isPending}>
          Accept
        </Button>
      </Popconfirm>
      <Button onClick={() => setDisputing(true)}>Dispute</Button>
    </div>
  );
}

/** One row of the landlord's proposal as typed. */
interface DeductionDraft {
  id: string;
  room: string;
  amount: number | null;
  reason: string;
  /** The evidence already uploaded. */
  photos: DepositPhotoDto[];
}

let drafts = 0;
const newDraft = (): DeductionDraft => ({
  id: `deduction-${++drafts}`,
  room: '',
  amount: null,
  reason: '',
  photos: [],
});

/** The landlord's deductions, room by room, never more than the deposit. */
function ProposeDeductions({
  tenancy: t,
  deposit: d,
}: {
  tenancy: TenancyDto;
  deposit: TenancyDepositDto;
}) {
  const propose = useProposeDeductions(t.id);
  const [rows, setRows] = useState<DeductionDraft[]>(() => [newDraft()]);
  const [problem, setProblem] = useState<string | null>(null);
  /** Photos still on their way, by row: the deductions wait for them. */
  const [uploading, setUploading] = useState<Record<string, number>>({});
  const busy = Object.values(uploading).some((n) => n > 0);
  const setUploadingOf = useCallback(
    (rowId: string, count: number) =>
      setUploading((all) => ((all[rowId] ?? 0) === count ? all : { ...all, [rowId]: count })),
    [],
  );
  const setPhotosOf = useCallback(
    (rowId: string, update: (photos: DepositPhotoDto[]) => DepositPhotoDto[]) =>
      setRows((list) => list.map((r) => (r.id === rowId ? { ...r, photos: update(r.photos) } : r))),
    [],
  );
  const total = rows.reduce((sum, r) => sum + (r.amount ?? 0), 0);
  const over = total > d.amount;
  const rooms = [
    ...new Set([...(d.checkOut?.rooms ?? []), ...(d.checkIn?.rooms ?? [])].map((r) => r.name)),
  ];
  const set = (i: number, patch: Partial<DeductionDraft>) =>
    setRows((list) => list.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const send = (deductions: DeductionDraft[]) => {
    setProblem(null);
    propose.mutate(
      deductions.map((r) => ({
        amount: r.amount ?? 0,
        reason: r.reason.trim(),
        room: r.room || undefined,
        photoIds: r.photos.length ? r.photos.map((p) => p.id) : undefined,
      })),
      {
        onSuccess: () =>
          toast.success(deductions.length ? 'Deductions sent to the tenant' : 'Deposit returned'),
        onError: (err) =>
          setProblem(
            err instanceof ApiError && err.details?.length
              ? err.details.map((e) => e.message).join('. ')
              : errorMessage(err, 'Failed to send the deductions'),
          ),
      },
    );
  };
  const incomplete = rows.some((r) => !r.amount || !r.reason.trim());
  return (
    <section className="rn-card" aria-labelledby="rt-propose-title">
      <h2 id="rt-propose-title" className="rt-section-title">
        Deductions from the deposit
      </h2>
      <p className="rn-muted">
        Until {d.deductionsDueBy ? readableDate(d.deductionsDueBy) : 'the deadline'} you may propose
        deductions, each with an amount, a reason and your photos as evidence; the check-in and
        check-out photos of the room are shown to the tenant beside them. Nothing proposed by then
        returns the whole deposit to the tenant.
      </p>
      <ul className="rt-propose">
        {rows.map((r, i) => (
          <li key={r.id} className="rt-propose__item">
            <div className="rt-propose__row">
              <Select
                aria-label={`Room of deduction ${i + 1}`}
                placeholder="Room"
                allowClear
                value={r.room || undefined}
                options={rooms.map((name) => ({ value: name, label: name }))}
                onChange={(room?: string) => set(i, { room: room ?? '' })}
              />
              <InputNumber
                aria-label={`Amount of deduction ${i + 1}`}
                prefix="₦"
                min={1}
                max={d.amount}
                precision={0}
                value={r.amount}
                onChange={(amount) => set(i, { amount: amount ?? null })}
              />
              <Input
                aria-label={`Reason of deduction ${i + 1}`}
                placeholder="Reason, e.g. cracked bathroom mirror"
                maxLength={1000}
                value={r.reason}
                onChange={(e) => set(i, { reason: e.target.value })}
              />
              <Button
                aria-label={`Remove deduction ${i + 1}`}
                icon={<DeleteOutlined aria-hidden="true" />}
                disabled={rows.length === 1}
                onClick={() => setRows((list) => list.filter((_, j) => j !== i))}
              />
            </div>
            <DeductionPhotos
              tenancyId={t.id}
              rowId={r.id}
              index={i + 1}
              photos={r.photos}
              onChange={setPhotosOf}
              onUploading={setUploadingOf}
            />
          </li>
        ))}
      </ul>
      <Button
        icon={<PlusOutlined aria-hidden="true" />}
        disabled={rows.length >= DEDUCTIONS_MAX}
        onClick={() => setRows((list) => [...list, newDraft()])}
      >
        Add a deduction
      </Button>
      <p className={over ? 'rt-propose__total rt-propose__total--over' : 'rt-propose__total'}>
        {formatNaira(total)} of {formatNaira(d.amount)}
        {over && ': deductions cannot add up to more than the deposit'}
      </p>
      {problem && <Alert type="error" showIcon title={problem} role="alert" />}
      {busy && (
        <p className="rn-muted" role="status">
          The deductions can be sent once their photos are uploaded.
        </p>
      )}
      <div className="rt-report__actions">
        <Button
          type="primary"
          disabled={over || incomplete || busy}
          loading={propose.isPending}
          onClick={() => send(rows)}
        >
          Send the deductions to the tenant
        </Button>
        <Popconfirm
          title="Return the whole deposit?"
          description={`${formatNaira(d.amount)} is refunded to the tenant.`}
          okText="Return it"
          onConfirm={() => send([])}
        >
          <Button>Return it in full</Button>
        </Popconfirm>
      </div>
    </section>
  );
}

/** The deposit tab's body once loaded. */
function DepositBody({
  tenancy: t,
  deposit: d,
}: {
  tenancy: TenancyDto;
  deposit: TenancyDepositDto;
}) {
  const { user } = useAuth();
  const isTenant = user?.id === t.tenant.id;
  const isLandlord = user?.id === t.landlord.id;
  const settled = d.state === 'returned_in_full' || d.state === 'returned_in_part';
  const today = new Date().toISOString().slice(0, 10);
  const mayPropose =
    isLandlord &&
    t.state === 'ended' &&
    d.state === 'held' &&
    !!d.deductionsDueBy &&
    today <= d.deductionsDueBy;
  return (
    <div className="rt-tenancy">
      <section className="rn-card" aria-labelledby="rt-deposit-title">
        <div className="rt-report__head">
          <h2 id="rt-deposit-title" className="rt-section-title">
            Caution deposit: {formatNaira(d.amount)}
          </h2>
          <StatusTag color={STATE_COLORS[d.state]}>{DEPOSIT_STATE_LABELS[d.state]}</StatusTag>
        </div>
        {settled ? (
          <dl className="rt-facts">
            <dt>Refunded to the tenant</dt>
            <dd>{formatNaira(d.tenantAmount ?? 0)}</dd>
            <dt>Paid to the landlord</dt>
            <dd>{formatNaira(d.landlordAmount ?? 0)}</dd>
            {d.settledAt && (
              <>
                <dt>Settled</dt>
                <dd>{formatDateTime(d.settledAt)}</dd>
              </>
            )}
            {d.decisionReason && (
              <>
                <dt>RentNaija’s decision</dt>
                <dd>{d.decisionReason}</dd>
              </>
            )}
          </dl>
        ) : (
          <p>
            RentNaija holds the deposit for the whole tenancy. Within 14 days of the move-out date
            the landlord may propose deductions with evidence; the tenant accepts or disputes each
            within 7 days (silence accepts), and RentNaija staff decide a dispute. With no
            deductions, the whole deposit goes back to the tenant automatically.
            {d.state === 'held' &&
              d.deductionsDueBy &&
              ` Deductions can be proposed until ${readableDate(d.deductionsDueBy)}.`}
          </p>
        )}
        {d.state === 'disputed' && (
          <Alert
            type="warning"
            showIcon
            title="RentNaija staff are deciding the disputed deductions"
            description="They compare both reports; both of you are told the decision."
          />
        )}
        <p className="rn-muted rt-deposit__wear">{d.normalWear}</p>
      </section>

      {mayPropose && <ProposeDeductions tenancy={t} deposit={d} />}

      {d.deductions.length > 0 && (
        <section className="rn-card" aria-labelledby="rt-deductions-title">
          <h2 id="rt-deductions-title" className="rt-section-title">
            Deductions proposed
          </h2>
          <ul className="rt-deductions">
            {d.deductions.map((x) => (
              <li key={x.id} className="rt-deduction">
                <div className="rt-report__head">
                  <strong>
                    {formatNaira(x.amount)}
                    {x.room ? ` · ${x.room}` : ''}
                  </strong>
                  <StatusTag>
                    {x.acceptedBySilence
                      ? 'Accepted (no answer in time)'
                      : DEDUCTION_STATE_LABELS[x.state]}
                  </StatusTag>
                </div>
                <p>{x.reason}</p>
                {x.disputeReason && (
                  <p className="rn-muted">The tenant disputes it: {x.disputeReason}</p>
                )}
                {x.awardedAmount !== null && (
                  <p>RentNaija kept {formatNaira(x.awardedAmount)} of it for the landlord.</p>
                )}
                <DeductionEvidence tenancyId={t.id} deposit={d} deduction={x} />
                {x.state === 'proposed' && (
                  <p className="rn-muted">
                    Answer by {formatDateTime(x.respondBy)}; silence accepts.
                  </p>
                )}
                {isTenant && x.state === 'proposed' && (
                  <DeductionAnswer tenancyId={t.id} deduction={x} />
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The Deposit tab: what is held, the deductions and their evidence, the answers, the return. */
export function TenancyDeposit({ tenancy }: { tenancy: TenancyDto }) {
  const deposit = useDeposit(tenancy.id);
  return (
    <QueryView
      query={deposit}
      loading={<Skeleton active paragraph={{ rows: 6 }} />}
      errorTitle="Could not load the deposit"
    >
      {(d) => <DepositBody tenancy={tenancy} deposit={d} />}
    </QueryView>
  );
}
