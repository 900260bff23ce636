import { Button } from 'antd';
import {
  FileTextOutlined,
  MailOutlined,
  MessageOutlined,
  PhoneOutlined,
  SafetyOutlined,
  SolutionOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { FeatureCards } from '../components/FeatureCards';
import { PageHero } from '../components/PageHero';
import { ContentSection } from '../components/ContentSection';
import { CONTACT_DETAILS } from '../app/layout/navigation';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { FaqBrowser } from '../features/contact';

const QUICK_LINKS = [
  { to: '/how-it-works', label: 'How It Works', icon: <SolutionOutlined /> },
  { to: '/safety', label: 'Safety Guidelines', icon: <SafetyOutlined /> },
  { to: '/refund', label: 'Refund Policy', icon: <UndoOutlined /> },
  { to: '/terms', label: 'Terms of Service', icon: <FileTextOutlined /> },
];

export function HelpPage() {
  useDocumentTitle('Help Center');
  return (
    <>
      <PageHero eyebrow="Help Center" title="How can we help?">
        <p>Search our answers, browse by topic, or talk to our support team.</p>
      </PageHero>

      <div className="rn-container">
        {/* The search over the answers comes first; ways to reach us follow it. */}
        <ContentSection titleId="faq-title" title="Frequently asked questions" spacing={16}>
          <FaqBrowser />
        </ContentSection>

        <section className="rn-section" aria-labelledby="contact-cards-title">
          <h2 id="contact-cards-title" className="rn-visually-hidden">
            Ways to reach us
          </h2>
          <FeatureCards
            items={[
              {
                icon: <PhoneOutlined />,
                title: 'Call us',
                text: (
                  <p>
                    <a href={CONTACT_DETAILS.phoneHref}>{CONTACT_DETAILS.phone}</a>
                    <br />
                    Mon-Fri 9AM-6PM WAT
                  </p>
                ),
              },
              {
                icon: <MailOutlined />,
                title: 'Email us',
                text: (
                  <p>
                    <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a>
                    <br />
                    We reply within 24 hours
                  </p>
                ),
              },
              {
                icon: <MessageOutlined />,
                title: 'Send a message',
                text: (
                  <p>
                    Use our <Link to="/contact">contact form</Link> and choose a category so the
                    right team picks it up.
                  </p>
                ),
              },
            ]}
          />
        </section>

        <ContentSection
          titleId="help-links-title"
          title="Helpful pages"
          className="rn-section"
          spacing={16}
        >
          <ul className="rn-quick-grid">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="rn-quick-card">
                  <span className="rn-quick-card__icon" aria-hidden="true">
                    {link.icon}
                  </span>
                  <span className="rn-quick-card__text">
                    <strong>{link.label}</strong>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </ContentSection>

        <section className="rn-card rn-help-still" aria-labelledby="still-title">
          <div>
            <h2 id="still-title" className="rn-feature__title">
              Still need help?
            </h2>
            <p className="rn-muted" style={{ margin: '4px 0 0' }}>
              Our support team is available Mon-Fri 9AM-6PM WAT.
            </p>
          </div>
          <div className="rn-cta__actions">
            <a href={`mailto:${CONTACT_DETAILS.email}`}>
              <Button type="primary" icon={<MailOutlined aria-hidden="true" />}>
                Email Support
              </Button>
            </a>
            <Button href={CONTACT_DETAILS.phoneHref} icon={<PhoneOutlined aria-hidden="true" />}>
              Call {CONTACT_DETAILS.phone}
            </Button>
          </div>
        </section>
      </div>
    </>
  );
}
