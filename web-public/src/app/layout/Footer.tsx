import { EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { DELAYS } from '@rentnaija/shared';
import { Link } from 'react-router-dom';
import { Logo } from './Logo';
import { CONTACT_DETAILS, FOOTER_CITIES, FOOTER_LEGAL, FOOTER_QUICK_LINKS } from './navigation';
import type { NavLinkItem } from './navigation';

/** Footer navigation scrolls the page to the top after ~100 ms. */
function scrollToTopSoon() {
  setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), DELAYS.scrollToTop);
}

function LinkColumn({ title, links }: { title: string; links: NavLinkItem[] }) {
  return (
    <nav aria-label={title} className="rn-footer__col">
      <h2 className="rn-footer__title">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={link.to.includes('#') ? undefined : scrollToTopSoon}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="rn-footer">
      <div className="rn-container rn-footer__grid">
        <div className="rn-footer__brand">
          <Logo />
          <p>
            Verified monthly homes across Nigeria, with transparent rent, deposits and move-in
            totals. Pay monthly, not two years upfront.
          </p>
        </div>
        <LinkColumn title="Quick Links" links={FOOTER_QUICK_LINKS} />
        <LinkColumn title="Popular Cities" links={FOOTER_CITIES} />
        <LinkColumn title="Legal" links={FOOTER_LEGAL} />
        <address className="rn-footer__col rn-footer__contact">
          <h2 className="rn-footer__title">Contact</h2>
          <ul>
            <li>
              <PhoneOutlined aria-hidden="true" />{' '}
              <a href={CONTACT_DETAILS.phoneHref}>{CONTACT_DETAILS.phone}</a>
            </li>
            <li>
              <MailOutlined aria-hidden="true" />{' '}
              <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a>
            </li>
            <li>
              <EnvironmentOutlined aria-hidden="true" /> {CONTACT_DETAILS.address}
            </li>
          </ul>
        </address>
      </div>
      <div className="rn-container rn-footer__bottom">
        <span>© {new Date().getFullYear()} RentNaija. All rights reserved.</span>
        <span>Prices in Naira (₦). Times in West Africa Time (WAT).</span>
      </div>
    </footer>
  );
}
