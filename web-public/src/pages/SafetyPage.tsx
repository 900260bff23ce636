import {
  AlertOutlined,
  EyeOutlined,
  HomeOutlined,
  KeyOutlined,
  LockOutlined,
  MailOutlined,
  PhoneOutlined,
  TeamOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { FeatureCards } from '../components/FeatureCards';
import { PageHero } from '../components/PageHero';
import { ContentSection, ContentCard, CheckList } from '../components/ContentSection';
import { CONTACT_DETAILS } from '../app/layout/navigation';
import { useDocumentTitle } from '../components/useDocumentTitle';

const RED_FLAGS = [
  'A "landlord" asks for money before you have viewed the property',
  'Pressure to pay quickly because "many people are interested"',
  'Requests to pay into a personal account or to talk off the platform',
  'The price is far below similar homes in the same area',
  'The person cannot show ownership documents or a valid ID',
  'Photos that appear on other listings under different names',
];

export function SafetyPage() {
  useDocumentTitle('Safety Guidelines');
  return (
    <>
      <PageHero eyebrow="Trust & Safety" title="Safety Guidelines">
        <p>
          Practical advice to help tenants and landlords rent safely — and what to do if something
          does not feel right.
        </p>
      </PageHero>

      <div className="rn-container">
        <ContentSection titleId="tenants-title" title="Tips for tenants" className="rn-section">
          <FeatureCards
            items={[
              {
                icon: <EyeOutlined />,
                title: 'View before you pay',
                text: 'Always inspect the property in person or on a live video viewing before any payment.',
              },
              {
                icon: <LockOutlined />,
                title: 'Pay on the platform',
                text: 'Pay rent and deposits through RentNaija so your money is protected and receipted.',
              },
              {
                icon: <KeyOutlined />,
                title: 'Check the details',
                text: 'Confirm power supply, water source and service charge match the listing.',
              },
              {
                icon: <TeamOutlined />,
                title: 'Bring someone along',
                text: 'Take a friend to viewings and share the address and time with family.',
              },
            ]}
          />
        </ContentSection>

        <ContentSection
          titleId="landlords-title"
          title="Tips for landlords"
          className="rn-section--tight"
        >
          <FeatureCards
            items={[
              {
                icon: <TeamOutlined />,
                title: 'Choose verified tenants',
                text: 'Prefer tenants who completed identity verification (KYC) and provided references.',
              },
              {
                icon: <HomeOutlined />,
                title: 'Describe honestly',
                text: 'Accurate photos, price, deposit and amenities attract the right tenants and avoid disputes.',
              },
              {
                icon: <LockOutlined />,
                title: 'Protect your data',
                text: 'Never share your password or one-time codes; our staff will never ask for them.',
              },
            ]}
          />
        </ContentSection>

        <section className="rn-section rn-two-col" aria-label="Staying safe">
          <ContentCard icon={WarningOutlined} title="Red flags">
            <CheckList items={RED_FLAGS} tone="no" icon={AlertOutlined} />
          </ContentCard>
          <ContentCard title="For everyone">
            <ul className="rn-check-list">
              <li>Use a strong, unique password and log out on shared devices.</li>
              <li>Keep conversations in RentNaija messages so there is a record.</li>
              <li>Read the tenancy agreement fully before signing.</li>
              <li>Trust your instincts — if it feels wrong, stop and contact us.</li>
            </ul>
          </ContentCard>
        </section>

        <ContentSection titleId="report-title" title="How to report a problem">
          <ol className="rn-steps">
            <li className="rn-card">
              <h3>Stop contact</h3>
              <p>Do not send money or personal documents to the person involved.</p>
            </li>
            <li className="rn-card">
              <h3>Keep evidence</h3>
              <p>Save messages, receipts, screenshots and the listing link.</p>
            </li>
            <li className="rn-card">
              <h3>Tell us</h3>
              <p>
                Email or call our safety team; we reply within 24 hours and can suspend listings at
                once.
              </p>
            </li>
            <li className="rn-card">
              <h3>Involve the police</h3>
              <p>If you lost money or feel threatened, report to the nearest police station.</p>
            </li>
          </ol>
        </ContentSection>

        <section className="rn-section rn-two-col" aria-label="Support and emergencies">
          <ContentCard title="Safety support">
            <ul className="rn-check-list">
              <li>
                <MailOutlined aria-hidden="true" />
                <span>
                  <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a> — reply
                  within 24 hours
                </span>
              </li>
              <li>
                <PhoneOutlined aria-hidden="true" />
                <span>
                  <a href={CONTACT_DETAILS.phoneHref}>{CONTACT_DETAILS.phone}</a> — Mon-Fri 9AM-6PM
                  WAT
                </span>
              </li>
            </ul>
          </ContentCard>
          <ContentCard title="In an emergency">
            <p className="rn-muted" style={{ marginTop: 0 }}>
              If you are in immediate danger call the national emergency number <strong>112</strong>{' '}
              (Police, Fire, Ambulance). In Lagos you can also dial <strong>767</strong> for the
              Lagos State Emergency Service.
            </p>
          </ContentCard>
        </section>

        <section className="rn-prose" aria-labelledby="resources-title">
          <h2 id="resources-title">Resources</h2>
          <ul>
            <li>
              <Link to="/how-it-works">How RentNaija works</Link> — the verified rental process
            </li>
            <li>
              <Link to="/refund">Refund Policy</Link> — what is refundable and how
            </li>
            <li>
              <Link to="/terms">Terms of Service</Link> — the rules for everyone on the platform
            </li>
            <li>
              <Link to="/help">Help Center</Link> — answers to common questions
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
