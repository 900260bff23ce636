import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Form, Input, Select, Tabs, Typography } from 'antd';
import { ArrowLeftOutlined, HomeOutlined, VideoCameraOutlined } from '@ant-design/icons';
import {
  formatNaira,
  lagosToday,
  lastViewingDay,
  openSlots,
  VIDEO_LINK_MAX_LENGTH,
  VIEWING_FORM_RESET_MS,
  VIEWING_MESSAGES,
  type ViewingType,
} from '@rentnaija/shared';
import { ApiError, fieldErrors, hasCode } from '../../../api/errors';
import { LinkButton } from '../../../components/LinkButton';
import { EmptyState } from '../../../components/QueryStates';
import { useAuth } from '../../auth';
import {
  emptyScheduleForm,
  scheduleFieldErrors,
  type ScheduleField,
  type ScheduleForm,
} from '../lib';
import { useScheduleViewing, useViewableListings } from '../queries';
import '../viewings.css';

const { Title, Text } = Typography;

/** Server refusals worth showing as they are; anything else gets the form's failure message. */
const SHOWN_CODES = [
  'VIEWING_SLOT_TAKEN',
  'LISTING_NOT_AVAILABLE',
  'VALIDATION_FAILED',
  'INVITE_KYC_REQUIRED',
  'INVITE_LISTING_NOT_APPROVED',
  'OUTSIDE_RECIPIENT_LIMIT',
];

const INFO: Record<ViewingType, { title: string; text: string }> = {
  virtual: {
    title: 'Virtual viewing',
    text: 'The tenant receives an email invite with a calendar file and your video-call link. The reminder the day before carries it too, and a tenant with an account sees it on their schedule from 30 minutes before the start.',
  },
  physical: {
    title: 'Physical viewing',
    text: 'The tenant visits the property in person at the chosen time. They receive an email invite with a calendar file and the address.',
  },
};

/** Each field's input, to bring the first one with a message into view. */
const FIELD_IDS: Record<ScheduleField, string> = {
  propertyId: 'sv-property',
  viewingDate: 'sv-date',
  viewingTime: 'sv-time',
  tenantName: 'sv-name',
  tenantEmail: 'sv-email',
  tenantPhone: 'sv-phone',
  videoLink: 'sv-video-link',
};
const FIELDS = Object.keys(FIELD_IDS) as ScheduleField[];

