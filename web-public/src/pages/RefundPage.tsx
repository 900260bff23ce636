import {
  ClockCircleOutlined,
  FileTextOutlined,
  HomeOutlined,
  SafetyOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { FeatureCards } from '../components/FeatureCards';
import { PageHero } from '../components/PageHero';
import { ContentSection, ContentCard, CheckList } from '../components/ContentSection';
import { CONTACT_DETAILS } from '../app/layout/navigation';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { REFUND_NOT_ELIGIBLE, REFUND_REASONS } from '@rentnaija/shared';

export function RefundPage() {
  useDocumentTitle('Refund Policy');
  return (
    <>
      <PageHero eyebrow="Legal" title="Refund Policy">
        <p>
          When money paid through RentNaija can be refunded, how to ask for it, and how long it
          takes.
        </p>
        <span className="rn-updated">Last updated: January 1, 2024</span>
      </PageHero>

      <div className="rn-container">
        <section className="rn-section" aria-labelledby="overview-title">
          <h2 id="overview-title" className="rn-section__title">
            Overview
          </h2>
          <p className="rn-section__lead" style={{ marginBottom: 24 }}>
            Different payments follow different rules. Here is what applies to each.
          </p>
          <FeatureCards
            items={[
              {
                icon: <FileTextOutlined />,
                title: 'Application fees',
                text: 'Non-refundable once the application process has begun, because checks are carried out straight away.',
              },
              {
                icon: <HomeOutlined />,
                title: 'Rent',
                text: 'Generally non-refundable once the tenancy has started, except in the eligible cases below.',
              },
              {
                icon: <SafetyOutlined />,
                title: 'Security deposits',
                text: 'Held in escrow and refunded at the end of the lease, minus deductions for damage or unpaid bills.',
              },
            ]}
          />
        </section>

        <ContentSection
          titleId="process-title"
          title="The refund process"
          className="rn-section--tight"
        >
          <ol className="rn-steps">
            <li className="rn-card">
              <h3>Submit a request</h3>
              <p>Send us your payment reference and the reason for the refund.</p>
            </li>
            <li className="rn-card">
              <h3>Review</h3>
              <p>We review your request within 3-5 business days and may ask for evidence.</p>
            </li>
            <li className="rn-card">
              <h3>Processing</h3>
              <p>
                Approved refunds are processed within 7-14 business days to your original payment
                method.
              </p>
            </li>
          </ol>
        </ContentSection>

        <section className="rn-section rn-two-col" aria-label="Eligibility">
          <ContentCard title="Eligible for a refund">
            <CheckList items={REFUND_REASONS.map((r) => r.label)} tone="yes" />
          </ContentCard>
          <ContentCard title="Not eligible">
            <CheckList items={REFUND_NOT_ELIGIBLE} tone="no" />
          </ContentCard>
        </section>

        <section className="rn-two-col" aria-label="Timing and requests">
          <ContentCard icon={ClockCircleOutlined} title="Processing times">
            <ul className="rn-check-list">
              <li>Review of your request: 3-5 business days</li>
              <li>Refund processing: 7-14 business days</li>
              <li>Your bank crediting the money: 1-3 days after we send it</li>
            </ul>
          </ContentCard>
          <ContentCard title="How to request a refund">
            <p className="rn-muted" style={{ marginTop: 0 }}>
              Use the <Link to="/contact">contact form</Link> with the category &ldquo;Payment
              Issues&rdquo;, email{' '}
              <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a> or call{' '}
              {CONTACT_DETAILS.phone} ({CONTACT_DETAILS.hours}). Include your payment reference, the
              property and the reason.
            </p>
          </ContentCard>
        </section>

        <section className="rn-section rn-prose" aria-labelledby="notes-title">
          <h2 id="notes-title">Notes</h2>
          <ul>
            <li>Refunds are paid in Naira to the card or account that made the payment.</li>
            <li>Deductions from a deposit are itemised and shared with you before payout.</li>
            <li>
              Payments made outside RentNaija cannot be refunded by us — see our{' '}
              <Link to="/safety">Safety Guidelines</Link>.
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
