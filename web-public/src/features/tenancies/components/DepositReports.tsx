import { useRef, useState } from 'react';
import { Alert, Button, Input, Popconfirm, Radio, Skeleton } from 'antd';
import { CameraOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DEFAULT_ROOMS,
  DEPOSIT_MAX_PHOTOS,
  DEPOSIT_REPORT_LABELS,
  type DepositPhotoDto,
  type DepositReportDto,
  type DepositReportKind,
  type DepositRoomDto,
  type FieldError,
  REPORT_MAX_ROOMS,
  ROOM_CONDITION_LABELS,
  ROOM_CONDITIONS,
  type RoomCondition,
  type TenancyDepositDto,
  type TenancyDto,
} from '@rentnaija/shared';
import { ApiError, errorMessage } from '../../../api/errors';
import { QueryView } from '../../../components/QueryStates';
import {
  type StepDefinition,
  StepErrorSummary,
  StepNav,
  StepShell,
  useStepForm,
} from '../../../components/step-form';
import { toast } from '../../../components/toast';
import { useAuth } from '../../auth';
import {
  useDeposit,
  useDepositPhoto,
  useSignReport,
  useUploadDepositPhoto,
  useWriteReport,
} from '../deposit-queries';
import { readableDate } from '../lib';
import { DisputePhotos, type PhotoReader } from './DisputePhotos';
import { StatusTag } from '../../../components/StatusTag';

const readDepositPhoto = useDepositPhoto as PhotoReader;

export const CONDITION_COLORS: Record<RoomCondition, string> = {
  good: 'green',
  fair: 'gold',
  damaged: 'red',
};

/** A report's rooms, each with its condition, notes and photos. */
export function ReportRooms({
  tenancyId,
  rooms,
  label,
}: {
  tenancyId: string;
  rooms: DepositRoomDto[];
  label: string;
}) {
  if (rooms.length === 0) return null;
  return (
    <ul className="rt-report__rooms" aria-label={label}>
      {rooms.map((room, i) => (
        <li key={`${room.name}-${i}`} className="rt-report__room">
          <div className="rt-report__room-head">
            <strong>{room.name}</strong>
            <StatusTag color={CONDITION_COLORS[room.condition]}>
              {ROOM_CONDITION_LABELS[room.condition]}
            </StatusTag>
          </div>
          {room.notes && <p className="rt-report__notes">{room.notes}</p>}
          <DisputePhotos
            tenancyId={tenancyId}
            photos={room.photos}
            label={`${room.name} photos`}
            read={readDepositPhoto}
          />
        </li>
      ))}
    </ul>
  );
}

/** One room as the form holds it: its photos already uploaded. */
interface RoomDraft {
  name: string;
  condition: RoomCondition | '';
  notes: string;
  photos: DepositPhotoDto[];
}
interface ReportValues {
  rooms: RoomDraft[];
}

const draftOf = (rooms: DepositRoomDto[]): RoomDraft[] =>
  rooms.length
    ? rooms.map((r) => ({ ...r }))
    : DEFAULT_ROOMS.map((name) => ({ name, condition: '', notes: '', photos: [] }));

function roomsStep(): StepDefinition<ReportValues> {
  return {
    fields: ['rooms'],
    validate: ({ rooms }) => {
      if (rooms.length === 0) return [{ field: 'rooms', message: 'Add at least one room' }];
      const blank = rooms.findIndex((r) => !r.name.trim());
      return blank >= 0 ? [{ field: 'rooms', message: `Name room ${blank + 1}` }] : [];
    },
  };
}

function roomStep(i: number): StepDefinition<ReportValues> {
  return {
    fields: [`room${i}`],
    validate: ({ rooms }) =>
      rooms[i] && !rooms[i].condition
        ? [{ field: `room${i}`, message: `Choose the condition of the ${rooms[i].name}` }]
        : [],
  };
}