/** /landlord/schedule-viewing: a landlord invites a tenant to view one of their listings. */
export function ScheduleViewingForm() {
  const { user } = useAuth();
  const listings = useViewableListings();
  const schedule = useScheduleViewing();
  const [form, setForm] = useState<ScheduleForm>(emptyScheduleForm);
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<ScheduleField, string>>>({});
  const [needsKyc, setNeedsKyc] = useState(false);
  const problemRef = useRef<HTMLDivElement>(null);
  const [done, setDone] = useState(false);
  const today = lagosToday();
  const slots = form.viewingDate ? openSlots(form.viewingDate) : [];

  // The message sits above the form: bring it into view on a phone scrolled to the button.
  useEffect(() => {
    if (problem) problemRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [problem]);

  // The success banner stays 3 s, then the form is ready for the next viewing.
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => {
      setDone(false);
      setForm((f) => emptyScheduleForm(f.viewingType));
    }, VIEWING_FORM_RESET_MS);
    return () => clearTimeout(timer);
  }, [done]);

  if (user && user.role !== 'landlord') {
    return (
      <div className="rv-page rv-page--narrow">
        <EmptyState
          title="Only landlords can schedule viewings"
          text="To see a property, ask for a viewing from its page."
          link={{ to: '/properties', label: 'Browse Properties' }}
        />
      </div>
    );
  }

  const set = <K extends keyof ScheduleForm>(key: K, value: ScheduleForm[K]) => {
    setProblem(null);
    setNeedsKyc(false);
    setErrors((e) => ({ ...e, [key]: undefined }));
    setForm((f) => {
      const next = { ...f, [key]: value };
      // A new date may close the chosen slot (today's past hours).
      if (key === 'viewingDate' && !openSlots(String(value)).includes(next.viewingTime)) {
        next.viewingTime = '';
      }
      return next;
    });
  };

  const submit = () => {
    const found = scheduleFieldErrors(form);
    const wrong = FIELDS.filter((f) => found[f]);
    setErrors(found);
    if (wrong.length > 0) {
      setProblem(
        wrong.some((f) => form[f].trim() === '')
          ? VIEWING_MESSAGES.required
          : 'Please correct the marked fields',
      );
      document.getElementById(FIELD_IDS[wrong[0]])?.focus();
      return;
    }
    schedule.mutate(form, {
      onSuccess: () => setDone(true),
      onError: (error) => {
        setNeedsKyc(hasCode(error, 'INVITE_KYC_REQUIRED'));
        setErrors(
          Object.fromEntries(
            fieldErrors(error, FIELDS).map((e) => [e.name, e.errors[0]]),
          ) as Partial<Record<ScheduleField, string>>,
        );
        setProblem(
          hasCode(error, ...SHOWN_CODES) && error instanceof ApiError
            ? error.message
            : VIEWING_MESSAGES.scheduleFailed,
        );
      },
    });
  };

  const info = INFO[form.viewingType];
  /** A field's message under it, and its input marked. */
  const mark = (field: ScheduleField) => ({
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
  });
  const invalid = (field: ScheduleField) => (errors[field] ? true : undefined);
  return (
    <div className="rv-page rv-page--narrow">
      <header className="rv-head">
        <div>
          <Title level={1}>Schedule Viewing</Title>
          <Text type="secondary">Invite a tenant to view one of your properties.</Text>
        </div>
        <LinkButton to="/schedule" icon={<ArrowLeftOutlined />}>
          Scheduled Viewings
        </LinkButton>
      </header>

      <Tabs
        activeKey={form.viewingType}
        onChange={(key) => set('viewingType', key as ViewingType)}
        items={[
          { key: 'virtual', label: 'Virtual Viewing', icon: <VideoCameraOutlined /> },
          { key: 'physical', label: 'Physical Viewing', icon: <HomeOutlined /> },
        ]}
      />

      {done && (
        <Alert
          type="success"
          showIcon
          title={VIEWING_MESSAGES.scheduled}
          style={{ marginBottom: 16 }}
        />
      )}
      {problem && (
        <div ref={problemRef}>
          <Alert
            type="error"
            showIcon
            title={problem}
            role="alert"
            style={{ marginBottom: 16 }}
            action={needsKyc ? <LinkButton to="/kyc">Verify identity</LinkButton> : undefined}
          />
        </div>
      )}

      <Form layout="vertical" className="rv-form" onFinish={submit} disabled={done}>
        <Form.Item label="Property" required htmlFor="sv-property" {...mark('propertyId')}>
          <Select
            id="sv-property"
            aria-invalid={invalid('propertyId')}
            placeholder={listings.isPending ? 'Loading your properties…' : 'Select a property'}
            value={form.propertyId || undefined}
            onChange={(v: string) => set('propertyId', v)}
            loading={listings.isPending}
            notFoundContent={
              listings.isError ? 'Could not load your properties' : 'No available properties'
            }
            options={(listings.data ?? []).map((p) => ({
              value: p.id,
              label: `${p.title} - ${p.location} (${formatNaira(p.price)}/month)`,
            }))}
          />
        </Form.Item>
        <div className="rv-form__row">
          <Form.Item label="Date" required htmlFor="sv-date" {...mark('viewingDate')}>
            <Input
              id="sv-date"
              aria-invalid={invalid('viewingDate')}
              type="date"
              className="rv-date"
              min={today}
              max={lastViewingDay()}
              value={form.viewingDate}
              onChange={(e) => set('viewingDate', e.target.value)}
            />
          </Form.Item>
          <Form.Item label="Time" required htmlFor="sv-time" {...mark('viewingTime')}>
            <Select
              id="sv-time"
              aria-invalid={invalid('viewingTime')}
              placeholder={form.viewingDate ? 'Select a time' : 'Choose a date first'}
              value={form.viewingTime || undefined}
              onChange={(v: string) => set('viewingTime', v)}
              disabled={!form.viewingDate}
              virtual={false}
              notFoundContent="No times left on this day"
              options={slots.map((t) => ({ value: t, label: t }))}
            />
          </Form.Item>
        </div>
        <Form.Item label="Tenant full name" required htmlFor="sv-name" {...mark('tenantName')}>
          <Input
            id="sv-name"
            aria-invalid={invalid('tenantName')}
            autoComplete="off"
            value={form.tenantName}
            onChange={(e) => set('tenantName', e.target.value)}
          />
        </Form.Item>
        <div className="rv-form__row">
          <Form.Item label="Tenant email" required htmlFor="sv-email" {...mark('tenantEmail')}>
            <Input
              id="sv-email"
              aria-invalid={invalid('tenantEmail')}
              type="email"
              autoComplete="off"
              value={form.tenantEmail}
              onChange={(e) => set('tenantEmail', e.target.value)}
            />
          </Form.Item>
          <Form.Item label="Tenant phone" required htmlFor="sv-phone" {...mark('tenantPhone')}>
            <Input
              id="sv-phone"
              aria-invalid={invalid('tenantPhone')}
              type="tel"
              autoComplete="off"
              placeholder="08031234567"
              value={form.tenantPhone}
              onChange={(e) => set('tenantPhone', e.target.value)}
            />
          </Form.Item>
        </div>
        {form.viewingType === 'virtual' && (
          <Form.Item
            label="Video-call link"
            required
            htmlFor="sv-video-link"
            {...mark('videoLink')}
            extra="Google Meet, Zoom, WhatsApp or any https:// link. You can change it later from Scheduled Viewings."
          >
            <Input
              id="sv-video-link"
              aria-invalid={invalid('videoLink')}
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://meet.google.com/abc-defg-hij"
              maxLength={VIDEO_LINK_MAX_LENGTH}
              value={form.videoLink}
              onChange={(e) => set('videoLink', e.target.value)}
            />
          </Form.Item>
        )}
        <Form.Item
          label="Message (optional)"
          htmlFor="sv-notes"
          extra="Shown in the invite as your words, quoted under your name."
        >
          <Input.TextArea
            id="sv-notes"
            rows={3}
            maxLength={1000}
            value={form.notes}
            onChange={(e) => set('notes', e.target.value)}
          />
        </Form.Item>
        <Alert
          type="info"
          showIcon
          title={info.title}
          description={info.text}
          style={{ marginBottom: 16 }}
        />
        <Button type="primary" htmlType="submit" size="large" block loading={schedule.isPending}>
          Schedule Viewing
        </Button>
      </Form>
    </div>
  );
}
