import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Card, Input, Segmented, Select, Typography } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import {
  lagosToday,
  lastViewingDay,
  openSlots,
  STAFF_ROLES,
  VIEWING_MESSAGES,
  type PropertyDto,
  type Role,
  type ViewingType,
} from '@rentnaija/shared';
import { ApiError, hasCode } from '../../../api/errors';
import { LinkButton } from '../../../components/LinkButton';
import { toast } from '../../../components/toast';
import { storeIntendedDestination, useAuth } from '../../auth';
import { useRequestViewing } from '../queries';
import '../viewings.css';

const { Title, Text } = Typography;

/**
 * 'Request a viewing' on a listing page: signed-in tenants pick a date, a slot and a kind of
 * viewing; the landlord confirms. Visitors are asked to sign in; the owner and staff see nothing.
 */
export function RequestViewingCard({ property }: { property: PropertyDto }) {
  const { user, status } = useAuth();
  const request = useRequestViewing();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [type, setType] = useState<ViewingType>('physical');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const staff = !!user && (STAFF_ROLES as readonly Role[]).includes(user.role);
  const owner = user?.id === property.landlordId;
  const open_ = property.isApproved && property.status === 'available';
  if (!open_ || staff || owner || user?.role === 'landlord') return null;

  const slots = date ? openSlots(date) : [];
  const submit = () => {
    if (!date || !time) {
      setProblem(VIEWING_MESSAGES.required);
      return;
    }
    request.mutate(
      {
        propertyId: property.id,
        viewingDate: date,
        viewingTime: time,
        viewingType: type,
        ...(message.trim() ? { message: message.trim() } : {}),
      },
      {
        onSuccess: () => {
          setSent(true);
          toast.success(VIEWING_MESSAGES.requested);
        },
        onError: (error) =>
          setProblem(
            error instanceof ApiError &&
              hasCode(
                error,
                'VIEWING_SLOT_TAKEN',
                'VIEWING_ALREADY_REQUESTED',
                'VALIDATION_FAILED',
                'LISTING_NOT_AVAILABLE',
              )
              ? error.message
              : 'Failed to request viewing. Please try again.',
          ),
      },
    );
  };

  return (
    <Card className="rv-request" aria-labelledby="request-viewing-title">
      <Title level={2} id="request-viewing-title" style={{ fontSize: 18, marginTop: 0 }}>
        <CalendarOutlined /> Request a viewing
      </Title>
      {status !== 'authenticated' ? (
        <>
          <Text type="secondary">Sign in to ask the landlord for a viewing.</Text>
          <div style={{ marginTop: 12 }}>
            <LinkButton
              to="/login"
              onClick={() => storeIntendedDestination(`/property/${property.id}`)}
            >
              Sign in to request a viewing
            </LinkButton>
          </div>
        </>
      ) : sent ? (
        <Alert
          type="success"
          showIcon
          title={VIEWING_MESSAGES.requested}
          description={
            <>
              Follow it in <Link to="/schedule">Scheduled Viewings</Link>.
            </>
          }
        />
      ) : !open ? (
        <>
          <Text type="secondary">See it in person or on a video call before you pay anything.</Text>
          <Button block style={{ marginTop: 12 }} onClick={() => setOpen(true)}>
            Request a viewing
          </Button>
        </>
      ) : (
        <div className="rv-form" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <Segmented
            block
            name="viewing-type"
            aria-label="Kind of viewing"
            value={type}
            onChange={(v) => setType(v as ViewingType)}
            options={[
              { value: 'physical', label: 'In person' },
              { value: 'virtual', label: 'Video call' },
            ]}
          />
          <label>
            <Text>Date</Text>
            <Input
              type="date"
              aria-label="Viewing date"
              min={lagosToday()}
              max={lastViewingDay()}
              value={date}
              onChange={(e) => {
                setDate(e.target.value);
                setProblem(null);
                if (!openSlots(e.target.value).includes(time)) setTime('');
              }}
            />
          </label>
          <label>
            <Text>Time</Text>
            <Select
              aria-label="Viewing time"
              style={{ width: '100%' }}
              placeholder={date ? 'Select a time' : 'Choose a date first'}
              disabled={!date}
              value={time || undefined}
              onChange={(v: string) => {
                setTime(v);
                setProblem(null);
              }}
              virtual={false}
              notFoundContent="No times left on this day"
              options={slots.map((t) => ({ value: t, label: t }))}
            />
          </label>
          <Input.TextArea
            aria-label="Message for the landlord (optional)"
            placeholder="Message for the landlord (optional)"
            rows={2}
            maxLength={1000}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
          {problem && <Alert type="error" showIcon title={problem} role="alert" />}
          <Button type="primary" block loading={request.isPending} onClick={submit}>
            Send request
          </Button>
        </div>
      )}
    </Card>
  );
}
