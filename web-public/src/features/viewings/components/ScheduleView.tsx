import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, Input, Modal, Statistic, Typography } from 'antd';
import { CalendarOutlined, PlusOutlined, VideoCameraOutlined } from '@ant-design/icons';
import {
  formatNaira,
  formatViewingDate,
  VIDEO_LINK_MAX_LENGTH,
  videoLinkProblem,
  VIEWING_LINK_MESSAGES,
  VIEWING_MESSAGES,
  type ViewingDto,
} from '@rentnaija/shared';
import { errorMessage, hasCode } from '../../../api/errors';
import { LinkButton } from '../../../components/LinkButton';
import { EmptyState, ErrorState } from '../../../components/QueryStates';
import { toast } from '../../../components/toast';
import { useAuth } from '../../auth';
import {
  countByStatus,
  filterViewings,
  STATUS_COLORS,
  STATUS_FILTERS,
  type StatusFilter,
  summarise,
  videoLinkShownFrom,
} from '../lib';
import { useSetVideoLink, useViewingAction, useViewings } from '../queries';
import { AddToCalendar } from './AddToCalendar';
import '../viewings.css';
import { StatusTag } from '../../../components/StatusTag';

const { Title, Text, Paragraph } = Typography;

/**
 * /schedule: summary cards, status buttons with counts, a date filter and
 * a card per viewing. Landlords see their listings' viewings and confirm or cancel pending ones;
 * tenants see their own requests and invites, and may cancel them.
 */
