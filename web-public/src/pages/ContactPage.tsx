import { Collapse } from 'antd';
import {
  ClockCircleOutlined,
  EnvironmentOutlined,
  MailOutlined,
  PhoneOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { PageHero } from '../components/PageHero';
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
        <section className="rn-card" aria-labelledby="form-title">
          <h2 id="form-title" className="rn-feature__title" style={{ marginBottom: 16 }}>
            Send us a message
          </h2>
          <ContactForm />
        </section>

        <div className="rn-contact-side">
          <section className="rn-card" aria-labelledby="details-title">
            <h2 id="details-title" className="rn-feature__title" style={{ marginBottom: 12 }}>
              Contact details
            </h2>
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
          </section>

          <section className="rn-card" aria-labelledby="hours-title">
            <h2 id="hours-title" className="rn-feature__title" style={{ marginBottom: 12 }}>
              <ClockCircleOutlined aria-hidden="true" /> Business hours (WAT)
            </h2>
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
          </section>

          <section className="rn-card" aria-labelledby="quick-help-title">
            <h2 id="quick-help-title" className="rn-feature__title" style={{ marginBottom: 12 }}>
              Quick help
            </h2>
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
          </section>
        </div>
      </div>

      <section className="rn-container" aria-labelledby="contact-faq-title">
        <h2 id="contact-faq-title" className="rn-section__title" style={{ marginBottom: 16 }}>
          Frequently asked questions
        </h2>
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
      </section>
    </>
  );
}
