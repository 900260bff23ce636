import { Link } from 'react-router-dom';
import { LegalDocument } from '../components/LegalDocument';
import type { LegalSection } from '../components/LegalDocument';
import { PageHero } from '../components/PageHero';
import { CONTACT_DETAILS } from '../app/layout/navigation';
import { useDocumentTitle } from '../components/useDocumentTitle';

const SECTIONS: LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to help you rent or let a home:</p>
        <ul>
          <li>
            <strong>Account details</strong> — your name, email address, phone number, password
            (stored only as a secure hash) and whether you are a tenant or a landlord.
          </li>
          <li>
            <strong>Verification details</strong> — for identity checks (KYC): your government ID
            type, National Identification Number (NIN), employment and address details, and the
            documents you upload.
          </li>
          <li>
            <strong>Rental activity</strong> — listings you create, properties you save,
            applications, viewing requests, messages with landlords or tenants, and payments.
          </li>
          <li>
            <strong>Technical data</strong> — your device and browser type, pages viewed and
            approximate location derived from your IP address, used to keep the service secure.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your information',
    body: (
      <ul>
        <li>To create and secure your account and keep you signed in.</li>
        <li>To show listings, process applications, arrange viewings and take payments.</li>
        <li>To verify identities so tenants and landlords can trust each other.</li>
        <li>To send service emails: confirmations, receipts, viewing invites and replies.</li>
        <li>To detect fraud and protect our users, and to meet our legal obligations.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'When we share information',
    body: (
      <>
        <p>
          We never sell your personal data. When you apply for a property we share your application
          details with that property&apos;s landlord. We also share data with providers who run
          parts of the service for us (payment processing, email delivery, secure hosting), under
          contracts that limit their use of it, and with authorities where Nigerian law requires.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        Data travels over encrypted connections, passwords are hashed, identity documents are stored
        privately and can only be viewed by our verification team, and staff access is logged. No
        system is perfectly secure; if we learn of a breach affecting you we will tell you promptly.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep your data while your account is active. Inactive accounts are deleted after 3 years
        without a sign-in. Payment records are kept for as long as tax and accounting law requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          Under the Nigeria Data Protection Act you can ask to see, correct, export or delete your
          personal data, and object to some uses of it. You can update your name and phone number
          yourself in <Link to="/settings">Settings</Link>.
        </p>
        <p>We answer every privacy request within 30 days.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <p>
        We use your browser&apos;s storage to keep you signed in, remember your theme choice and the
        page you were heading to before signing in. We do not use advertising cookies.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Send privacy requests to{' '}
        <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a> or write to us at{' '}
        {CONTACT_DETAILS.address}.
      </p>
    ),
  },
];

export function PrivacyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <>
      <PageHero eyebrow="Legal" title="Privacy Policy">
        <p>How RentNaija collects, uses and protects your personal information.</p>
        <span className="rn-updated">Last updated: January 1, 2024</span>
      </PageHero>
      <LegalDocument sections={SECTIONS} />
    </>
  );
}
