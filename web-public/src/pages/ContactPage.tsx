import { Collapse } from 'antd';
import {
  ClockCircleOutlined,
  EnvironmentOutlined,
  MailOutlined,
  PhoneOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { PageHero } from '../components/PageHero';
import { ContentSection, ContentCard } from '../components/ContentSection';
import { CONTACT_DETAILS } from '../app/layout/navigation';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { ContactForm, FAQ } from '../features/contact';

const CONTACT_FAQ = FAQ.filter((f) =>
  [
    'How do I apply for a property?',
    'How do I list my property?',
    'What do I pay to move in?',
    'How do refunds work?',
    'How do I report a suspicious listing?',
  ].includes(f.question),
);

export function ContactPage() {
  useDocumentTitle('Contact us');
  return (
    <>
      <PageHero eyebrow="Contact" title="Get in touch">
        <p>
          Questions about a listing, a payment or your account? Send us a message and we will reply
          within 24 hours.
        </p>
      </PageHero>

      <div className="rn-container rn-section rn-two-col rn-two-col--wide-left">
        <ContentCard titleId="form-title" title="Send us a message" section spacing={16}>
          <ContactForm />
        </ContentCard>

        <div className="rn-contact-side">
          <ContentCard titleId="details-title" title="Contact details" section>
            <ul className="rn-check-list">
              <li>
                <PhoneOutlined aria-hidden="true" />
                <span>
                  <a href={CONTACT_DETAILS.phoneHref}>{CONTACT_DETAILS.phone}</a>
                  <br />
                  <span className="rn-muted">Phone support Mon-Fri 9AM-6PM WAT</span>
                </span>
              </li>
              <li>
                <MailOutlined aria-hidden="true" />
                <span>
                  <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a>
                  <br />
                  <span className="rn-muted">Email response within 24 hours</span>
                </span>
              </li>
              <li>
                <EnvironmentOutlined aria-hidden="true" />
                <span>
                  {CONTACT_DETAILS.address}
                  <br />
                  <span className="rn-muted">Our office in Victoria Island</span>
                </span>
              </li>
            </ul>
          </ContentCard>

          <ContentCard
            titleId="hours-title"
            icon={ClockCircleOutlined}
            title="Business hours (WAT)"
            section
          >
            <dl className="rn-pricing__list" style={{ marginBottom: 0 }}>
              <div>
                <dt>Monday – Friday</dt>
                <dd>9:00 – 18:00</dd>
              </div>
              <div>
                <dt>Saturday</dt>
                <dd>10:00 – 16:00</dd>
              </div>
              <div>
                <dt>Sunday</dt>
                <dd>Closed</dd>
              </div>
            </dl>
          </ContentCard>

          <ContentCard titleId="quick-help-title" title="Quick help" section>
            <h3 className="rn-contact-sub">For tenants</h3>
            <ul className="rn-contact-links">
              <li>
                <Link to="/properties">Search for a home</Link>
              </li>
              <li>
                <Link to="/how-it-works">How applications work</Link>
              </li>
              <li>
                <Link to="/refund">Refunds and deposits</Link>
              </li>
              <li>
                <Link to="/safety">Renting safely</Link>
              </li>
            </ul>
            <h3 className="rn-contact-sub">For landlords</h3>
            <ul className="rn-contact-links">
              <li>
                <Link to="/list-property">List your property</Link>
              </li>
              <li>
                <Link to="/how-it-works">How tenants are verified</Link>
              </li>
              <li>
                <Link to="/terms">Listing rules</Link>
              </li>
              <li>
                <Link to="/help">Help Center</Link>
              </li>
            </ul>
          </ContentCard>
        </div>
      </div>

      <ContentSection
        titleId="contact-faq-title"
        title="Frequently asked questions"
        className="rn-container"
        spacing={16}
      >
        <Collapse
          items={CONTACT_FAQ.map((f) => ({
            key: f.question,
            label: f.question,
            children: <p style={{ margin: 0 }}>{f.answer}</p>,
          }))}
        />
        <p className="rn-muted">
          More answers in the <Link to="/help">Help Center</Link>.
        </p>
      </ContentSection>
    </>
  );
}
