import { useState } from 'react';
import { Alert, Button, Input, Radio, Typography } from 'antd';
import {
  isNigerianPhone,
  PHONE_CODE_LENGTH,
  PHONE_CODE_MINUTES,
  type TextChannel,
  type TextPreferencesDto,
} from '@rentnaija/shared';
import { errorMessage } from '../../../api/errors';
import { toast } from '../../../components/toast';
import { useConfirmPhone, useSendPhoneCode } from '../queries';

const { Text } = Typography;

const CHANNEL_NAMES: Record<TextChannel, string> = { sms: 'SMS', whatsapp: 'WhatsApp' };

/**
 * A phone number verified by a texted code: the user picks WhatsApp or SMS, the code comes that
 * way, and once it is confirmed their texts go there (the server turns that channel on).
 */
export function PhoneVerification({
  current,
  onVerified,
}: {
  current: TextPreferencesDto;
  onVerified?: (prefs: TextPreferencesDto) => void;
}) {
  const send = useSendPhoneCode();
  const confirm = useConfirmPhone();
  const [phone, setPhone] = useState<string | null>(null);
  const [via, setVia] = useState<TextChannel>('whatsapp');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
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
      onSuccess: (prefs) => {
        setSentTo(null);
        setPhone(null);
        setProblem(null);
        toast.success(`Phone verified: your texts now come by ${CHANNEL_NAMES[via]}`);
        onVerified?.(prefs);
      },
      onError: (e) => setProblem(errorMessage(e)),
    });

  return (
    <div className="tc-verify">
      {sentTo ? (
        <>
          <Text>
            Enter the {PHONE_CODE_LENGTH}-digit code we sent by {CHANNEL_NAMES[via]} to {sentTo}. It
            expires in {PHONE_CODE_MINUTES} minutes.
          </Text>
          <Input
            aria-label="Verification code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PHONE_CODE_LENGTH}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            onPressEnter={() => code.length === PHONE_CODE_LENGTH && confirmCode()}
            className="tc-verify__code"
          />
          <div className="tc-verify__row">
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
        </>
      ) : (
        <>
          <label className="tc-verify__field">
            <Text>{current.phoneVerified ? 'Use another number' : 'Phone number'}</Text>
            <Input
              type="tel"
              autoComplete="tel"
              placeholder="08031234567"
              value={number}
              onChange={(e) => setPhone(e.target.value)}
            />
          </label>
          <div role="group" aria-label="Send my texts by" className="tc-verify__field">
            <Text>Send my texts by</Text>
            <Radio.Group
              value={via}
              onChange={(e) => setVia(e.target.value as TextChannel)}
              options={[
                { value: 'whatsapp', label: 'WhatsApp' },
                { value: 'sms', label: 'SMS' },
              ]}
            />
          </div>
          <div>
            <Button
              type={current.phoneVerified ? 'default' : 'primary'}
              onClick={sendCode}
              loading={send.isPending}
            >
              {current.phoneVerified ? 'Verify new number' : 'Send code'}
            </Button>
          </div>
        </>
      )}
      {problem && <Alert type="error" showIcon title={problem} role="alert" />}
    </div>
  );
}
