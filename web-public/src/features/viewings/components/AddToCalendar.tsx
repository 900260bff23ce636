import { useState } from 'react';
import { Button, Space } from 'antd';
import { CalendarOutlined, GoogleOutlined } from '@ant-design/icons';
import type { ViewingDto } from '@rentnaija/shared';
import { errorMessage } from '../../../api/errors';
import { toast } from '../../../components/toast';
import { downloadInvite } from '../invite';

/**
 * Add to calendar, on a confirmed viewing for its tenant and its landlord: the .ics its email
 * carries (Apple Calendar, Outlook, any calendar app) and the Google Calendar link.
 */
export function AddToCalendar({ viewing: v }: { viewing: ViewingDto }) {
  const [saving, setSaving] = useState(false);
  if (v.status !== 'confirmed' || !v.googleCalendarUrl) return null;
  const save = () => {
    setSaving(true);
    downloadInvite(v)
      .catch((error: unknown) => toast.error(errorMessage(error, 'Could not download the invite')))
      .finally(() => setSaving(false));
  };
  return (
    <Space.Compact className="rv-calendar" role="group" aria-label="Add to calendar">
      <Button icon={<CalendarOutlined />} loading={saving} onClick={save}>
        Add to calendar
      </Button>
      <Button
        href={v.googleCalendarUrl}
        target="_blank"
        rel="noopener noreferrer"
        icon={<GoogleOutlined />}
        aria-label="Add to Google Calendar (opens in a new tab)"
      >
        Google
      </Button>
    </Space.Compact>
  );
}
