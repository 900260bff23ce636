import { useState } from 'react';
import { Alert, Button, Input, Radio, Skeleton, Switch, Typography } from 'antd';
import {
  isNigerianPhone,
  PHONE_CODE_LENGTH,
  PHONE_CODE_MINUTES,
  type TextChannel,
} from '@rentnaija/shared';
import { errorMessage } from '../../../api/errors';
import { ErrorState } from '../../../components/QueryStates';
import { toast } from '../../../components/toast';
import {
  useConfirmPhone,
  useSendPhoneCode,
  useTextChannels,
  useUpdateTextChannels,
} from '../queries';
import { StatusTag } from '../../../components/StatusTag';

const { Title, Text, Paragraph } = Typography;

/**
 * Settings → Text messages: verify a phone number with a texted code, then choose SMS and/or
 * WhatsApp for the alerts renters cannot miss (viewing confirmed, viewing reminder…).
 */
export function TextChannelSettings() {
  const prefs = useTextChannels();
  const send = useSendPhoneCode();
  const confirm = useConfirmPhone();
  const update = useUpdateTextChannels();
  const [phone, setPhone] = useState<string | null>(null);
  const [via, setVia] = useState<TextChannel>('sms');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

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
  const number = phone ?? current.phone ?? '';

  const sendCode = () => {
    if (!isNigerianPhone(number)) {
      setProblem('Enter a Nigerian phone number such as 08031234567');
      return;
    }
    setProblem(null);
    send.mutate(
      { phone: number, channel: via },
      {
        onSuccess: (r) => {
          setSentTo(r.phone);
          setCode('');
        },
        onError: (e) => setProblem(errorMessage(e)),
      },
    );
  };
  const confirmCode = () =>
    confirm.mutate(code, {
      onSuccess: () => {
        setSentTo(null);
        setPhone(null);
        toast.success('Phone number verified');
      },
      onError: (e) => setProblem(errorMessage(e)),
    });
  const toggle = (channel: TextChannel, on: boolean) =>
    update.mutate({ [channel]: on }, { onError: (e) => toast.error(errorMessage(e)) });

  return (
    <div>
      <Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        Text messages
      </Title>
      <Paragraph type="secondary">
        Get the alerts you cannot miss, such as a confirmed viewing and the reminder the day before,
        by SMS or WhatsApp. We never text you marketing.
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

      {current.phoneVerified && !sentTo && (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 10, marginBottom: 16 }}>
          <label style={{ display: 'flex', gap: 10, alignItems: 'center' }}>
            <Switch checked={current.sms} onChange={(on) => toggle('sms', on)} />
            <Text>SMS</Text>
          </label>
          <label style={{ display: 'flex', gap: 10, alignItems: 'center' }}>
            <Switch checked={current.whatsapp} onChange={(on) => toggle('whatsapp', on)} />
            <Text>WhatsApp</Text>
          </label>
        </div>
      )}

      {sentTo ? (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
          <Text>
            Enter the {PHONE_CODE_LENGTH}-digit code we sent to {sentTo}. It expires in{' '}
            {PHONE_CODE_MINUTES} minutes.
          </Text>
          <Input
            aria-label="Verification code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PHONE_CODE_LENGTH}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            style={{ maxWidth: 200, letterSpacing: 4 }}
          />
          <div style={{ display: 'flex', gap: 8 }}>
            <Button
              type="primary"
              disabled={code.length !== PHONE_CODE_LENGTH}
              loading={confirm.isPending}
              onClick={confirmCode}
            >
              Confirm
            </Button>
            <Button onClick={() => setSentTo(null)}>Change number</Button>
          </div>
        </div>
      ) : (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
          <label>
            <Text>{current.phoneVerified ? 'Use another number' : 'Phone number'}</Text>
            <Input
              type="tel"
              autoComplete="tel"
              placeholder="08031234567"
              value={number}
              onChange={(e) => setPhone(e.target.value)}
              style={{ maxWidth: 280, display: 'block' }}
            />
          </label>
          <Radio.Group
            aria-label="Send the code by"
            value={via}
            onChange={(e) => setVia(e.target.value as TextChannel)}
            options={[
              { value: 'sms', label: 'Send code by SMS' },
              { value: 'whatsapp', label: 'by WhatsApp' },
            ]}
          />
          <div>
            <Button onClick={sendCode} loading={send.isPending}>
              {current.phoneVerified ? 'Verify new number' : 'Send code'}
            </Button>
          </div>
        </div>
      )}
      {problem && (
        <Alert type="error" showIcon title={problem} role="alert" style={{ marginTop: 12 }} />
      )}
    </div>
  );
}
