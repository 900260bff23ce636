import {
  DollarOutlined,
  HeartOutlined,
  SafetyCertificateOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { FeatureCards } from '../components/FeatureCards';
import { PageHero } from '../components/PageHero';
import { ContentSection, ContentCard } from '../components/ContentSection';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { LinkButton } from '../components/LinkButton';
import { SiteFigures } from '../features/home';

export function AboutPage() {
  useDocumentTitle('About us');
  return (
    <>
      <PageHero
        eyebrow="About RentNaija"
        title="Making renting in Nigeria simple, fair and monthly"
      >
        <p>
          RentNaija connects tenants with verified landlords across Nigeria&apos;s biggest cities,
          so you can pay rent monthly instead of finding one or two years&apos; rent upfront.
        </p>
      </PageHero>

      <div className="rn-container">
        <section className="rn-section" aria-labelledby="impact-title">
          <h2 id="impact-title" className="rn-visually-hidden">
            Our impact
          </h2>
          {/* Counted from the listings visitors can open now. */}
          <SiteFigures className="rn-big-stats rn-plain-list" />
        </section>

        <section className="rn-two-col rn-two-col--wide-left" aria-labelledby="mission-title">
          <div className="rn-prose">
            <h2 id="mission-title" className="rn-section__title">
              Our mission
            </h2>
            <p>
              Renting a home in Lagos, Abuja or Port Harcourt has too often meant paying a year or
              two of rent at once, plus agency and legal fees, for a property you saw for ten
              minutes. We think that is the wrong way round.
            </p>
            <p>
              RentNaija lets landlords offer homes monthly to tenants who have been verified, with
              the rent, the security deposit and the total to move in shown clearly on every
              listing. Landlords review applications within 24-48 hours, every tenant verifies their
              identity and names one reference and one guarantor — so landlords get reliable tenants
              and tenants get a fair deal.
            </p>
          </div>
          <ContentCard title="Where we work">
            <p className="rn-muted" style={{ marginTop: 0 }}>
              Lagos, Abuja, Port Harcourt, Ibadan and Kano, with listings growing in Enugu, Kaduna,
              Calabar and Jos. Our team is based at 12 Adeola Odeku Street, Victoria Island, Lagos.
            </p>
          </ContentCard>
        </section>

        <ContentSection titleId="values-title" title="Our values" className="rn-section">
          <FeatureCards
            items={[
              {
                icon: <SafetyCertificateOutlined />,
                title: 'Trust & Security',
                text: 'Listings are reviewed, identities verified and payments protected.',
              },
              {
                icon: <HeartOutlined />,
                title: 'Customer First',
                text: 'Real people answer within 24 hours, by phone, email or the contact form.',
              },
              {
                icon: <TrophyOutlined />,
                title: 'Quality Assurance',
                text: 'Accurate photos, power and water details, and honest prices on every home.',
              },
              {
                icon: <DollarOutlined />,
                title: 'No Agent Fees',
                text: 'Deal directly with verified landlords — no agency or inspection fees.',
              },
            ]}
          />
        </ContentSection>

        <section className="rn-cta" aria-labelledby="about-cta-title">
          <div>
            <h2 id="about-cta-title">Ready to find your next home?</h2>
            <p>Browse verified monthly rentals, or list your property for free.</p>
          </div>
          <div className="rn-cta__actions">
            <LinkButton to="/properties" size="large" className="rn-cta__primary">
              Browse Properties
            </LinkButton>
            <LinkButton to="/list-property" size="large" className="rn-btn-on-dark">
              List Your Property
            </LinkButton>
          </div>
        </section>
      </div>
    </>
  );
}