export function ScheduleView() {
  const { user } = useAuth();
  const landlord = user?.role === 'landlord';
  const list = useViewings();
  const viewings = useMemo(() => list.data ?? [], [list.data]);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [date, setDate] = useState('');
  const summary = summarise(viewings);
  const counts = countByStatus(viewings);
  const shown = filterViewings(viewings, status, date || null);
  // A link from an email or a notification opens the schedule on one viewing.
  const focused = useSearchParams()[0].get('viewing');
  useEffect(() => {
    if (!focused || !list.data) return;
    document.getElementById(`viewing-${focused}`)?.scrollIntoView({ block: 'center' });
  }, [focused, list.data]);

  let body;
  if (list.isPending) {
    body = (
      <div className="rv-list" aria-busy="true" aria-label="Loading viewings">
        {[0, 1, 2].map((i) => (
          <Card key={i} loading />
        ))}
      </div>
    );
  } else if (list.isError) {
    body = (
      <ErrorState
        title="Failed to load viewings"
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (shown.length === 0) {
    body = (
      <EmptyState
        icon={<CalendarOutlined />}
        title={VIEWING_MESSAGES.empty}
        text={
          viewings.length > 0
            ? 'No viewings match these filters.'
            : landlord
              ? 'Schedule a viewing for a tenant, or wait for requests from your listings.'
              : 'Ask for a viewing from any listing page; it shows here until the landlord confirms it.'
        }
        link={
          landlord
            ? { to: '/landlord/schedule-viewing', label: 'Schedule Viewing' }
            : { to: '/properties', label: 'Browse Properties' }
        }
      />
    );
  } else {
    body = (
      <div className="rv-list">
        {shown.map((v) => (
          <ViewingCard key={v.id} viewing={v} landlord={landlord} focused={v.id === focused} />
        ))}
      </div>
    );
  }

  return (
    <div className="rv-page">
      <header className="rv-head">
        <div>
          <Title level={1}>Scheduled Viewings</Title>
          <Text type="secondary">
            {landlord
              ? 'Viewings of your properties, requested by tenants or scheduled by you.'
              : 'Your viewing requests and confirmed viewings.'}
          </Text>
        </div>
        {landlord && (
          <LinkButton type="primary" to="/landlord/schedule-viewing" icon={<PlusOutlined />}>
            Schedule Viewing
          </LinkButton>
        )}
      </header>

      <section className="rv-summary" aria-label="Summary">
        <Card>
          <Statistic title="Total Viewings" value={summary.total} />
        </Card>
        <Card>
          <Statistic title="Pending" value={summary.pending} />
        </Card>
        <Card>
          <Statistic title="Confirmed" value={summary.confirmed} />
        </Card>
        <Card>
          <Statistic title="Upcoming" value={summary.upcoming} />
        </Card>
      </section>

      <div className="rv-filters">
        <div className="rv-filters__status" role="group" aria-label="Status">
          {STATUS_FILTERS.map((f) => (
            <Button
              key={f.value}
              type={status === f.value ? 'primary' : 'default'}
              aria-pressed={status === f.value}
              onClick={() => setStatus(f.value)}
            >
              {f.label} ({counts[f.value]})
            </Button>
          ))}
        </div>
        <label className="rv-filters__date">
          <Text type="secondary">Date</Text>
          <Input
            type="date"
            aria-label="Filter by date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            allowClear
          />
        </label>
      </div>

      {body}
    </div>
  );
}

/**
 * The landlord adds or changes a virtual viewing's video-call link; `thenConfirm` confirms the
 * viewing once the link is saved (a virtual viewing is confirmed only with one).
 */
function VideoLinkDialog({
  viewing: v,
  thenConfirm,
  onClose,
}: {
  viewing: ViewingDto;
  thenConfirm: boolean;
  onClose: () => void;
}) {
  const save = useSetVideoLink();
  const action = useViewingAction();
  const [link, setLink] = useState(v.videoLink ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const trimmed = link.trim();
    const why = trimmed ? videoLinkProblem(trimmed) : VIEWING_LINK_MESSAGES.videoLinkRequired;
    if (why) {
      setProblem(why);
      return;
    }
    save.mutate(
      { id: v.id, videoLink: trimmed },
      {
        onSuccess: () => {
          if (!thenConfirm) {
            toast.success(
              v.status === 'confirmed'
                ? VIEWING_LINK_MESSAGES.videoLinkSaved
                : 'Video-call link saved.',
            );
            onClose();
            return;
          }
          action.mutate(
            { id: v.id, action: 'confirm' },
            {
              onSuccess: () => {
                toast.success('Viewing confirmed');
                onClose();
              },
              onError: (error) => setProblem(errorMessage(error, VIEWING_MESSAGES.updateFailed)),
            },
          );
        },
        onError: (error) => setProblem(errorMessage(error, VIEWING_MESSAGES.updateFailed)),
      },
    );
  };
  return (
    <Modal
      open
      title={thenConfirm ? 'Add the video-call link and confirm' : 'Video-call link'}
      okText={thenConfirm ? 'Save and confirm' : 'Save link'}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={save.isPending || action.isPending}
      destroyOnHidden
    >
      <Paragraph type="secondary">
        {v.property.title}, {formatViewingDate(v.viewingDate)} at {v.viewingTime} WAT. The tenant
        gets it in the invite and the reminder, and sees it on their schedule from 30 minutes before
        the start.
      </Paragraph>
      <label className="rv-link-field">
        <Text strong>Video-call link</Text>
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          autoFocus
          placeholder="https://meet.google.com/abc-defg-hij"
          maxLength={VIDEO_LINK_MAX_LENGTH}
          value={link}
          status={problem ? 'error' : undefined}
          onChange={(e) => {
            setLink(e.target.value);
            setProblem(null);
          }}
          onPressEnter={submit}
        />
        <Text type="secondary">Google Meet, Zoom, WhatsApp or any https:// link.</Text>
      </label>
      {problem && (
        <Alert type="error" showIcon title={problem} role="alert" style={{ marginTop: 12 }} />
      )}
    </Modal>
  );
}

/** How the card tells a virtual viewing's link: the landlord's own, or the tenant's view of it. */
function VideoCallFact({ viewing: v, landlord }: { viewing: ViewingDto; landlord: boolean }) {
  if (v.videoLink) {
    return (
      <a href={v.videoLink} target="_blank" rel="noopener noreferrer" className="rv-card__link">
        {v.videoLink}
      </a>
    );
  }
  if (landlord) return <Text type="secondary">Not added yet</Text>;
  if (v.status !== 'confirmed') return <Text type="secondary">Once the landlord confirms</Text>;
  if (v.hasVideoLink) {
    return (
      <Text type="secondary">Shown here from {videoLinkShownFrom(v)} WAT, 30 minutes before</Text>
    );
  }
  return <Text type="secondary">The landlord has not added it yet</Text>;
}

function ViewingCard({
  viewing: v,
  landlord,
  focused,
}: {
  viewing: ViewingDto;
  landlord: boolean;
  focused: boolean;
}) {
  const action = useViewingAction();
  const [dialog, setDialog] = useState<'edit' | 'confirm' | null>(null);
  const virtual = v.viewingType === 'virtual';
  const act = (kind: 'confirm' | 'cancel') =>
    action.mutate(
      { id: v.id, action: kind },
      {
        onSuccess: () =>
          toast.success(kind === 'confirm' ? 'Viewing confirmed' : 'Viewing cancelled'),
        onError: (error) =>
          toast.error(
            hasCode(error, 'VALIDATION_FAILED') ? error.message : VIEWING_MESSAGES.updateFailed,
          ),
      },
    );
  const busy = action.isPending ? action.variables?.action : undefined;

  return (
    <Card
      id={`viewing-${v.id}`}
      className={focused ? 'rv-card rv-card--focused' : 'rv-card'}
      aria-current={focused ? 'true' : undefined}
    >
      <div className="rv-card__top">
        <div>
          <Title level={2} className="rv-card__title">
            {v.property.title}
          </Title>
          <Text type="secondary">{v.property.location}</Text>
        </div>
        <StatusTag color={STATUS_COLORS[v.status]}>
          {v.status[0].toUpperCase() + v.status.slice(1)}
        </StatusTag>
      </div>
      <Text strong>{formatNaira(v.property.price)} per month</Text>
      <dl className="rv-card__facts">
        <dt>Date</dt>
        <dd>{formatViewingDate(v.viewingDate)}</dd>
        <dt>Time</dt>
        <dd>{v.viewingTime} WAT</dd>
        <dt>Type</dt>
        <dd>{virtual ? 'Virtual viewing' : 'Physical viewing'}</dd>
        {virtual && (v.videoLink || v.status === 'pending' || v.status === 'confirmed') && (
          <>
            <dt>Video call</dt>
            <dd>
              <VideoCallFact viewing={v} landlord={landlord} />
            </dd>
          </>
        )}
        {landlord ? (
          <>
            <dt>Tenant</dt>
            <dd>{v.tenantName}</dd>
            <dt>Phone</dt>
            <dd>{v.tenantPhone ? <a href={`tel:${v.tenantPhone}`}>{v.tenantPhone}</a> : '—'}</dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${v.tenantEmail}`}>{v.tenantEmail}</a>
            </dd>
          </>
        ) : (
          <>
            <dt>Booked by</dt>
            <dd>{v.requestedBy === 'tenant' ? 'You (request)' : 'The landlord'}</dd>
          </>
        )}
      </dl>
      {v.message && <Paragraph className="rv-card__message">“{v.message}”</Paragraph>}
      <AddToCalendar viewing={v} />
      <div className="rv-card__actions">
        <LinkButton to={`/property/${v.property.id}`}>View Property</LinkButton>
        {!landlord && v.videoLink && (
          <a
            className="rn-btn rn-btn--primary"
            href={v.videoLink}
            target="_blank"
            rel="noopener noreferrer"
          >
            <VideoCameraOutlined /> Join video call
          </a>
        )}
        {v.canEditVideoLink && (
          <Button icon={<VideoCameraOutlined />} onClick={() => setDialog('edit')}>
            {v.hasVideoLink ? 'Change video link' : 'Add video link'}
          </Button>
        )}
        {v.canConfirm && (
          <Button
            type="primary"
            loading={busy === 'confirm'}
            onClick={() => (virtual && !v.hasVideoLink ? setDialog('confirm') : act('confirm'))}
          >
            Confirm
          </Button>
        )}
        {v.canCancel && (
          <Button danger loading={busy === 'cancel'} onClick={() => act('cancel')}>
            Cancel
          </Button>
        )}
      </div>
      {dialog && (
        <VideoLinkDialog
          viewing={v}
          thenConfirm={dialog === 'confirm'}
          onClose={() => setDialog(null)}
        />
      )}
    </Card>
  );
}