/** Picks photos and uploads each at once; the room keeps the uploaded photos. */
function RoomPhotos({
  tenancyId,
  photos,
  onChange,
}: {
  tenancyId: string;
  photos: DepositPhotoDto[];
  onChange: (photos: DepositPhotoDto[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadDepositPhoto(tenancyId);
  const [problem, setProblem] = useState<string | null>(null);
  const pick = async (files: File[]) => {
    setProblem(null);
    let next = photos;
    for (const file of files.slice(0, DEPOSIT_MAX_PHOTOS - photos.length)) {
      try {
        next = [...next, await upload.mutateAsync({ file })];
        onChange(next);
      } catch (err) {
        setProblem(errorMessage(err, `Could not upload ${file.name}`));
      }
    }
  };
  return (
    <div className="rn-photos">
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,.jpg,.jpeg,.png"
        multiple
        hidden
        aria-label="Add photos of the room"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          void pick(files);
        }}
      />
      <div className="rn-photos__head">
        <Button
          icon={<CameraOutlined aria-hidden="true" />}
          loading={upload.isPending}
          disabled={photos.length >= DEPOSIT_MAX_PHOTOS}
          onClick={() => input.current?.click()}
        >
          Add photos
        </Button>
        <span className="rn-muted">
          {photos.length} of {DEPOSIT_MAX_PHOTOS} · JPG or PNG, up to 5 MB each
        </span>
      </div>
      <DisputePhotos
        tenancyId={tenancyId}
        photos={photos}
        label="Photos of the room"
        read={readDepositPhoto}
      />
      {photos.length > 0 && (
        <Button size="small" type="link" onClick={() => onChange(photos.slice(0, -1))}>
          Remove the last photo
        </Button>
      )}
      {problem && <Alert type="error" showIcon title={problem} role="alert" />}
    </div>
  );
}

/**
 * A party's part of a report on the step-form engine: the rooms first, then one step a room
 * (condition, notes, photos), then a review before it is sent.
 */
export function ReportForm({
  tenancyId,
  kind,
  initial,
  onDone,
}: {
  tenancyId: string;
  kind: DepositReportKind;
  initial: DepositRoomDto[];
  onDone: () => void;
}) {
  const write = useWriteReport(tenancyId, kind);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [count, setCount] = useState(() => draftOf(initial).length);
  const steps: StepDefinition<ReportValues>[] = [
    roomsStep(),
    ...Array.from({ length: count }, (_, i) => roomStep(i)),
    { fields: ['review'] },
  ];
  const form = useStepForm<ReportValues>({
    steps,
    initialValues: () => ({ rooms: draftOf(initial) }),
  });
  const { rooms } = form.values;
  if (rooms.length !== count) setCount(rooms.length);
  const setRoom = (i: number, patch: Partial<RoomDraft>) =>
    form.change((v) => ({ rooms: v.rooms.map((r, j) => (j === i ? { ...r, ...patch } : r)) }));
  const titles = ['Rooms', ...rooms.map((r) => r.name || 'Room'), 'Review'];
  const step = form.step;
  const roomIndex = step - 1;

  const send = () => {
    setSaveError(null);
    write.mutate(
      rooms.map((r) => ({
        name: r.name.trim(),
        condition: r.condition as RoomCondition,
        notes: r.notes.trim() || undefined,
        photoIds: r.photos.map((p) => p.id),
      })),
      {
        onSuccess: () => {
          toast.success(`${DEPOSIT_REPORT_LABELS[kind]} saved`);
          onDone();
        },
        onError: (err) => {
          const details: FieldError[] = err instanceof ApiError ? (err.details ?? []) : [];
          if (details.length) form.setServerErrors(details.map((d) => ({ ...d, field: 'rooms' })));
          setSaveError(errorMessage(err, 'Failed to save the report'));
        },
      },
    );
  };

  return (
    <StepShell
      form={form}
      title={titles[step]}
      className="rt-report-form"
      headingId={`rt-report-form-${kind}`}
      headingClassName="rt-subtitle"
      progress={
        <p className="rn-muted">
          Step {step + 1} of {titles.length}
        </p>
      }
    >
      <StepErrorSummary className="rn-step-errors" appearance="alert" />
      {step === 0 && (
        <div className="rt-report-form__rooms">
          <p className="rn-muted">Name each room you will describe. Add or remove rooms.</p>
          {rooms.map((room, i) => (
            <div key={i} className="rt-report-form__room-row">
              <Input
                aria-label={`Room ${i + 1}`}
                value={room.name}
                maxLength={100}
                onChange={(e) => setRoom(i, { name: e.target.value })}
              />
              <Button
                aria-label={`Remove ${room.name || `room ${i + 1}`}`}
                icon={<DeleteOutlined aria-hidden="true" />}
                onClick={() => form.change((v) => ({ rooms: v.rooms.filter((_, j) => j !== i) }))}
              />
            </div>
          ))}
          <Button
            icon={<PlusOutlined aria-hidden="true" />}
            disabled={rooms.length >= REPORT_MAX_ROOMS}
            onClick={() =>
              form.change((v) => ({
                rooms: [...v.rooms, { name: '', condition: '', notes: '', photos: [] }],
              }))
            }
          >
            Add a room
          </Button>
        </div>
      )}
      {roomIndex >= 0 && roomIndex < rooms.length && (
        <div className="rt-report-form__room">
          <fieldset className="rt-report-form__fieldset">
            <legend>Condition</legend>
            <Radio.Group
              value={rooms[roomIndex].condition || undefined}
              onChange={(e) => setRoom(roomIndex, { condition: e.target.value as RoomCondition })}
              options={ROOM_CONDITIONS.map((c) => ({ value: c, label: ROOM_CONDITION_LABELS[c] }))}
            />
          </fieldset>
          <label className="rt-report-form__label" htmlFor={`rt-notes-${kind}-${roomIndex}`}>
            Notes (what you see: marks, damage, what is missing)
          </label>
          <Input.TextArea
            id={`rt-notes-${kind}-${roomIndex}`}
            rows={3}
            maxLength={1000}
            value={rooms[roomIndex].notes}
            onChange={(e) => setRoom(roomIndex, { notes: e.target.value })}
          />
          <RoomPhotos
            tenancyId={tenancyId}
            photos={rooms[roomIndex].photos}
            onChange={(photos) => setRoom(roomIndex, { photos })}
          />
        </div>
      )}
      {step === titles.length - 1 && (
        <div>
          <ReportRooms
            tenancyId={tenancyId}
            label="Rooms to send"
            rooms={rooms.map((r) => ({ ...r, condition: r.condition || 'good' }))}
          />
          {saveError && <Alert type="error" showIcon title={saveError} role="alert" />}
        </div>
      )}
      <StepNav
        className="rt-report-form__nav"
        busy={write.isPending}
        submitLabel="Save the report"
        onSubmit={() => {
          if (form.validateAll()) send();
        }}
        first={<Button onClick={onDone}>Cancel</Button>}
      />
    </StepShell>
  );
}

/** Who signed a report, or that it stood unsigned. */
function Signatures({ report }: { report: DepositReportDto }) {
  return (
    <ul className="rt-report__signatures">
      <li>
        Tenant:{' '}
        {report.tenantSignedAt
          ? `signed ${readableDate(report.tenantSignedAt.slice(0, 10))}`
          : 'not signed'}
      </li>
      <li>
        Landlord:{' '}
        {report.landlordSignedAt
          ? `signed ${readableDate(report.landlordSignedAt.slice(0, 10))}`
          : 'not signed'}
      </li>
      {report.stoodAt && <li>Stands as the tenant wrote it (not signed by both in time)</li>}
    </ul>
  );
}

/** When a report may be written, as the server's rules say it. */
function reportOpen(t: TenancyDto, d: TenancyDepositDto, kind: DepositReportKind): boolean {
  if (kind === 'check_in') {
    return (
      (t.state === 'active' || t.state === 'disputed') &&
      !!d.checkInDueBy &&
      new Date().toISOString().slice(0, 10) <= d.checkInDueBy
    );
  }
  return (
    (t.state === 'ended' || (t.state === 'active' && !!t.notice)) &&
    d.state !== 'returned_in_full' &&
    d.state !== 'returned_in_part'
  );
}

function ReportCard({
  tenancy: t,
  deposit: d,
  kind,
  viewer,
}: {
  tenancy: TenancyDto;
  deposit: TenancyDepositDto;
  kind: DepositReportKind;
  viewer: string;
}) {
  const [editing, setEditing] = useState(false);
  const sign = useSignReport(t.id, kind);
  const report = kind === 'check_in' ? d.checkIn : d.checkOut;
  const party = viewer === t.tenant.id ? 'tenant' : viewer === t.landlord.id ? 'landlord' : null;
  const open = !!party && reportOpen(t, d, kind) && !report?.final;
  const mine = party === 'tenant' ? report?.rooms : report?.landlordRooms;
  const signedByMe = party === 'tenant' ? report?.tenantSignedAt : report?.landlordSignedAt;
  const title = DEPOSIT_REPORT_LABELS[kind];
  const headingId = `rt-report-${kind}`;
  return (
    <section className="rn-card rt-report" aria-labelledby={headingId}>
      <div className="rt-report__head">
        <h2 id={headingId} className="rt-section-title">
          {title}
        </h2>
        {report?.final ? (
          <StatusTag color="green">Final</StatusTag>
        ) : report ? (
          <StatusTag>Draft</StatusTag>
        ) : null}
      </div>
      <p className="rn-muted">
        {kind === 'check_in'
          ? `The tenant writes it room by room within 7 days of moving in${d.checkInDueBy ? ` (until ${readableDate(d.checkInDueBy)})` : ''}; the landlord may add to it; each signs. Unsigned after that, it stands as the tenant wrote it.`
          : 'Written the same way when the tenancy ends: it is compared with the check-in report for any deduction.'}
      </p>
      {editing && party ? (
        <ReportForm
          tenancyId={t.id}
          kind={kind}
          initial={mine ?? []}
          onDone={() => setEditing(false)}
        />
      ) : (
        <>
          {!report && <p>Not written yet.</p>}
          {report && (
            <>
              <h3 className="rt-subtitle">The tenant’s rooms</h3>
              {report.rooms.length ? (
                <ReportRooms tenancyId={t.id} rooms={report.rooms} label="The tenant’s rooms" />
              ) : (
                <p className="rn-muted">The tenant has not written their rooms yet.</p>
              )}
              {report.landlordRooms.length > 0 && (
                <>
                  <h3 className="rt-subtitle">Added by the landlord</h3>
                  <ReportRooms
                    tenancyId={t.id}
                    rooms={report.landlordRooms}
                    label="Added by the landlord"
                  />
                </>
              )}
              <Signatures report={report} />
            </>
          )}
          {open && (
            <div className="rt-report__actions">
              {!signedByMe && (
                <Button type={report ? 'default' : 'primary'} onClick={() => setEditing(true)}>
                  {party === 'tenant'
                    ? report?.rooms.length
                      ? 'Edit your rooms'
                      : 'Write the report'
                    : report?.landlordRooms.length
                      ? 'Edit what you added'
                      : 'Add to the report'}
                </Button>
              )}
              {report && !signedByMe && (party === 'landlord' || report.rooms.length > 0) && (
                <Popconfirm
                  title={`Sign the ${title.toLowerCase()}?`}
                  description="Your part no longer changes once you sign."
                  okText="Sign"
                  onConfirm={() =>
                    sign.mutate(undefined, {
                      onSuccess: () => toast.success(`${title} signed`),
                      onError: (err) => toast.error(errorMessage(err, 'Failed to sign the report')),
                    })
                  }
                >
                  <Button type="primary" loading={sign.isPending}>
                    Sign the report
                  </Button>
                </Popconfirm>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** The Reports tab: the check-in and check-out reports, room by room, and their signatures. */
export function TenancyReports({ tenancy }: { tenancy: TenancyDto }) {
  const { user } = useAuth();
  const deposit = useDeposit(tenancy.id);
  return (
    <QueryView
      query={deposit}
      loading={<Skeleton active paragraph={{ rows: 6 }} />}
      errorTitle="Could not load the reports"
    >
      {(d) => (
        <div className="rt-tenancy">
          <Alert type="info" showIcon title="Normal wear" description={d.normalWear} />
          <ReportCard tenancy={tenancy} deposit={d} kind="check_in" viewer={user?.id ?? ''} />
          <ReportCard tenancy={tenancy} deposit={d} kind="check_out" viewer={user?.id ?? ''} />
        </div>
      )}
    </QueryView>
  );
}
