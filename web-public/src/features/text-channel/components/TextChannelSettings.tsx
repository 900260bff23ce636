import { Skeleton, Switch, Typography } from 'antd';
import type { TextChannel } from '@rentnaija/shared';
import { errorMessage } from '../../../api/errors';
import { ErrorState } from '../../../components/QueryStates';
import { toast } from '../../../components/toast';
import { useTextChannels, useUpdateTextChannels } from '../queries';
import { PhoneVerification } from './PhoneVerification';
import '../text-channel.css';
import { StatusTag } from '../../../components/StatusTag';

const { Title, Text, Paragraph } = Typography;

/**
 * Settings → Text messages: verify a phone number with a code sent by WhatsApp or SMS (texts then
 * go that way), and switch WhatsApp and SMS on or off for the alerts renters cannot miss.
 */
export function TextChannelSettings() {
  const prefs = useTextChannels();
  const update = useUpdateTextChannels();

  if (prefs.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (prefs.isError) {
    return (
      <ErrorState
        title="Failed to load your text settings"
        error={prefs.error}
        onRetry={() => void prefs.refetch()}
      />
    );
  }
  const current = prefs.data;
  const toggle = (channel: TextChannel, on: boolean) =>
    update.mutate({ [channel]: on }, { onError: (e) => toast.error(errorMessage(e)) });

  return (
    <div>
      <Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        Text messages
      </Title>
      <Paragraph type="secondary">
        Viewing confirmations and the reminder the day before, payment receipts and offer deadlines,
        by WhatsApp or SMS as well as email. We never text you marketing.
      </Paragraph>
      <Paragraph>
        <Text strong>Phone: </Text>
        {current.phone ?? 'none yet'}{' '}
        {current.phoneVerified ? (
          <StatusTag color="green">Verified</StatusTag>
        ) : (
          <StatusTag>Not verified</StatusTag>
        )}
      </Paragraph>

      {current.phoneVerified && (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 10, marginBottom: 16 }}>
          <label style={{ display: 'flex', gap: 10, alignItems: 'center' }}>
            <Switch checked={current.whatsapp} onChange={(on) => toggle('whatsapp', on)} />
            <Text>WhatsApp</Text>
          </label>
          <label style={{ display: 'flex', gap: 10, alignItems: 'center' }}>
            <Switch checked={current.sms} onChange={(on) => toggle('sms', on)} />
            <Text>SMS</Text>
          </label>
          {!current.sms && !current.whatsapp && (
            <Text type="secondary">Texts are off: you get these alerts by email only.</Text>
          )}
        </div>
      )}
      <PhoneVerification current={current} />
    </div>
  );
}
