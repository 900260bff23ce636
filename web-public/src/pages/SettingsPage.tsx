import { useDocumentTitle } from '../components/useDocumentTitle';
import { ProfileForm } from '../features/auth';
import { TextChannelSettings } from '../features/text-channel';

export function SettingsPage() {
  useDocumentTitle('Settings');
  return (
    <div className="rn-container rn-section" style={{ maxWidth: 640 }}>
      <h1 className="rn-section__title">Settings</h1>
      <p className="rn-section__lead" style={{ marginBottom: 24 }}>
        Keep your name and phone number current so landlords and our support team can reach you.
      </p>
      <section className="rn-card" aria-label="Profile">
        <ProfileForm />
      </section>
      <section className="rn-card" aria-label="Text messages" style={{ marginTop: 24 }}>
        <TextChannelSettings />
      </section>
    </div>
  );
}
