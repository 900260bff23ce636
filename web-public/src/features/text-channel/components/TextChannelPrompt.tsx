import { useState } from 'react';
import { Button, Typography } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useAuth } from '../../auth';
import { useTextChannels } from '../queries';
import { PhoneVerification } from './PhoneVerification';
import '../text-channel.css';

const { Title, Paragraph } = Typography;

/** Where "Not now" is remembered, per account. */
const dismissedKey = (userId: string) => `rn.text-prompt.dismissed.${userId}`;

const wasDismissed = (userId: string) => {
  try {
    return localStorage.getItem(dismissedKey(userId)) === '1';
  } catch {
    return false;
  }
};

/**
 * The moment to give a phone number: on the dashboard and while booking, a tenant or landlord
 * without a verified phone is asked once for it, to get the texts they cannot miss. Hidden once
 * the phone is verified, or after "Not now" (Settings keeps the same form).
 */
export function TextChannelPrompt({ context }: { context: 'dashboard' | 'booking' }) {
  const { user } = useAuth();
  const prefs = useTextChannels();
  const [dismissed, setDismissed] = useState(() => (user ? wasDismissed(user.id) : true));
  const [done, setDone] = useState(false);
  if (!user || dismissed || done || !prefs.data || prefs.data.phoneVerified) return null;

  const notNow = () => {
    try {
      localStorage.setItem(dismissedKey(user.id), '1');
    } catch {
      // Private mode: hidden for this visit only.
    }
    setDismissed(true);
  };
  return (
    <section className="rn-card tc-prompt" aria-labelledby="tc-prompt-title">
      <div className="tc-prompt__head">
        <MessageOutlined className="tc-prompt__icon" aria-hidden />
        <div>
          <Title level={2} id="tc-prompt-title" className="tc-prompt__title">
            Get the alerts you cannot miss by WhatsApp or SMS
          </Title>
          <Paragraph type="secondary" className="tc-prompt__lead">
            {context === 'booking'
              ? 'Your guarantor’s answer, the landlord’s decision, your offer deadline and your receipt, texted as well as emailed.'
              : 'Viewing confirmations and the reminder the day before, payment receipts and offer deadlines, texted as well as emailed. No marketing.'}
          </Paragraph>
        </div>
      </div>
      <PhoneVerification current={prefs.data} onVerified={() => setDone(true)} />
      <Button type="link" className="tc-prompt__later" onClick={notNow}>
        Not now
      </Button>
    </section>
  );
}
