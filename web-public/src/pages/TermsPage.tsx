import { Link } from 'react-router-dom';
import { LegalDocument } from '../components/LegalDocument';
import type { LegalSection } from '../components/LegalDocument';
import { PageHero } from '../components/PageHero';
import { CONTACT_DETAILS } from '../app/layout/navigation';
import { useDocumentTitle } from '../components/useDocumentTitle';

const SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    body: (
      <p>
        By creating an account or using RentNaija you agree to these terms and to our{' '}
        <Link to="/privacy">Privacy Policy</Link>. If you do not agree, please do not use the
        service.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    body: (
      <p>
        You must be at least 18 years old and able to enter a binding contract to use RentNaija. You
        are responsible for keeping your password safe and for all activity on your account.
      </p>
    ),
  },
  {
    id: 'listings',
    title: 'Listings and landlords',
    body: (
      <ul>
        <li>Landlords must own the property or be authorised to let it.</li>
        <li>
          Listings must be accurate: photos, price per month, security deposit, service charge,
          power and water supply. Our team reviews every listing before it is published.
        </li>
        <li>We may remove listings that are misleading, unavailable or break these terms.</li>
      </ul>
    ),
  },
  {
    id: 'applications',
    title: 'Applications and fees',
    body: (
      <ul>
        <li>Tenants apply online with personal details, one reference and one guarantor.</li>
        <li>Application fees are non-refundable once processing has begun.</li>
        <li>
          Approval is the landlord&apos;s decision after review; paying does not guarantee approval.
        </li>
      </ul>
    ),
  },
  {
    id: 'payments',
    title: 'Payments and deposits',
    body: (
      <>
        <p>
          Prices are monthly and in Naira (₦). To book, tenants pay the first month&apos;s rent and
          the listing&apos;s security deposit through our card payment provider. Security deposits
          are held in escrow and released at the end of the tenancy, less any deductions agreed
          under the tenancy agreement.
        </p>
        <p>
          Refunds follow our <Link to="/refund">Refund Policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'conduct',
    title: 'Acceptable use',
    body: (
      <ul>
        <li>No fraudulent, duplicate or bait listings.</li>
        <li>No requests for payment outside the platform before a viewing.</li>
        <li>No harassment, discrimination or abusive messages.</li>
        <li>No scraping, reverse engineering or attempts to break our security.</li>
      </ul>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        RentNaija connects tenants and landlords; the tenancy itself is between them. To the extent
        the law allows, our total liability to you for any claim is limited to the amount you paid
        us in the twelve months before the claim arose.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: (
      <p>
        We may suspend or close accounts that break these terms. You can close your account at any
        time by contacting support; obligations already incurred (such as a tenancy) continue.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and disputes',
    body: (
      <p>
        These terms are governed by the laws of the Federal Republic of Nigeria. Disputes that we
        cannot settle together will be resolved by arbitration in Lagos.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms:{' '}
        <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a>,{' '}
        {CONTACT_DETAILS.phone}.
      </p>
    ),
  },
];

export function TermsPage() {
  useDocumentTitle('Terms of Service');
  return (
    <>
      <PageHero eyebrow="Legal" title="Terms of Service">
        <p>The rules for renting and letting homes through RentNaija.</p>
        <span className="rn-updated">Last updated: January 1, 2024</span>
      </PageHero>
      <LegalDocument sections={SECTIONS} />
    </>
  );
}
