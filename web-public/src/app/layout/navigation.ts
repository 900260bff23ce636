/** The header and sidebar links, shown on every page. */
export interface NavLinkItem {
  to: string;
  label: string;
}

export const PUBLIC_LINKS: NavLinkItem[] = [
  { to: '/', label: 'Home' },
  { to: '/properties', label: 'Properties' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

export const FOOTER_QUICK_LINKS: NavLinkItem[] = [
  { to: '/properties', label: 'Search Properties' },
  { to: '/list-property', label: 'List Your Property' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/how-it-works#pricing', label: 'Pricing' },
  { to: '/contact', label: 'Contact Us' },
];

export const FOOTER_CITIES: NavLinkItem[] = [
  { to: '/properties?city=lagos', label: 'Lagos' },
  { to: '/properties?city=abuja', label: 'Abuja' },
  { to: '/properties?city=portharcourt', label: 'Port Harcourt' },
  { to: '/properties?city=ibadan', label: 'Ibadan' },
  { to: '/properties?city=kano', label: 'Kano' },
];

export const FOOTER_LEGAL: NavLinkItem[] = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/refund', label: 'Refund Policy' },
  { to: '/safety', label: 'Safety Guidelines' },
  { to: '/help', label: 'Help Center' },
];

export const CONTACT_DETAILS = {
  phone: '+234 1 700 0000',
  phoneHref: 'tel:+23417000000',
  email: 'support@rentnaija.ng',
  address: '12 Adeola Odeku Street, Victoria Island, Lagos',
  hours: 'Mon–Fri, 9AM–6PM WAT',
} as const;
