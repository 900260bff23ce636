import {
  DollarOutlined,
  EyeOutlined,
  LineChartOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { FeatureCards } from '../components/FeatureCards';
import { PageHero } from '../components/PageHero';
import { ContentSection, ContentCard, CheckList } from '../components/ContentSection';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { LinkButton } from '../components/LinkButton';

const TENANT_STEPS = [
  {
    title: 'Search & Discover',
    text: 'Filter by city, price, bedrooms, power supply and service charge. Save the homes you like.',
  },
  {
    title: 'Apply Online',
    text: 'Book the home you want with your details, one reference and one guarantor — no paperwork.',
  },
  {
    title: 'Get Verified',
    text: 'We verify your identity with your NIN; identity checks are reviewed within 24-48 hours.',
  },
  {
    title: 'Pay & Move In',
    text: 'Pay the first month’s rent plus the security deposit securely, then collect your keys.',
  },
];

const APPLICATION_DETAILS = [
  'Personal details: name, contact, date of birth, occupation, employer and monthly income',
  'Your National Identification Number (NIN), 11 digits',
  'One reference who knows you, with their phone and email, and one guarantor',
  'A guarantor with their occupation, employer and NIN',
  'The landlord reviews your application within 24-48 hours',
];

export function HowItWorksPage() {
  useDocumentTitle('How It Works');
  return (
    <>
      <PageHero eyebrow="How it works" title="From search to keys in four steps">
        <p>
          RentNaija makes renting monthly straightforward for tenants and rewarding for landlords.
          Here is exactly what happens, and what it costs.
        </p>
      </PageHero>

      <div className="rn-container">
        <ContentSection titleId="tenant-steps-title" title="For tenants" className="rn-section">
          <ol className="rn-steps">
            {TENANT_STEPS.map((step) => (
              <li key={step.title} className="rn-card">
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </ContentSection>

        <section className="rn-two-col rn-two-col--wide-left" aria-labelledby="application-title">
          <ContentCard titleId="application-title" title="The application process in detail">
            <CheckList items={APPLICATION_DETAILS} tone="yes" />
          </ContentCard>
          <div id="pricing" className="rn-card rn-pricing" aria-labelledby="pricing-title">
            <h2 id="pricing-title" className="rn-feature__title" style={{ marginBottom: 12 }}>
              Pricing
            </h2>
            <dl className="rn-pricing__list">
              <div>
                <dt>Browsing, saving and messaging</dt>
                <dd>Free</dd>
              </div>
              <div>
                <dt>Listing a property</dt>
                <dd>Free</dd>
              </div>
              <div>
                <dt>Agent or inspection fees</dt>
                <dd>None</dd>
              </div>
              <div>
                <dt>To move in</dt>
                <dd>First month&apos;s rent + the listing&apos;s security deposit</dd>
              </div>
              <div>
                <dt>After that</dt>
                <dd>Monthly rent only</dd>
              </div>
            </dl>
            <p className="rn-muted" style={{ marginBottom: 0 }}>
              Every listing shows the exact move-in total before you book. Security deposits are
              held in escrow and returned at the end of your lease.
            </p>
          </div>
        </section>

        <ContentSection titleId="landlord-title" title="For landlords" className="rn-section">
          <FeatureCards
            items={[
              {
                icon: <TeamOutlined />,
                title: 'Verified tenants',
                text: 'Applicants come with verified identity, references and a guarantor.',
              },
              {
                icon: <DollarOutlined />,
                title: 'Reliable monthly income',
                text: 'Rent is paid through the platform, with a receipt for every payment.',
              },
              {
                icon: <EyeOutlined />,
                title: 'More visibility',
                text: 'Reach tenants searching across Lagos, Abuja, Port Harcourt, Ibadan and Kano.',
              },
              {
                icon: <LineChartOutlined />,
                title: 'Simple management',
                text: 'Track enquiries, viewings, applications and revenue from one dashboard.',
              },
            ]}
          />
        </ContentSection>

        <ContentSection titleId="why-title" title="Why choose RentNaija">
          <FeatureCards
            items={[
              {
                icon: <SafetyCertificateOutlined />,
                title: 'Every listing reviewed',
                text: 'Our team checks listings before they go live, usually within 24 hours.',
              },
              {
                icon: <ThunderboltOutlined />,
                title: 'Power and water upfront',
                text: 'Band A grid, prepaid meter, generator backup or solar — shown on every listing.',
              },
              {
                icon: <DollarOutlined />,
                title: 'Monthly, not yearly',
                text: 'No need to raise one or two years of rent at once.',
              },
            ]}
          />
        </ContentSection>

        <section className="rn-section">
          <div className="rn-cta">
            <div>
              <h2>Start your search today</h2>
              <p>Homes from verified landlords, priced monthly in Naira.</p>
            </div>
            <div className="rn-cta__actions">
              <LinkButton to="/properties" size="large" className="rn-cta__primary">
                Browse Properties
              </LinkButton>
              <LinkButton to="/register" size="large" className="rn-btn-on-dark">
                Create an account
              </LinkButton>
            </div>
          </div>
        </section>
      </div>
    </>
  );
}
